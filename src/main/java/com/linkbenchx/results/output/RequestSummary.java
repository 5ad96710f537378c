package com.linkbenchx.results.output;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.Counters;
import com.linkbenchx.results.EndpointStats;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.RecordedOps;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * End-of-phase log lines and {@code --csvstats} rows from the whole measured period.
 *
 * @param headline the metric reported first
 */
public record RequestSummary(IntervalStats totals, LatencySeries headline, double measuredSeconds) {
  /** The quantiles LinkBenchX prints for ADD_LINK, in its order. */
  static final double[] QUANTILES = {0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99, 1.0};

  /** Summary lines, failure lines, totals, then the ADD_LINK quantile block. */
  public List<String> logLines() {
    List<String> lines = new ArrayList<>();
    LatencySeries other = headline == LatencySeries.RESPONSE ? LatencySeries.SERVICE : LatencySeries.RESPONSE;
    for (LatencySeries metric : new LatencySeries[] {headline, other}) {
      for (LinkBenchOp op : RecordedOps.REQUEST) {
        Histogram histogram = totals.operation(op).series(metric);
        if (histogram.getTotalCount() > 0) {
          lines.add(LatencySummary.line(op, metric, histogram));
        }
      }
    }
    for (LinkBenchOp op : RecordedOps.REQUEST) {
      OperationStats stats = totals.operation(op);
      if (stats.failureCount() > 0) {
        lines.add(failureLine(op, stats));
      }
    }
    Counters counters = totals.counters();
    lines.add("Request errors total = " + totals.failures() + ", dropped events total = " + totals.dropped()
        + " (queue full: " + counters.droppedQueueFull() + ", still queued at shutdown: "
        + counters.droppedAtShutdown() + "), warmup operations (not recorded) = " + counters.warmupEvents()
        + ", generator lag max (us) = " + counters.maxGeneratorLagNanos() / 1000
        // Counted by the generator, apart from the histograms: every event generated was recorded
        // (succeeded, failed, or abandoned at shutdown), dropped, or run during warmup.
        + ", events generated = " + totals.arrivals() + " = recorded " + totals.executed() + " + dropped "
        + totals.dropped() + " + warmup " + counters.warmupEvents() + abandoned());
    lines.addAll(quantileLines());
    return lines;
  }

  /** The operations abandoned at shutdown, if any (they are among the recorded failures). */
  private String abandoned() {
    long abandoned =
        RecordedOps.REQUEST.stream().mapToLong(op -> totals.operation(op).failures(ErrorKind.ABANDONED)).sum();
    return abandoned == 0 ? "" : " (of the recorded, " + abandoned + " abandoned in a store call at shutdown)";
  }

  /** One line per endpoint of a store spread over several. */
  public List<String> endpointLines(List<String> names) {
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < totals.endpoints().size(); i++) {
      EndpointStats endpoint = totals.endpoints().get(i);
      StringBuilder line = new StringBuilder("Endpoint ").append(i < names.size() ? names.get(i) : "#" + i)
          .append(": operations = ").append(endpoint.executed())
          .append(" (").append(measuredSeconds > 0 ? Math.round(endpoint.executed() / measuredSeconds) : 0)
          .append("/s), errors = ").append(endpoint.failures());
      for (LinkBenchOp op : RecordedOps.HEADLINE) {
        Histogram response = endpoint.seriesOrNull(op, LatencySeries.RESPONSE);
        if (response != null && response.getTotalCount() > 0) {
          line.append(", ").append(op.name()).append(" p99 = ")
              .append(Decimals.millis(IntervalReport.valueAt(response, 99))).append("ms");
        }
      }
      line.append(", transient retries = ").append(endpoint.retries().transientRetries())
          .append(", conflict retries = ").append(endpoint.retries().conflictRetries())
          .append(", reconnects = ").append(endpoint.retries().reconnects())
          .append(", failovers = ").append(endpoint.retries().failovers());
      lines.add(line.toString());
    }
    return lines;
  }

  /** LinkBenchX's block, from the headline histogram in microseconds; two framing lines only without samples. */
  public List<String> quantileLines() {
    List<String> lines = new ArrayList<>();
    Histogram addLink = totals.operation(LinkBenchOp.ADD_LINK).series(headline);
    lines.add("Quantiles for ADD_LINK op:");
    if (addLink.getTotalCount() > 0) {
      for (double quantile : QUANTILES) {
        long value = quantile == 0.0 ? addLink.getMinValue() : addLink.getValueAtPercentile(quantile * 100);
        lines.add("Quantile[" + quantile + "]=" + value);
      }
    }
    lines.add("Quantiles size= " + addLink.getTotalCount());
    return lines;
  }

  /** {@code --csvstats} rows per operation in this order: the first is the store-call time. */
  private static final LatencySeries[] CSV_METRICS = {LatencySeries.SERVICE, LatencySeries.RESPONSE,
      LatencySeries.QUEUE_WAIT};

  /**
   * {@code --csvstats}: the header, then per operation one row per metric, service time first (what
   * LinkBenchX gave, for scripts that take an operation's first row), plus failed ones' response time.
   */
  public List<String> csvLines() {
    List<String> lines = new ArrayList<>();
    lines.add(LatencySummary.CSV_HEADER);
    for (LinkBenchOp op : RecordedOps.REQUEST) {
      OperationStats stats = totals.operation(op);
      if (stats.successCount() > 0) {
        for (LatencySeries metric : CSV_METRICS) {
          lines.add(LatencySummary.csvRow(op, metric.label(), stats.series(metric), measuredSeconds));
        }
      }
      if (stats.failureCount() > 0) {
        lines.add(LatencySummary.csvRow(op, LatencySeries.FAILED_RESPONSE.label(), stats.failedResponse(),
            measuredSeconds));
      }
    }
    return lines;
  }

  private static String failureLine(LinkBenchOp op, OperationStats stats) {
    StringBuilder line = new StringBuilder();
    line.append(op.name()).append(" errors = ").append(stats.failureCount());
    for (ErrorKind kind : ErrorKind.values()) {
      if (stats.failures(kind) > 0) {
        line.append("  ").append(kind.name()).append(" = ").append(stats.failures(kind));
      }
    }
    Histogram failed = stats.failedResponse();
    line.append("  failed p99 = ").append(Decimals.millis(IntervalReport.valueAt(failed, 99))).append("ms")
        .append("  failed max = ").append(Decimals.millis(IntervalReport.max(failed))).append("ms")
        .append("  metric = response");
    return line.toString();
  }
}
