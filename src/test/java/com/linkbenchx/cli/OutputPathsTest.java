package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.linkbenchx.report.SavedRuns;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.output.PhaseHistogramLog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Output paths on the real command line: nothing a user keeps is replaced (a device, a symbolic
 * link, a results file being read), two outputs never share a file, a folder is never merged
 * twice, and the folder of a run killed midway is still read by {@code report} and {@code merge}.
 * Commands whose paths are all absolute run in-process; those that name paths relative to the
 * working directory, and the run that is killed, run in a child JVM.
 */
class OutputPathsTest {
  private static final String MEMORY = CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString();

  @TempDir
  static Path shared;
  private static Path saved;

  @TempDir
  Path work;

  @BeforeAll
  static void saveARun() throws Exception {
    saved = SavedRuns.requests(shared, "saved", 200);
  }

  @Test
  void reportOntoAFileOfTheFolderItReadsIsRefusedAndTheFileStays() throws Exception {
    Path summary = saved.resolve("summary.json");
    byte[] before = Files.readAllBytes(summary);
    CliProcess.Result result = InProcessCli.run("report", saved.toString(), "-o", summary.toString());
    assertEquals(ExitCode.USAGE, result.exitCode(), result.all());
    assertEquals(List.of("Could not open file " + summary + " for writing (-o): it is summary.json of results folder "
        + saved + ", which this command reads"), result.errorLines());
    assertArrayEquals(before, Files.readAllBytes(summary));
  }

  @Test
  void reportOntoAFifoIsRefusedAndOntoASymbolicLinkWritesThroughIt() throws Exception {
    // A FIFO of the test's own stands for a device: a check that fails must not replace a real one.
    Path fifo = work.resolve("fifo");
    assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "no mkfifo here");
    CliProcess.Result special = InProcessCli.run("report", saved.toString(), "-o", fifo.toString());
    assertEquals(ExitCode.USAGE, special.exitCode(), special.all());
    assertEquals(List.of("Could not open file " + fifo + " for writing (-o): it is a FIFO, not a regular file"),
        special.errorLines());
    assertFalse(Files.isRegularFile(fifo), "still a FIFO");

    Path target = Files.writeString(work.resolve("kept.html"), "old");
    Path link = Files.createSymbolicLink(work.resolve("link.html"), target);
    CliProcess.Result linked = InProcessCli.run("report", saved.toString(), "-o", link.toString());
    assertEquals(0, linked.exitCode(), linked.all());
    assertTrue(Files.isSymbolicLink(link), "the link is still a link");
    assertTrue(Files.readString(target).startsWith("<!DOCTYPE html>"), "the report went where the link points");
  }

  @Test
  void twoOutputsOnOneFileAreRefusedBeforeAnythingRuns() throws Exception {
    Path file = work.resolve("both.csv");
    CliProcess.Result result = CliProcess.run(work, 60, "-c", MEMORY, "-r", "--csvstats", file.toString(),
        "--csvstream", "./both.csv", "--results", "none");
    assertEquals(ExitCode.USAGE, result.exitCode(), result.all());
    assertEquals("Could not open file ./both.csv for writing (--csvstream): it is the same file as --csvstats " + file
        + "; give each output its own file", result.errorLines().get(0));
    assertFalse(Files.exists(file));
  }

  @Test
  void mergeRefusesTheSameFolderTwiceByPathAndByRun() throws Exception {
    Path alias = Files.createSymbolicLink(work.resolve("alias"), saved);
    CliProcess.Result same = CliProcess.run(work, 60, "merge", saved.toString(), alias.toString(), "-o", "m1");
    assertEquals(ExitCode.USAGE, same.exitCode(), same.all());
    assertEquals(List.of("Cannot merge: " + saved + " and " + alias + " are the same folder; each process's results"
        + " may be merged once"), same.errorLines());

    Path copy = work.resolve("copy");
    Files.createDirectories(copy);
    try (var files = Files.list(saved)) {
      for (Path file : files.toList()) {
        Files.copy(file, copy.resolve(file.getFileName()));
      }
    }
    CliProcess.Result copied = CliProcess.run(work, 60, "merge", saved.toString(), copy.toString(), "-o", "m2");
    assertEquals(ExitCode.USAGE, copied.exitCode(), copied.all());
    assertTrue(copied.stderr().startsWith("Cannot merge: " + saved + " and " + copy + " hold the same run (process "),
        copied.stderr());
    assertFalse(Files.exists(work.resolve("m1")) || Files.exists(work.resolve("m2")), "no merged folder");
  }

  @Test
  void mergeRefusesAnOutputFolderInsideAnInput() throws Exception {
    Path inside = saved.resolve("merged");
    CliProcess.Result result = InProcessCli.run("merge", saved.toString(), "-o", inside.toString());
    assertEquals(ExitCode.USAGE, result.exitCode(), result.all());
    assertEquals(List.of("Could not use folder " + inside + " for writing (-o): it is inside results folder " + saved
        + ", which this command reads; write the merged folder elsewhere"), result.errorLines());
    assertFalse(Files.exists(inside), "nothing written into the input");
  }

  @Test
  void aRunKilledMidwayIsReadByReportAndMergeAsAPhaseThatDidNotFinish() throws Exception {
    Path killed = work.resolve("killed");
    String scripted = "com.linkbenchx.store.scripted.ScriptedDelayStoreProvider";
    CliChild child =
        CliChild.start(work, "-c", MEMORY, "-r", "-D", "linkstore=" + scripted, "-D", "nodestore=" + scripted,
            "-D", "scripted_delay_ms=1", "-D", "maxid1=2001", "-D", "requesters=2",
            "-D", "requestrate=200", "-D", "maxtime=120", "-D", "displayfreq=1", "--results", killed.toString());
    long deadline = System.nanoTime() + 60_000_000_000L;
    while (intervalLines(killed) < 2) {
      assertTrue(System.nanoTime() < deadline, "two intervals within a minute: " + child.stderrSoFar());
      Thread.sleep(200);
    }
    child.signal("KILL");
    child.await(30);
    assertFalse(Files.exists(killed.resolve("summary.json")));

    CliProcess.Result report = InProcessCli.run("report", killed.toString());
    assertEquals(0, report.exitCode(), report.all());
    assertTrue(report.stderr().contains("Warning: " + killed + " did not finish: no summary.json"), report.stderr());
    assertTrue(Files.readString(killed.resolve("report.html")).contains("did not finish"));

    Path merged = work.resolve("merged");
    CliProcess.Result merge = InProcessCli.run("merge", killed.toString(), "-o", merged.toString());
    assertEquals(0, merge.exitCode(), merge.all());
    JsonNode summary = ResultsFolderTest.summary(merged);
    // The kill may fall between an interval's histogram-log and intervals.jsonl lines: the log is read.
    long operations = 0;
    try (PhaseHistogramLog.Reader log = new PhaseHistogramLog.Reader(killed.resolve("histograms.hlog"))) {
      for (IntervalSnapshot interval; (interval = log.next()) != null;) {
        operations += interval.stats().executed();
      }
    }
    long inJsonLines = 0;
    for (JsonNode interval : ResultsFolderTest.intervals(killed)) {
      inJsonLines += interval.path("figures").path("operations").asLong();
    }
    assertTrue(inJsonLines > 100 && inJsonLines <= operations, inJsonLines + " of " + operations);
    assertEquals(operations, summary.path("totals").path("operations").asLong());
    assertEquals(-1, summary.path("run").path("exit_status").asInt(), "unknown: the process was killed");
    assertTrue(summary.path("run").path("end_reason").asText().startsWith("did not finish"), summary.toString());
  }

  private static long intervalLines(Path folder) throws Exception {
    Path lines = folder.resolve("intervals.jsonl");
    return Files.exists(lines) ? Files.readAllLines(lines).size() : 0;
  }
}
