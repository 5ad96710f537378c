package com.linkbenchx.results.export;

import com.linkbenchx.results.DriverFloor;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ResultsExporter;
import com.linkbenchx.results.RunMetadata;
import com.linkbenchx.results.RunOutcome;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A results folder as one exporter: the folder is created when the phase begins (its default name
 * holds the phase's start time), then every file of {@link ResultsFolder} is written through it.
 */
final class FolderExporter implements ResultsExporter {
  private final ResultsLocation location;
  private final List<ResultsExporter> files = new ArrayList<>();
  private Path folder;

  FolderExporter(ResultsLocation location) {
    this.location = location;
  }

  @Override
  public void begin(RunMetadata metadata, long startEpochMillis) throws IOException {
    folder = location.createFor(metadata.phase(), startEpochMillis);
    files.addAll(ResultsFolder.exporters(folder));
    for (ResultsExporter file : files) {
      file.begin(metadata, startEpochMillis);
    }
  }

  @Override
  public void calibration(DriverFloor floor) throws IOException {
    for (ResultsExporter file : files) {
      file.calibration(floor);
    }
  }

  @Override
  public void interval(IntervalSnapshot interval) throws IOException {
    for (ResultsExporter file : files) {
      file.interval(interval);
    }
  }

  @Override
  public void end(PhaseSummary summary) throws IOException {
    for (ResultsExporter file : files) {
      file.end(summary);
    }
  }

  @Override
  public void finish(RunOutcome outcome) throws IOException {
    for (ResultsExporter file : files) {
      file.finish(outcome);
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
