package com.linkbenchx.results.output;

import com.linkbenchx.results.DriverFloor;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.OutputFailures;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ProcessOutcome;
import com.linkbenchx.results.ResultsExporter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * A results folder as one exporter: the folder is created when the phase begins (its default name
 * holds the phase's start time), then every file of {@link ResultsFolder} is written through it.
 * A file that fails is reported once and skipped from then on, while the others go on: on a full
 * disk, summary.json still gets written if anything can be, and records the exit status.
 */
final class FolderExporter implements ResultsExporter {
  private final ResultsLocation location;
  private final Function<Path, ResultsExporter> report;
  private final OutputFailures failures;
  private final List<ResultsExporter> files = new ArrayList<>();
  private final Set<ResultsExporter> failed = Collections.newSetFromMap(new IdentityHashMap<>());
  private Path folder;

  FolderExporter(ResultsLocation location, Function<Path, ResultsExporter> report, OutputFailures failures) {
    this.location = location;
    this.report = report;
    this.failures = failures;
  }

  private interface Call {
    void on(ResultsExporter file) throws IOException;
  }

  private void each(Call call) {
    for (ResultsExporter file : files) {
      if (failed.contains(file)) {
        continue;
      }
      try {
        call.on(file);
      } catch (IOException | RuntimeException e) {
        failed.add(file);
        // One line for the folder, naming the first of its files that failed: a full disk fails them all.
        failures.add(describe(), "Could not write " + file.describe() + ": " + e.getMessage()
            + "; it is incomplete and no longer written");
      }
    }
  }

  @Override
  public void begin(PhaseMetadata metadata, long startEpochMillis) throws IOException {
    folder = location.createFor(metadata.phase(), startEpochMillis);
    files.addAll(ResultsFolder.exporters(folder, report.apply(folder)));
    each(file -> file.begin(metadata, startEpochMillis));
  }

  @Override
  public void calibration(DriverFloor floor) {
    each(file -> file.calibration(floor));
  }

  @Override
  public void interval(IntervalSnapshot interval) {
    each(file -> file.interval(interval));
  }

  @Override
  public void end(PhaseSummary summary) {
    each(file -> file.end(summary));
  }

  /**
   * Every file learns the exit status; when one of them fails now, the process will end with
   * {@link OutputFailures#EXIT_STATUS} rather than 0, and summary.json is told so.
   */
  @Override
  public void finish(ProcessOutcome outcome) {
    int before = failed.size();
    each(file -> file.finish(outcome));
    if (failed.size() > before && outcome.exitStatus() == 0) {
      ProcessOutcome failedOutput = new ProcessOutcome(OutputFailures.EXIT_STATUS, outcome.endEpochMillis());
      each(file -> {
        if (file instanceof SummaryJsonExporter) {
          file.finish(failedOutput);
        }
      });
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
