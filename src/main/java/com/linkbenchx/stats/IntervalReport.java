package com.linkbenchx.stats;

import com.linkbenchx.workload.LinkBenchOp;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Formats one reporting interval: LinkBenchX's periodic log lines (same words and order, extra
 * fields appended at the end of each line) and its {@code --csvstream} rows (the nine LinkBenchX
 * columns, then ours). p95/p99/max are the headline metric: response time unless the run asked for
 * LinkBenchX's service-time headline.
 */
public final class IntervalReport {
  /** LinkBenchX's nine columns, then the appended ones; the CLI writes it as the file's first line. */
  public static final String CSV_STREAM_HEADER = OutputFiles.CSV_STREAM_HEADER;

  /** The two operations LinkBenchX reports every interval, in its order. */
  static final LinkBenchOp[] HEADLINE_OPS = {LinkBenchOp.ADD_LINK, LinkBenchOp.GET_LINKS_LIST};

  private final RequestStats interval;
  private final LatencyMetric headline;
  private final long timestampSeconds;
  private final long totalOps;
  private final long intervalNanos;

  /**
   * @param interval what was measured in the interval
   * @param headline {@link LatencyMetric#RESPONSE} or {@link LatencyMetric#SERVICE}
   * @param timestampSeconds whole seconds since the phase started generating events
   * @param totalOps operations recorded since the phase started, this interval included
   * @param intervalNanos the interval's length (throughput divides by it, never by zero)
   */
  public IntervalReport(RequestStats interval, LatencyMetric headline, long timestampSeconds, long totalOps,
      long intervalNanos) {
    if (headline == LatencyMetric.QUEUE_WAIT) {
      throw new IllegalArgumentException("queue wait cannot be the headline latency");
    }
    this.interval = interval;
    this.headline = headline;
    this.timestampSeconds = timestampSeconds;
    this.totalOps = totalOps;
    this.intervalNanos = intervalNanos;
  }

  /** The log lines: Events, Queue, ADD_LINK, GET_LINKS_LIST, then any other operation that ran. */
  public List<String> logLines() {
    List<String> lines = new ArrayList<>();
    ConcurrencyStats concurrency = interval.concurrency();
    long events = interval.executed();
    long throughput = (long) (events * 1e9 / Math.max(1, intervalNanos));
    lines.add("Events: " + events + ", concurrency (min-max): " + concurrency.min() + "-" + concurrency.max()
        + ", throughput: " + throughput + " ops/sec"
        + ", mean concurrency: " + Decimals.twoPlaces(concurrency.mean())
        + ", errors: " + interval.failures() + ", dropped: " + interval.dropped());
    lines.add("Queue: size min-max: " + interval.minQueueDepth() + "-" + interval.maxQueueDepth()
        + ", time min-max (us): " + minQueueWait() + "-" + maxQueueWait()
        + ", generator lag max (us): " + interval.maxGeneratorLagNanos() / 1000);
    for (LinkBenchOp op : HEADLINE_OPS) {
      lines.add(typeLine(op));
    }
    for (int i = 0; i < RequestStats.REQUEST_OP_COUNT; i++) {
      LinkBenchOp op = LinkBenchOp.values()[i];
      if (op != LinkBenchOp.ADD_LINK && op != LinkBenchOp.GET_LINKS_LIST
          && interval.operation(op).executedCount() > 0) {
        lines.add(typeLine(op));
      }
    }
    return lines;
  }

  /** The {@code --csvstream} rows: one each for ADD_LINK and GET_LINKS_LIST. */
  public List<String> csvRows() {
    List<String> rows = new ArrayList<>(HEADLINE_OPS.length);
    for (LinkBenchOp op : HEADLINE_OPS) {
      OperationStats stats = interval.operation(op);
      Histogram main = stats.successes(headline);
      rows.add(timestampSeconds + "," + totalOps + "," + op.name() + "," + stats.executedCount()
          + "," + interval.concurrency().max() + "," + interval.maxQueueDepth()
          + "," + max(main) + "," + valueAt(main, 95) + "," + valueAt(main, 99)
          + "," + valueAt(main, 50) + "," + valueAt(main, 99.9)
          + "," + valueAt(stats.successes(LatencyMetric.RESPONSE), 99)
          + "," + valueAt(stats.successes(LatencyMetric.SERVICE), 99)
          + "," + valueAt(stats.successes(LatencyMetric.QUEUE_WAIT), 99)
          + "," + Decimals.twoPlaces(interval.concurrency().mean())
          + "," + stats.failureCount() + "," + interval.dropped()
          + "," + interval.maxGeneratorLagNanos() / 1000 + "," + headline.label());
    }
    return rows;
  }

  private String typeLine(LinkBenchOp op) {
    OperationStats stats = interval.operation(op);
    Histogram main = stats.successes(headline);
    LatencyMetric other = headline == LatencyMetric.RESPONSE ? LatencyMetric.SERVICE : LatencyMetric.RESPONSE;
    return "Type: " + op.name() + ", count: " + stats.executedCount()
        + ", conc: " + interval.concurrency().max() + ", qsize: " + interval.maxQueueDepth()
        + ", Time(us) max: " + max(main) + ", 95th: " + valueAt(main, 95) + ", 99th: " + valueAt(main, 99)
        + ", 50th: " + valueAt(main, 50) + ", 99.9th: " + valueAt(main, 99.9)
        + ", latency: " + headline.label()
        + ", " + other.label() + " 99th: " + valueAt(stats.successes(other), 99)
        + ", queue-wait 99th: " + valueAt(stats.successes(LatencyMetric.QUEUE_WAIT), 99)
        + ", errors: " + stats.failureCount();
  }

  private long minQueueWait() {
    long min = Long.MAX_VALUE;
    for (int i = 0; i < RequestStats.REQUEST_OP_COUNT; i++) {
      Histogram waits = interval.operation(LinkBenchOp.values()[i]).successes(LatencyMetric.QUEUE_WAIT);
      if (waits.getTotalCount() > 0) {
        min = Math.min(min, waits.getMinValue());
      }
    }
    return min == Long.MAX_VALUE ? 0 : min;
  }

  private long maxQueueWait() {
    long max = 0;
    for (int i = 0; i < RequestStats.REQUEST_OP_COUNT; i++) {
      max = Math.max(max, max(interval.operation(LinkBenchOp.values()[i]).successes(LatencyMetric.QUEUE_WAIT)));
    }
    return max;
  }

  static long valueAt(Histogram histogram, double percentile) {
    return histogram.getTotalCount() == 0 ? 0 : histogram.getValueAtPercentile(percentile);
  }

  static long max(Histogram histogram) {
    return histogram.getTotalCount() == 0 ? 0 : histogram.getMaxValue();
  }
}
