package com.linkbenchx.results.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ProcessOutcome;
import com.linkbenchx.results.RecordingFixtures;
import com.linkbenchx.results.SourceProcess;
import com.linkbenchx.results.TestRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** summary.json's two writes: whole-file replacement, and the exit status recorded even where no new file fits. */
class SummaryJsonExporterTest {
  @TempDir
  Path work;

  private static PhaseSummary summary() {
    SourceProcess self = new SourceProcess("testhost", 42, List.of("-l"), 1_700_000_000_000L, 1_700_000_002_000L, 0, 4,
        -1, "load finished", "", 0, 0);
    return new PhaseSummary(TestRuns.request(LatencySeries.RESPONSE), RecordingFixtures.knownInterval(),
        1_700_000_000_000L, 1_700_000_002_000L, 2_000_000_000L, 1, 2_000_000_000L, 52.0, "load finished",
        List.of(self), false);
  }

  private static JsonNode read(Path file) throws Exception {
    return new ObjectMapper().readTree(file.toFile());
  }

  @Test
  void eachWriteReplacesTheFileWholeAndLeavesNoTemporaryFile() throws Exception {
    Path file = work.resolve("summary.json");
    SummaryJsonExporter exporter = new SummaryJsonExporter(file);
    exporter.end(summary());
    assertEquals(-1, read(file).path("run").path("exit_status").asInt(), "not known yet");
    exporter.finish(new ProcessOutcome(143, 1_700_000_003_000L));
    JsonNode json = read(file);
    assertEquals(143, json.path("run").path("exit_status").asInt());
    assertEquals(143, json.path("processes").get(0).path("exit_status").asInt());
    assertEquals(List.of(file), Files.list(work).toList());
  }

  @Test
  void whenNoNewFileCanBeWrittenTheExitStatusIsWrittenInPlace() throws Exception {
    Path file = work.resolve("summary.json");
    SummaryJsonExporter exporter = new SummaryJsonExporter(file);
    exporter.end(summary());
    long length = Files.size(file);
    // The temporary file cannot be created (a full disk fails the same call).
    Files.createDirectories(work.resolve("summary.json.tmp/blocked"));
    exporter.finish(new ProcessOutcome(143, 1_700_000_003_000L));
    JsonNode json = read(file);
    assertEquals(143, json.path("run").path("exit_status").asInt(), "recorded, not left at -1");
    assertEquals(143, json.path("processes").get(0).path("exit_status").asInt());
    assertEquals(length, Files.size(file), "overwritten within its own length");
    assertTrue(Files.readString(file).endsWith("\n"));
    assertFalse(Files.isRegularFile(work.resolve("summary.json.tmp")));
  }
}
