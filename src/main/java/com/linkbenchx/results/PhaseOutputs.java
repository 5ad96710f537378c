package com.linkbenchx.results;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The exporters of one phase, called together. A failing exporter is reported once, to the run's
 * {@link OutputFailures}, and skipped from then on, so one full disk does not cost the other outputs.
 */
public final class PhaseOutputs {
  private final PhaseMetadata metadata;
  private final List<ResultsExporter> exporters;
  private final boolean[] failed;
  private final List<String> failures = new ArrayList<>();
  private final OutputFailures runFailures;
  private final String group;
  private boolean closed;

  /** Outputs whose failures concern nobody else (tests, merge). */
  public PhaseOutputs(PhaseMetadata metadata, List<ResultsExporter> exporters, PhaseLog log) {
    this(metadata, exporters, new OutputFailures(log), null);
  }

  /**
   * @param runFailures where the run reports and collects the failures of all its outputs
   * @param group the output the run counts a failure of any of these against (a results folder), or null when
   *     each exporter is an output of its own
   */
  public PhaseOutputs(PhaseMetadata metadata, List<ResultsExporter> exporters, OutputFailures runFailures,
      String group) {
    this.metadata = metadata;
    this.exporters = List.copyOf(exporters);
    this.failed = new boolean[this.exporters.size()];
    this.runFailures = runFailures;
    this.group = group;
  }

  public PhaseMetadata metadata() {
    return metadata;
  }

  private interface Call {
    void on(ResultsExporter exporter) throws IOException;
  }

  private void each(Call call) {
    each(exporter -> true, call);
  }

  private void each(Predicate<ResultsExporter> which, Call call) {
    for (int i = 0; i < exporters.size(); i++) {
      if (!failed[i] && which.test(exporters.get(i))) {
        attempt(i, call, "Could not write %s: %s; it is incomplete and no longer written");
      }
    }
  }

  /** Calls exporter {@code i}; its first failure is reported ({@code message} of the output and the cause). */
  private void attempt(int i, Call call, String message) {
    try {
      call.on(exporters.get(i));
    } catch (IOException | RuntimeException e) {
      if (!failed[i]) {
        failed[i] = true;
        String output = exporters.get(i).describe();
        String line = String.format(message, output, e.getMessage());
        failures.add(line);
        runFailures.add(group == null ? output : group, line);
      }
    }
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

  /** Tells only the exporters {@code which} selects (and that have not failed) how the process ended. */
  public void finish(ProcessOutcome outcome, Predicate<ResultsExporter> which) {
    each(which, exporter -> exporter.finish(outcome));
  }

  /** Closes every exporter once, failed ones included. */
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    for (int i = 0; i < exporters.size(); i++) {
      attempt(i, ResultsExporter::close, "Could not close %s: %s");
    }
  }

  /** One line per output that failed, in the order they failed. */
  public List<String> failures() {
    return List.copyOf(failures);
  }
}
