package com.linkbenchx.results.output;

import com.linkbenchx.results.DriverFloor;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.OutputFailures;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.PhaseOutputs;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ProcessOutcome;
import com.linkbenchx.results.ResultsExporter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * A results folder as one exporter, created when the phase begins, writing every file of
 * {@link ResultsFolder}. A file that fails is skipped while the others go on (on a full disk
 * summary.json still records the exit status); the run counts the folder as one output.
 */
final class FolderExporter implements ResultsExporter {
  private final ResultsLocation location;
  private final Function<Path, ResultsExporter> report;
  private final OutputFailures failures;
  private List<ResultsExporter> files = List.of();
  private PhaseOutputs outputs;
  private Path folder;

  FolderExporter(ResultsLocation location, Function<Path, ResultsExporter> report, OutputFailures failures) {
    this.location = location;
    this.report = report;
    this.failures = failures;
  }

  @Override
  public void begin(PhaseMetadata metadata, long startEpochMillis) throws IOException {
    folder = location.createFor(metadata.phase(), startEpochMillis);
    files = ResultsFolder.exporters(folder, report.apply(folder));
    outputs = new PhaseOutputs(metadata, files, failures, describe());
    outputs.begin(startEpochMillis);
  }

  @Override
  public void calibration(DriverFloor floor) {
    outputs.calibration(floor);
  }

  @Override
  public void interval(IntervalSnapshot interval) {
    outputs.interval(interval);
  }

  @Override
  public void end(PhaseSummary summary) {
    outputs.end(summary);
  }

  /** When a file fails now, the process ends with {@link OutputFailures#EXIT_STATUS}, and summary.json says so. */
  @Override
  public void finish(ProcessOutcome outcome) {
    int before = outputs.failures().size();
    outputs.finish(outcome);
    if (outputs.failures().size() > before && outcome.exitStatus() == 0) {
      outputs.finish(new ProcessOutcome(OutputFailures.EXIT_STATUS, outcome.endEpochMillis()),
          SummaryJsonExporter.class::isInstance);
    }
  }

  @Override
  public void close() throws IOException {
    IOException first = null;
    for (ResultsExporter file : files) {
      try {
        file.close();
      } catch (IOException e) {
        if (first == null) {
          first = e;
        }
      }
    }
    if (first != null) {
      throw first;
    }
  }

  /** The folder, once the phase has begun; null before. */
  Path folder() {
    return folder;
  }

  @Override
  public String describe() {
    return "results folder " + (folder == null ? location : folder);
  }
}
