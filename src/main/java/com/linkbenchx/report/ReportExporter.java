package com.linkbenchx.report;

import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ProcessOutcome;
import com.linkbenchx.results.ResultsExporter;
import com.linkbenchx.results.output.ResultsFolder;
import com.linkbenchx.results.output.SavedResultsException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * report.html of a results folder, drawn when the process knows its exit status, from what the
 * folder's other files already hold (summary.json and the histogram log), exactly as
 * {@code linkbench report} draws it later.
 */
public final class ReportExporter implements ResultsExporter {
  private final Path folder;
  private boolean ended;

  public ReportExporter(Path folder) {
    this.folder = folder;
  }

  @Override
  public void end(PhaseSummary summary) {
    ended = true;
  }

  @Override
  public void finish(ProcessOutcome outcome) throws IOException {
    if (!ended) {
      return;
    }
    try {
      HtmlReport.write(List.of(SavedPhase.read(folder)), folder.resolve(ResultsFolder.REPORT));
    } catch (SavedResultsException e) {
      throw new IOException(e.getMessage(), e);
    }
  }

  @Override
  public String describe() {
    return "report " + folder.resolve(ResultsFolder.REPORT);
  }
}
