package com.linkbenchx.results.export;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ResultsExporter;
import com.linkbenchx.results.RunOutcome;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * summary.json, written when the phase ends (exit status -1: not known yet) and again, complete,
 * when the process knows its exit status. Each write replaces the file at once, so a reader never
 * sees half a file.
 */
public final class SummaryJsonExporter implements ResultsExporter {
  private final Path file;
  private final ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private PhaseSummary summary;

  public SummaryJsonExporter(Path file) {
    this.file = file;
  }

  @Override
  public void end(PhaseSummary phaseSummary) throws IOException {
    summary = phaseSummary;
    write(new RunOutcome(-1, phaseSummary.endEpochMillis()));
  }

  @Override
  public void finish(RunOutcome outcome) throws IOException {
    if (summary != null) {
      write(outcome);
    }
  }

  private void write(RunOutcome outcome) throws IOException {
    Path partial = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(partial, mapper.writeValueAsString(SummaryJson.of(summary, outcome)) + "\n",
        StandardCharsets.UTF_8);
    Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  @Override
  public String describe() {
    return "summary file " + file;
  }
}
