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
 * Results are never lost silently: an output that cannot be written (on a small file system that is
 * full, mounted in a private mount namespace) ends the run with exit 6 and one ERROR line naming it,
 * while the other outputs keep what was measured; a results folder on a full disk leaves no partial
 * file and records the real exit status wherever summary.json could be written; and a run refused
 * before it starts leaves earlier files exactly as they were.
 */
class OutputIntegrityTest {
  private static final String MEMORY = CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString();
  /** Mounts a 2 MiB tmpfs, leaves FREE_KB free, runs the driver there, then copies what it wrote out. */
  private static final String FULL_DISK_SCRIPT = String.join("\n",
      "mount -t tmpfs -o size=2m tmpfs \"$DISK\" || exit 97",
      "avail=$(df -k --output=avail \"$DISK\" | tail -n 1)",
      "if [ \"$avail\" -gt \"$FREE_KB\" ]; then",
      "  dd if=/dev/zero of=\"$DISK/filler\" bs=1k count=$((avail - FREE_KB)) 2>/dev/null",
      "fi",
      "\"$JAVA\" -Xmx512m -cp \"$CP\" com.linkbenchx.cli.Main \"$@\" >\"$OUT/stdout\" 2>\"$OUT/stderr\"",
      "echo $? >\"$OUT/status\"",
      "rm -f \"$DISK/filler\"",
      "cp -a \"$DISK/.\" \"$OUT/disk/\"");
  private static final Path FULL = Path.of("full");

  @TempDir
  Path work;

  private static List<String> run(String... extra) {
    List<String> args = new ArrayList<>(List.of("-c", MEMORY, "-l", "-r", "-D", "maxid1=501", "-D", "requesters=2",
        "-D", "requestrate=200", "-D", "maxtime=4", "-D", "displayfreq=1", "-D", "debuglevel=INFO"));
    args.addAll(CliProcess.SMALL_DEGREE_LAW); // the outputs are under test, not the load
    args.addAll(List.of(extra));
    return args;
  }

  /**
   * Runs the driver in {@code work} with a tmpfs at {@code work/full} that has {@code freeKb} left;
   * what it wrote there is copied to {@code work/out/disk}. Skipped where mounting is not permitted.
   */
  private CliProcess.Result onFullDisk(int freeKb, String... args) throws Exception {
    assumeTrue(new ProcessBuilder("unshare", "-m", "--propagation", "private", "true").start().waitFor() == 0,
        "unshare -m is not permitted here: no private tmpfs to fill");
    Path disk = Files.createDirectories(work.resolve(FULL));
    Path out = Files.createDirectories(work.resolve("out/disk")).getParent();
    List<String> command = new ArrayList<>(List.of("unshare", "-m", "--propagation", "private", "bash", "-c",
        FULL_DISK_SCRIPT, "full-disk"));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true)
        .redirectOutput(work.resolve("out/script.txt").toFile());
    builder.environment().putAll(java.util.Map.of("DISK", disk.toString(), "FREE_KB", Integer.toString(freeKb),
        "OUT", out.toString(), "JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "CP", System.getProperty("java.class.path"), "LINKBENCH_HOME", CliProcess.PROJECT_DIR.toString()));
    Process process = builder.start();
    assertTrue(process.waitFor(180, java.util.concurrent.TimeUnit.SECONDS), "the run on a full disk ended");
    int status = process.exitValue();
    assumeTrue(status != 97, "no tmpfs could be mounted here");
    assertEquals(0, status, Files.readString(work.resolve("out/script.txt")));
    return new CliProcess.Result(Integer.parseInt(Files.readString(out.resolve("status")).trim()),
        Files.readString(out.resolve("stdout")), Files.readString(out.resolve("stderr")));
  }

  @ParameterizedTest(name = "{0} on a full disk")
  @CsvSource({
      "--csvstream, csvstream file full/out",
      "--csvstats, csvstats file full/out",
      "--hdrlog, histogram log full/out",
  })
  void aFullOutputFileEndsTheRunWithExit6AndOneLineWhileTheResultsFolderKeepsTheRest(String option,
      String described) throws Exception {
    Path folder = work.resolve("results");
    CliProcess.Result result = onFullDisk(0,
        run(option, FULL.resolve("out").toString(), "--results", folder.toString()).toArray(String[]::new));

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
    CliProcess.Result result = onFullDisk(0, run("-L", FULL.resolve("run.log").toString(), "--results", "none")
        .toArray(String[]::new));

    assertEquals(ExitCode.OUTPUT_FAILED, result.exitCode(), result.all());
    List<String> errors = result.stderr().lines().filter(line -> line.startsWith("ERROR")).toList();
    assertEquals(1, errors.size(), result.all());
    assertTrue(errors.get(0).contains("Could not write log file full/run.log: No space left on device"), errors.get(0));
    assertFalse(result.stderr().contains("AppenderLoggingException"), result.stderr());
    assertTrue(result.stderr().contains("LOAD PHASE"), "the phase's own lines reach stderr: " + result.stderr());
  }

  @ParameterizedTest(name = "a load's results folder with {0} KB free")
  @CsvSource({"0", "16", "70"})
  void aResultsFolderOnAFullDiskLeavesNoPartialFileAndRecordsTheExitStatusWhereItCan(int freeKb) throws Exception {
    CliProcess.Result result = onFullDisk(freeKb, "-c", MEMORY, "-l", "-D", "maxid1=30001", "-D", "loaders=2",
        "-D", "displayfreq=1", "--results", FULL.resolve("load").toString());
    assertEquals(ExitCode.OUTPUT_FAILED, result.exitCode(), result.all());
    assertEquals(1, result.stderr().lines().filter(line -> line.startsWith("ERROR")).count(), result.all());
    Path folder = work.resolve("out/disk/load");
    try (var files = Files.list(folder)) {
      List<Path> left = files.filter(file -> file.getFileName().toString().endsWith(".tmp")).toList();
      assertEquals(List.of(), left, "no partial temporary file");
    }
    Path summary = folder.resolve("summary.json");
    if (Files.exists(summary)) {
      JsonNode json = ResultsFolderTest.summary(folder);
      assertEquals(ExitCode.OUTPUT_FAILED, json.path("run").path("exit_status").asInt(), "the real status");
    }
    if (freeKb >= 70) {
      assertTrue(Files.exists(summary), "room for summary.json, not for report.html");
    }
    // The folder reads back from summary.json or from its histogram log alone, unless nothing could be written.
    CliProcess.Result report = CliProcess.run(work, 60, "report", folder.toString(), "-o", "report.html");
    if (Files.size(folder.resolve("histograms.hlog")) == 0) {
      assertEquals(List.of("Cannot report: " + folder.resolve("histograms.hlog") + " is empty: nothing was written to"
          + " it (a full disk, or the run stopped before its first interval)"), report.errorLines());
    } else {
      assertEquals(0, report.exitCode(), report.all());
    }
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
