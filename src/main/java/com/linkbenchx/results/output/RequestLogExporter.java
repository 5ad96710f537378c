package com.linkbenchx.results.output;

import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ResultsExporter;

/** The request phase's log lines in LinkBenchX's wording, then the verdict. */
public final class RequestLogExporter implements ResultsExporter {
  private final PhaseLog log;
  private final LatencySeries headline;
  private long totalOps;

  public RequestLogExporter(PhaseLog log, LatencySeries headline) {
    this.log = log;
    this.headline = headline;
  }

  @Override
  public void interval(IntervalSnapshot interval) {
    totalOps += interval.stats().executed();
    new IntervalReport(interval, headline, totalOps).logLines().forEach(log::info);
  }

  @Override
  public void end(PhaseSummary summary) {
    RequestSummary requests = new RequestSummary(summary.totals(), headline, summary.measuredSeconds());
    requests.logLines().forEach(log::info);
    requests.endpointLines(summary.metadata().store().endpoints()).forEach(log::info);
    log.info(completedLine(summary.totals().executed(), summary.measuredNanos()));
    // The verdict is the last line, where a reader looks first; anything but a pass is a warning.
    Verdict verdict = Verdict.of(summary);
    String words = "Verdict: " + verdict.inWords();
    if (verdict.level() == Verdict.Level.KEPT_UP || verdict.level() == Verdict.Level.NOT_JUDGED) {
      log.info(words);
    } else {
      log.warn(words);
    }
  }

  /** LinkBenchX's last line, with its whole-second and integer-division arithmetic. */
  static String completedLine(long requestsDone, long measuredNanos) {
    long measuredMillis = Math.max(0, measuredNanos) / 1_000_000L;
    long perSecond = measuredMillis == 0 ? 0 : 1000 * requestsDone / measuredMillis;
    return "REQUEST PHASE COMPLETED. " + requestsDone + " requests done in " + measuredMillis / 1000
        + " seconds. Requests/second = " + perSecond;
  }

  @Override
  public String describe() {
    return "request log lines";
  }
}
