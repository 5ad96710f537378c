package com.linkbenchx.results;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The exporters of one phase, called together. A failing exporter is reported once (one ERROR
 * line naming what it writes and why) and skipped from then on, so one full disk does not cost
 * the other outputs; the failure also goes to the run's {@link OutputFailures}, which stops the
 * run and makes its exit status non-zero.
 */
public final class PhaseOutputs {
  private final PhaseMetadata metadata;
  private final List<ResultsExporter> exporters;
  private final boolean[] failed;
  private final PhaseLog log;
  private final List<String> failures = new ArrayList<>();
  private final OutputFailures runFailures;
  private boolean closed;

  /** Outputs whose failures concern nobody else (tests, merge). */
  public PhaseOutputs(PhaseMetadata metadata, List<ResultsExporter> exporters, PhaseLog log) {
    this(metadata, exporters, log, new OutputFailures(log));
  }

  /** @param runFailures where the run reports and collects the failures of all its outputs */
  public PhaseOutputs(PhaseMetadata metadata, List<ResultsExporter> exporters, PhaseLog log,
      OutputFailures runFailures) {
    this.metadata = metadata;
    this.exporters = List.copyOf(exporters);
    this.failed = new boolean[this.exporters.size()];
    this.log = log;
    this.runFailures = runFailures;
  }

  public PhaseMetadata metadata() {
    return metadata;
  }

  private interface Call {
    void on(ResultsExporter exporter) throws IOException;
  }

  private void each(Call call) {
    for (int i = 0; i < exporters.size(); i++) {
      if (failed[i]) {
        continue;
      }
      try {
        call.on(exporters.get(i));
      } catch (IOException | RuntimeException e) {
        failed[i] = true;
        String output = exporters.get(i).describe();
        fail(output, "Could not write " + output + ": " + e.getMessage() + "; it is incomplete and no longer written");
      }
    }
  }

  private void fail(String output, String message) {
    failures.add(message);
    runFailures.add(output, message);
  }

  public void begin(long startEpochMillis) {
    each(exporter -> exporter.begin(metadata, startEpochMillis));
  }

  public void calibration(DriverFloor floor) {
    each(exporter -> exporter.calibration(floor));
  }

  public void interval(IntervalSnapshot interval) {
    each(exporter -> exporter.interval(interval));
  }

  public void end(PhaseSummary summary) {
    each(exporter -> exporter.end(summary));
  }

  public void finish(ProcessOutcome outcome) {
    each(exporter -> exporter.finish(outcome));
  }

  /** Closes every exporter once, failed ones included. */
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    for (int i = 0; i < exporters.size(); i++) {
      try {
        exporters.get(i).close();
      } catch (IOException | RuntimeException e) {
        if (!failed[i]) {
          failed[i] = true;
          String output = exporters.get(i).describe();
          fail(output, "Could not close " + output + ": " + e.getMessage());
        }
      }
    }
  }

  /** One line per output that failed, in the order they failed. */
  public List<String> failures() {
    return List.copyOf(failures);
  }
}
