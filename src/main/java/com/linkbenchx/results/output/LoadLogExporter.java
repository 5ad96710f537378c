package com.linkbenchx.results.output;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.RecordedOps;
import com.linkbenchx.results.ResultsExporter;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/** The load phase's log lines per interval and operation, and LinkBench's summary lines at the end. */
public final class LoadLogExporter implements ResultsExporter {
  private final PhaseLog log;

  public LoadLogExporter(PhaseLog log) {
    this.log = log;
  }

  @Override
  public void interval(IntervalSnapshot interval) {
    for (LinkBenchOp op : RecordedOps.LOAD) {
      OperationStats stats = interval.stats().operation(op);
      Histogram calls = stats.series(LatencySeries.SERVICE);
      if (calls.getTotalCount() > 0) {
        log.info(String.format(Locale.ROOT,
            "%s interval: count = %d  p50 = %.3fms  p99 = %.3fms  max = %.3fms  rows = %d  rows/sec = %.0f",
            op, calls.getTotalCount(), calls.getValueAtPercentile(50) / 1000.0,
            calls.getValueAtPercentile(99) / 1000.0, calls.getMaxValue() / 1000.0, stats.rows(),
            interval.perSecond(stats.rows())));
      }
    }
  }

  @Override
  public void end(PhaseSummary summary) {
    for (LinkBenchOp op : RecordedOps.LOAD) {
      Histogram calls = summary.totals().operation(op).series(LatencySeries.SERVICE);
      if (calls.getTotalCount() > 0) {
        log.info(LatencySummary.line(op, calls));
      }
    }
  }

  @Override
  public String describe() {
    return "load log lines";
  }
}
