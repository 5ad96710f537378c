package com.linkbenchx.results;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Keeps copies of what it is handed (intervals' figures are copied: the stats are reused). */
public final class CapturingExporter implements ResultsExporter {
  /** What one interval held, copied. */
  public record Seen(IntervalSnapshot snapshot, IntervalStats stats) {
  }

  public final List<Seen> intervals = new ArrayList<>();
  public final List<String> calls = new ArrayList<>();
  public PhaseSummary summary;
  public ProcessOutcome outcome;
  private final String failOn;

  public CapturingExporter() {
    this(null);
  }

  /** Throws an IOException on the call named {@code failOn} ("begin", "interval", "end", "finish"). */
  public CapturingExporter(String failOn) {
    this.failOn = failOn;
  }

  private void call(String name) throws IOException {
    calls.add(name);
    if (name.equals(failOn)) {
      throw new IOException("No space left on device");
    }
  }

  @Override
  public void begin(PhaseMetadata metadata, long startEpochMillis) throws IOException {
    call("begin");
  }

  @Override
  public void interval(IntervalSnapshot interval) throws IOException {
    call("interval");
    IntervalStats copy = new IntervalStats();
    copy.accumulate(interval.stats());
    intervals.add(new Seen(interval, copy));
  }

  @Override
  public void end(PhaseSummary phaseSummary) throws IOException {
    call("end");
    summary = phaseSummary;
  }

  @Override
  public void finish(ProcessOutcome runOutcome) throws IOException {
    call("finish");
    outcome = runOutcome;
  }

  @Override
  public void close() throws IOException {
    call("close");
  }

  @Override
  public String describe() {
    return "capturing exporter";
  }
}
