package com.linkbenchx.results.output;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.ConcurrencyStats;
import com.linkbenchx.results.Counters;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.RecordedOps;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;

/**
 * One interval's LinkBenchX log lines and {@code --csvstream} rows (its words, order and columns,
 * ours appended). p95/p99/max are of the {@code headline}: response time unless asked for service.
 *
 * @param totalOps operations recorded since the phase started, this interval included
 */
public record IntervalReport(IntervalSnapshot snapshot, LatencySeries headline, long totalOps) {
  /** LinkBenchX's nine columns, then the appended ones; written as the file's first line. */
  public static final String CSV_STREAM_HEADER =
      "timestamp,totalops,op,ops,concurrency,queue_size,max_us,p95_us,p99_us,"
          + "p50_us,p999_us,response_p99_us,service_p99_us,queue_wait_p99_us,busy_mean,errors,dropped,"
          + "generator_lag_max_us,headline,epoch_ms,interval_ms,partial,busy_max,queue_backlog,arrivals,retries";

  public IntervalReport {
    if (headline == LatencySeries.QUEUE_WAIT) {
      throw new IllegalArgumentException("queue wait cannot be the headline latency");
    }
  }

  private IntervalStats interval() {
    return snapshot.stats();
  }

  /** The log lines: Events, Queue, ADD_LINK, GET_LINKS_LIST, then any other operation that ran. */
  public List<String> logLines() {
    List<String> lines = new ArrayList<>();
    ConcurrencyStats concurrency = interval().completionConcurrency();
    Counters counters = interval().counters();
    long events = interval().executed();
    long throughput = (long) snapshot.perSecond(events);
    lines.add("Events: " + events + ", concurrency (min-max): " + concurrency.min() + "-" + concurrency.max()
        + ", throughput: " + throughput + " ops/sec"
        + ", mean concurrency: " + Decimals.twoPlaces(concurrency.mean())
        + ", errors: " + interval().failures() + ", dropped: " + interval().dropped()
        + ", busy requesters (time avg): " + Decimals.twoPlaces(snapshot.busyMean())
        + ", busy max: " + counters.busyMax() + ", retries: " + retries(counters));
    lines.add("Queue: size min-max: " + interval().minQueueDepth() + "-" + counters.maxQueueDepth()
        + ", time min-max (us): " + minQueueWait() + "-" + maxQueueWait()
        + ", generator lag max (us): " + counters.maxGeneratorLagNanos() / 1000
        + ", backlog: " + counters.queueBacklog());
    for (LinkBenchOp op : RecordedOps.HEADLINE) {
      lines.add(typeLine(op));
    }
    for (LinkBenchOp op : RecordedOps.REQUEST) {
      if (!RecordedOps.HEADLINE.contains(op) && interval().operation(op).executedCount() > 0) {
        lines.add(typeLine(op));
      }
    }
    return lines;
  }

  /** The {@code --csvstream} rows: one each for ADD_LINK and GET_LINKS_LIST. */
  public List<String> csvRows() {
    return csvRows(RecordedOps.HEADLINE);
  }

  /** Rows under {@link #CSV_STREAM_HEADER} for the given operations. */
  public List<String> csvRows(List<LinkBenchOp> ops) {
    List<String> rows = new ArrayList<>(ops.size());
    Counters counters = interval().counters();
    String common = "," + Decimals.threePlaces(snapshot.busyMean());
    String tail = "," + counters.maxGeneratorLagNanos() / 1000 + "," + headline.label()
        + "," + snapshot.endEpochMillis() + "," + Decimals.threePlaces(snapshot.lengthNanos() / 1e6)
        + "," + (snapshot.partial() ? 1 : 0) + "," + counters.busyMax() + "," + counters.queueBacklog()
        + "," + counters.arrivals() + "," + retries(counters);
    long timestampSeconds = timestampSeconds(snapshot);
    for (LinkBenchOp op : ops) {
      OperationStats stats = interval().operation(op);
      Histogram main = stats.series(headline);
      rows.add(timestampSeconds + "," + totalOps + "," + op.name() + "," + stats.executedCount()
          + "," + interval().completionConcurrency().max() + "," + counters.maxQueueDepth()
          + "," + max(main) + "," + valueAt(main, 95) + "," + valueAt(main, 99)
          + "," + valueAt(main, 50) + "," + valueAt(main, 99.9)
          + "," + valueAt(stats.series(LatencySeries.RESPONSE), 99)
          + "," + valueAt(stats.series(LatencySeries.SERVICE), 99)
          + "," + valueAt(stats.series(LatencySeries.QUEUE_WAIT), 99)
          + common + "," + stats.failureCount() + "," + interval().dropped() + tail);
    }
    return rows;
  }

  /** Whole seconds since the start, a last partial interval's rounded up, as LinkBenchX (60 then 61, not 60 twice). */
  static long timestampSeconds(IntervalSnapshot interval) {
    long nanos = interval.endOffsetNanos();
    return interval.partial() ? -Math.floorDiv(-nanos, 1_000_000_000L) : nanos / 1_000_000_000L;
  }

  private static long retries(Counters counters) {
    return counters.retries().transientRetries() + counters.retries().conflictRetries()
        + counters.retries().reconnects();
  }

  private String typeLine(LinkBenchOp op) {
    OperationStats stats = interval().operation(op);
    Histogram main = stats.series(headline);
    LatencySeries other = headline == LatencySeries.RESPONSE ? LatencySeries.SERVICE : LatencySeries.RESPONSE;
    return "Type: " + op.name() + ", count: " + stats.executedCount()
        + ", conc: " + interval().completionConcurrency().max() + ", qsize: " + interval().counters().maxQueueDepth()
        + ", Time(us) max: " + max(main) + ", 95th: " + valueAt(main, 95) + ", 99th: " + valueAt(main, 99)
        + ", 50th: " + valueAt(main, 50) + ", 99.9th: " + valueAt(main, 99.9)
        + ", latency: " + headline.label()
        + ", " + other.label() + " 99th: " + valueAt(stats.series(other), 99)
        + ", queue-wait 99th: " + valueAt(stats.series(LatencySeries.QUEUE_WAIT), 99)
        + ", errors: " + stats.failureCount();
  }

  private long minQueueWait() {
    return queueWaits().filter(waits -> waits.getTotalCount() > 0).mapToLong(Histogram::getMinValue).min().orElse(0);
  }

  private long maxQueueWait() {
    return queueWaits().mapToLong(IntervalReport::max).max().orElse(0);
  }

  private Stream<Histogram> queueWaits() {
    return RecordedOps.REQUEST.stream().map(op -> interval().operation(op).series(LatencySeries.QUEUE_WAIT));
  }

  static long valueAt(Histogram histogram, double percentile) {
    return histogram.getTotalCount() == 0 ? 0 : histogram.getValueAtPercentile(percentile);
  }

  static long max(Histogram histogram) {
    return histogram.getTotalCount() == 0 ? 0 : histogram.getMaxValue();
  }
}
