package com.linkbenchx.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.output.PhaseHistogramLog;
import com.linkbenchx.results.output.SavedResultsException;
import com.linkbenchx.results.output.Verdict;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Results folders that a run did not finish (killed, full disk: no summary.json) are read from
 * their histogram log; damaged ones (a stray byte in the log, fields stripped from summary.json)
 * are refused with the file, the line or the field named.
 */
class UnfinishedFoldersTest {
  @TempDir
  static Path shared;
  private static Path requests;
  private static Path load;

  @TempDir
  Path work;

  @BeforeAll
  static void saveRuns() throws Exception {
    List<Path> saved = SavedRuns.sideBySide(() -> SavedRuns.requests(shared, "requests", 300),
        () -> SavedRuns.load(shared, "load"));
    requests = saved.get(0);
    load = saved.get(1);
  }

  private Path copy(Path folder, String name) throws Exception {
    Path copy = Files.createDirectories(work.resolve(name));
    try (var files = Files.list(folder)) {
      for (Path file : files.toList()) {
        Files.copy(file, copy.resolve(file.getFileName()));
      }
    }
    return copy;
  }

  @Test
  void aFolderWithoutSummaryIsReadFromItsLogAsAPhaseThatDidNotFinish() throws Exception {
    for (Path folder : List.of(requests, load)) {
      SavedPhase whole = SavedPhase.read(folder);
      Path cut = copy(folder, folder.getFileName() + "-cut");
      Files.delete(cut.resolve("summary.json"));

      SavedPhase unfinished = SavedPhase.read(cut);
      assertFalse(unfinished.finished());
      assertTrue(whole.finished());
      assertEquals(-1, unfinished.exitStatus());
      PhaseSummary expected = whole.summary();
      PhaseSummary rebuilt = unfinished.summary();
      assertTrue(expected.totals().executed() > 100, folder + ": " + expected.totals().executed());
      assertEquals(expected.totals().executed(), rebuilt.totals().executed(), folder.toString());
      assertEquals(expected.totals().rows(), rebuilt.totals().rows(), folder.toString());
      assertEquals(expected.intervals(), rebuilt.intervals());
      assertEquals(expected.ratePerSecond(), rebuilt.ratePerSecond(), 1e-9, "the log's #end line is exact");
      assertEquals(expected.startEpochMillis(), rebuilt.startEpochMillis());
      assertEquals(whole.metadata(), unfinished.metadata());
      assertTrue(rebuilt.endReason().startsWith("did not finish: "), rebuilt.endReason());
      assertEquals(1, rebuilt.sources().size());
      assertEquals(-1, rebuilt.sources().get(0).exitStatus());
      assertFalse(rebuilt.endedEarly(), "its #end line says it ran to its end");
    }
  }

  @Test
  void aLogCutAfterTwoIntervalsGivesThoseTwo() throws Exception {
    Path cut = copy(requests, "cut");
    Files.delete(cut.resolve("summary.json"));
    Path log = cut.resolve("histograms.hlog");
    List<String> kept = new ArrayList<>();
    int intervals = 0;
    for (String line : Files.readAllLines(log)) {
      if ((line.startsWith("#interval ") && ++intervals > 2) || line.startsWith("#end ")) {
        break;
      }
      kept.add(line);
    }
    Files.write(log, kept);
    long expected = 0;
    try (PhaseHistogramLog.Reader reader = SavedPhase.read(requests).intervals()) {
      expected += reader.next().stats().executed();
      expected += reader.next().stats().executed();
    }
    PhaseSummary rebuilt = SavedPhase.read(cut).summary();
    assertEquals(2, rebuilt.intervals());
    assertEquals(expected, rebuilt.totals().executed());
    assertTrue(rebuilt.endReason().contains("2 finished intervals read from histograms.hlog"), rebuilt.endReason());
    assertTrue(rebuilt.ratePerSecond() > 100, "about 300/s: " + rebuilt.ratePerSecond());
    // Cut short: its figures cover part of the phase, so it never "kept up".
    assertTrue(rebuilt.endedEarly());
    assertEquals(Verdict.Level.ENDED_EARLY, Verdict.of(rebuilt).level());
  }

  @Test
  void aStrayByteInTheLogNamesTheFileAndLine() throws Exception {
    Path damaged = copy(requests, "damaged");
    Path log = damaged.resolve("histograms.hlog");
    byte[] bytes = Files.readAllBytes(log);
    String text = new String(bytes, StandardCharsets.ISO_8859_1);
    int at = text.indexOf("Tag=ADD_LINK.response,") + 40;
    bytes[at] = (byte) 0xff;
    Files.write(log, bytes);
    long line = text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    SavedPhase phase = SavedPhase.read(damaged);
    SavedResultsException failure = assertThrows(SavedResultsException.class, phase::summary);
    assertTrue(failure.getMessage().startsWith(log + " line " + line + ": byte 0xff at column 41"),
        failure.getMessage());
  }

  @Test
  void aSummaryWithFieldsStrippedNamesTheFirstMissingField() throws Exception {
    Path stripped = copy(requests, "stripped");
    Path summary = stripped.resolve("summary.json");
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode json = (ObjectNode) mapper.readTree(summary.toFile());
    ((ObjectNode) json.get("run")).remove("start_epoch_ms");
    json.remove("totals");
    mapper.writeValue(summary.toFile(), json);
    assertEquals(summary + ": it lacks run.start_epoch_ms (the file was cut short or edited)",
        assertThrows(SavedResultsException.class, () -> SavedPhase.read(stripped)).getMessage());

    ((ObjectNode) json.get("run")).put("start_epoch_ms", "yesterday");
    mapper.writeValue(summary.toFile(), json);
    assertEquals(summary + ": run.start_epoch_ms is not a number (\"yesterday\")",
        assertThrows(SavedResultsException.class, () -> SavedPhase.read(stripped)).getMessage());
  }

  @Test
  void aFolderWithNeitherFileIsNotAResultsFolder() throws Exception {
    Path empty = Files.createDirectories(work.resolve("empty"));
    assertEquals(empty + " is not a results folder: it has no summary.json nor histograms.hlog",
        assertThrows(SavedResultsException.class, () -> SavedPhase.read(empty)).getMessage());
  }
}
