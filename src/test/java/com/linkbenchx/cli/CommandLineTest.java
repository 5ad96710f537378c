package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line's messages and exit statuses: the first through a real JVM (main() exits with
 * the status), the rest in-process, since each is refused before anything runs.
 */
class CommandLineTest {
  @TempDir
  Path work;

  @Test
  void noArgumentsAsksForAModeAndPrintsUsage() throws Exception {
    CliProcess.Result result = CliProcess.run(work, 60);
    assertEquals(1, result.exitCode());
    assertTrue(result.stderr().contains("Did not select benchmark mode"), result.stderr());
    assertTrue(result.stdout().startsWith("usage: linkbench"), result.stdout());
    assertTrue(result.stdout().contains("-D <property=value>"), result.stdout());
  }

  @Test
  void noHomeAndNoConfigNamesTheMissingConfig() throws Exception {
    CliProcess.Result result = InProcessCli.runWithHome("", "-l");
    assertEquals(1, result.exitCode());
    assertTrue(result.stderr().startsWith("Config file not specified through command line argument"), result.stderr());
  }

  @Test
  void unknownOptionIsAUsageError() throws Exception {
    CliProcess.Result result = InProcessCli.run("-x");
    assertEquals(1, result.exitCode());
    assertTrue(result.stderr().startsWith("Unrecognized option: -x"), result.stderr());
  }

  @Test
  void missingOptionArgumentIsAUsageError() throws Exception {
    CliProcess.Result result = InProcessCli.run("-l", "-c");
    assertEquals(1, result.exitCode());
    assertTrue(result.stderr().startsWith("Missing argument for option: c"), result.stderr());
  }

  @Test
  void trailingArgumentsAreListed() throws Exception {
    CliProcess.Result result = InProcessCli.run("-l", "-D", "a=b", "foo", "bar");
    assertEquals(1, result.exitCode());
    assertTrue(result.stderr().startsWith("Invalid trailing arguments: foo bar"), result.stderr());
  }

  @Test
  void unwritableCsvFileFailsBeforeAnyPhase() throws Exception {
    String path = work.resolve("no/such/dir/out.csv").toString();
    CliProcess.Result stream = InProcessCli.run("-l", "--csvstream", path);
    assertEquals(1, stream.exitCode());
    assertTrue(stream.stderr().startsWith("Could not open file " + path + " for writing"), stream.stderr());
    CliProcess.Result stats = InProcessCli.run("-l", "-csvstats", path);
    assertEquals(1, stats.exitCode());
    assertTrue(stats.stderr().startsWith("Could not open file " + path + " for writing"), stats.stderr());
  }

  @Test
  void csvStreamIsOnlyCreatedByARunThatStarts() throws Exception {
    Path csv = work.resolve("stream.csv");
    CliProcess.Result result = InProcessCli.run("--csvstream", csv.toString());
    assertEquals(1, result.exitCode()); // no mode selected
    assertFalse(Files.exists(csv), "LinkBenchX created it here; a run that never started creates nothing");
  }

  @Test
  void missingConfigFileIsOneLineWithStatusOne() throws Exception {
    CliProcess.Result result = InProcessCli.run("-l", "-c", work.resolve("absent.properties").toString());
    assertEquals(1, result.exitCode());
    assertEquals(1, result.errorLines().size(), result.stderr());
    assertTrue(result.stderr().contains("absent.properties"), result.stderr());
    assertFalse(result.stderr().contains("Exception"), result.stderr());
  }
}
