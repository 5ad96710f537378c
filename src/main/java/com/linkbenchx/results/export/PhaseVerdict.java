package com.linkbenchx.results.export;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.report.HeadlineLatency;
import com.linkbenchx.report.Verdict;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencyMetric;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.WorkloadInfo;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/** The verdict on a request phase, built the same way for the log, summary.json and the report. */
public final class PhaseVerdict {
  private static final double MICROS_PER_MILLI = 1000.0;

  private PhaseVerdict() {
  }

  /**
   * @param endedEarly why the phase stopped before its planned end, or null when it ran to its end
   */
  public static Verdict of(WorkloadInfo workload, IntervalStats totals, double achievedRate, String endedEarly) {
    List<HeadlineLatency> headline = new ArrayList<>();
    for (LinkBenchOp op : HtmlReport.HEADLINE) {
      var stats = totals.operation(op);
      Double target = workload.p99TargetsMs().get(op.name());
      headline.add(new HeadlineLatency(op.name(), p99(stats.successes(LatencyMetric.RESPONSE)),
          p99(stats.successes(LatencyMetric.SERVICE)), target == null ? Double.NaN : target));
    }
    Double rate = workload.targetRatePerSecond() > 0 ? (double) workload.targetRatePerSecond() : null;
    return new Verdict(rate, achievedRate, totals.droppedQueueFull(), totals.droppedAtShutdown(),
        totals.maxQueueDepth(), workload.queueCapacity(), totals.failures(), headline, endedEarly);
  }

  public static Verdict of(PhaseSummary summary) {
    return of(summary.metadata().workload(), summary.totals(), summary.ratePerSecond(),
        summary.endedEarly() ? summary.endReason() : null);
  }

  /** summary.json's {@code verdict}: the level's key and heading, and the whole verdict in words. */
  static ObjectNode json(Verdict verdict) {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("level", verdict.level().key());
    node.put("heading", verdict.heading());
    node.put("pass", verdict.level() == Verdict.Level.KEPT_UP);
    node.put("words", verdict.inWords());
    return node;
  }

  private static double p99(Histogram micros) {
    return micros.getTotalCount() == 0 ? Double.NaN : micros.getValueAtPercentile(99) / MICROS_PER_MILLI;
  }
}
