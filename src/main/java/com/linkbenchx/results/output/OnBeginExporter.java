package com.linkbenchx.results.output;

import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ProcessOutcome;
import com.linkbenchx.results.ResultsExporter;
import java.io.IOException;

/** An exporter of an {@link OutputFile}, made (creating the file) only once the phase has begun. */
final class OnBeginExporter implements ResultsExporter {
  /** Makes the exporter, opening its file. */
  interface Factory {
    ResultsExporter open() throws IOException;
  }

  private final Factory factory;
  private final String description;
  private ResultsExporter target;

  OnBeginExporter(Factory factory, String description) {
    this.factory = factory;
    this.description = description;
  }

  @Override
  public void begin(PhaseMetadata metadata, long startEpochMillis) throws IOException {
    target = factory.open();
    target.begin(metadata, startEpochMillis);
  }

  @Override
  public void interval(IntervalSnapshot interval) throws IOException {
    target.interval(interval);
  }

  @Override
  public void end(PhaseSummary summary) throws IOException {
    target.end(summary);
  }

  @Override
  public void finish(ProcessOutcome outcome) throws IOException {
    target.finish(outcome);
  }

  @Override
  public void close() throws IOException {
    if (target != null) {
      target.close();
    }
  }

  @Override
  public String describe() {
    return description;
  }
}
