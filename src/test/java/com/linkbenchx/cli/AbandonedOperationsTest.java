package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A store call that never returns (here: every call of the scripted store takes ten minutes) does
 * not hold the run: it ends within maxtime + shutdown_grace, the operations still running are
 * counted as failed of kind ABANDONED in the log, csvstats and summary.json, and the balance line
 * (generated = recorded + dropped + warmup) holds.
 */
class AbandonedOperationsTest {
  private static final Pattern BALANCE = Pattern.compile(
      "events generated = (\\d+) = recorded (\\d+) \\+ dropped (\\d+) \\+ warmup (\\d+) \\(of the recorded, (\\d+)"
          + " abandoned in a store call at shutdown\\)");

  @TempDir
  Path work;

  @Test
  void stuckCallsAreAbandonedCountedAndTheBalanceHolds() throws Exception {
    Path folder = work.resolve("stuck");
    Path stats = work.resolve("stats.csv");
    long start = System.nanoTime();
    CliProcess.Result result = CliProcess.run(work, 120, ResultsFolderTest.args(
        new String[] {"-c", ResultsFolderTest.MEMORY, "-r"},
        "-D", "linkstore=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider",
        "-D", "nodestore=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider",
        "-D", "scripted_delay_ms=600000", "-D", "requesters=2", "-D", "requestrate=20", "-D", "maxtime=3",
        "-D", "shutdown_grace=1", "-D", "displayfreq=1", "--results", folder.toString(),
        "--csvstats", stats.toString()));
    double seconds = (System.nanoTime() - start) / 1e9;

    assertTrue(seconds < 3 + 1 + 30, "ended within maxtime + grace (and JVM start): " + seconds + " s");
    assertEquals(ExitCode.RUN_FAILED, result.exitCode(), result.all());
    assertTrue(result.stderr().contains("2 requesters are still inside a store call after shutdown_grace (1 s); their"
        + " operations are counted as failed, kind ABANDONED"), result.stderr());

    Matcher balance = BALANCE.matcher(result.stderr());
    assertTrue(balance.find(), result.stderr());
    long generated = Long.parseLong(balance.group(1));
    long recorded = Long.parseLong(balance.group(2));
    long dropped = Long.parseLong(balance.group(3));
    long warmup = Long.parseLong(balance.group(4));
    assertEquals(generated, recorded + dropped + warmup, "the balance holds");
    assertEquals(2, recorded, "the two stuck calls, recorded as abandoned");
    assertEquals(2, Long.parseLong(balance.group(5)));
    assertTrue(generated > 20, "about 20 events/s for 3 s: " + generated);

    JsonNode summary = ResultsFolderTest.summary(folder);
    long abandoned = 0;
    for (JsonNode operation : (Iterable<JsonNode>) () -> summary.path("operations").elements()) {
      abandoned += operation.path("errors").path("ABANDONED").asLong();
    }
    assertEquals(2, abandoned, summary.path("operations").toString());
    List<String> failedRows = Files.readAllLines(stats).stream().filter(line -> line.contains(",failed_response,"))
        .toList();
    assertEquals(2, failedRows.stream().mapToLong(line -> Long.parseLong(line.split(",")[1])).sum(),
        "csvstats rows of failed operations: " + failedRows);
  }
}
