package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Results are never lost silently: an output that cannot be written (here /dev/full, a device that
 * is always full) ends the run with exit 6 and one ERROR line naming it, while the other outputs keep
 * what was measured; and a run refused before it starts leaves earlier files exactly as they were.
 */
class OutputIntegrityTest {
  private static final String MEMORY = CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString();
  private static final Path FULL = Path.of("/dev/full");

  @TempDir
  Path work;

  private static List<String> run(String... extra) {
    List<String> args = new ArrayList<>(List.of("-c", MEMORY, "-l", "-r", "-D", "maxid1=501", "-D", "requesters=2",
        "-D", "requestrate=200", "-D", "maxtime=4", "-D", "displayfreq=1", "-D", "debuglevel=INFO"));
    args.addAll(List.of(extra));
    return args;
  }

  @ParameterizedTest(name = "{0} on a full disk")
  @CsvSource({
      "--csvstream, csvstream file /dev/full",
      "--csvstats, csvstats file /dev/full",
      "--hdrlog, histogram log /dev/full",
  })
  void aFullOutputFileEndsTheRunWithExit6AndOneLineWhileTheResultsFolderKeepsTheRest(String option,
      String described) throws Exception {
    assumeTrue(Files.isWritable(FULL), "no /dev/full here");
    Path folder = work.resolve("results");
    CliProcess.Result result = CliProcess.run(work, 120,
        run(option, FULL.toString(), "--results", folder.toString()).toArray(String[]::new));

    assertEquals(ExitCode.OUTPUT_FAILED, result.exitCode(), result.all());
    List<String> errors = result.stderr().lines().filter(line -> line.startsWith("ERROR")).toList();
    assertEquals(1, errors.size(), result.all());
    assertTrue(errors.get(0).contains("Could not write " + described + ": "), errors.get(0));
    assertFalse(result.all().contains("\tat "), "no stack trace");
    // The results folder of the phase that was running holds its summary and the exit status.
    try (var phases = Files.list(folder)) {
      List<Path> written = phases.sorted().toList();
      assertFalse(written.isEmpty(), "a results folder was written");
      JsonNode summary = ResultsFolderTest.summary(written.get(written.size() - 1));
      assertEquals(ExitCode.OUTPUT_FAILED, summary.path("run").path("exit_status").asInt(), summary.toString());
    }
  }

  @Test
  void anUnwritableLogFileIsReportedOnceOnStderrAndTheLinesGoThereInstead() throws Exception {
    assumeTrue(Files.isWritable(FULL), "no /dev/full here");
    CliProcess.Result result = CliProcess.run(work, 120,
        run("-L", FULL.toString(), "--results", "none").toArray(String[]::new));

    assertEquals(ExitCode.OUTPUT_FAILED, result.exitCode(), result.all());
    List<String> errors = result.stderr().lines().filter(line -> line.startsWith("ERROR")).toList();
    assertEquals(1, errors.size(), result.all());
    assertTrue(errors.get(0).contains("Could not write log file /dev/full: No space left on device"), errors.get(0));
    assertFalse(result.stderr().contains("AppenderLoggingException"), result.stderr());
    assertTrue(result.stderr().contains("LOAD PHASE"), "the phase's own lines reach stderr: " + result.stderr());
  }

  @Test
  void aRunRefusedBeforeItStartsLeavesEarlierFilesByteIdentical() throws Exception {
    byte[] earlier = "timestamp,earlier run\n1,2\n".getBytes(StandardCharsets.UTF_8);
    Path stats = work.resolve("stats.csv");
    Path stream = work.resolve("stream.csv");
    Path hdr = work.resolve("run.hlog");
    for (Path file : List.of(stats, stream, hdr)) {
      Files.write(file, earlier);
    }
    String[] outputs = {"--csvstats", stats.toString(), "--csvstream", stream.toString(), "--hdrlog", hdr.toString(),
        "--results", "none"};

    List<String> missingConfig = new ArrayList<>(List.of("-c", work.resolve("nope.properties").toString(), "-r"));
    missingConfig.addAll(List.of(outputs));
    assertEquals(ExitCode.USAGE, CliProcess.run(work, 60, missingConfig.toArray(String[]::new)).exitCode());

    List<String> badValue = new ArrayList<>(List.of("-c", MEMORY, "-r", "-D", "maxid1=ten"));
    badValue.addAll(List.of(outputs));
    assertEquals(ExitCode.CONFIG, CliProcess.run(work, 60, badValue.toArray(String[]::new)).exitCode());

    List<String> unreachable = new ArrayList<>(List.of("-c",
        CliProcess.PROJECT_DIR.resolve("config/LinkConfigMysql.properties").toString(), "-r", "-D", "host=127.0.0.1",
        "-D", "port=" + BadInputMatrixTest.closedPort(), "-D", "user=root"));
    unreachable.addAll(List.of(outputs));
    assertEquals(ExitCode.STORE, CliProcess.run(work, 60, unreachable.toArray(String[]::new)).exitCode());

    for (Path file : List.of(stats, stream, hdr)) {
      assertArrayEquals(earlier, Files.readAllBytes(file), file + " untouched");
    }
  }
}
