package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The verdict in the log's last line and in summary.json, on the scripted store whose every call
 * takes a fixed time: a rate it serves, a target it misses, and a rate at which requests mostly wait.
 */
class VerdictCliTest {
  @TempDir
  Path work;

  private CliProcess.Result run(Path folder, String... more) throws Exception {
    String[] first = {"-c", ResultsFolderTest.MEMORY, "-r",
        "-D", "linkstore=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider",
        "-D", "nodestore=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider",
        "-D", "maxtime=4", "-D", "displayfreq=2", "--results", folder.toString()};
    return CliProcess.run(work, 120, ResultsFolderTest.args(first, more));
  }

  /** The phase's last log line (only the results folder's name follows it): the verdict, where a reader looks first. */
  private static String lastLine(CliProcess.Result result) {
    List<String> lines = result.stderr().lines()
        .filter(line -> !line.isBlank() && !line.contains("]: Results folder: ")).toList();
    return lines.get(lines.size() - 1);
  }

  @Test
  void aRateServedWithinItsTargetKeepsUp() throws Exception {
    Path folder = work.resolve("pass");
    CliProcess.Result result = run(folder, "-D", "scripted_delay_ms=1", "-D", "requesters=2",
        "-D", "requestrate=100", "-D", "target_p99_ms=500");
    assertEquals(0, result.exitCode(), result.all());
    assertTrue(lastLine(result).contains("Verdict: Kept up: the p99 targets held at the offered rate."),
        lastLine(result));
    assertTrue(lastLine(result).contains("(target 500 ms)"), lastLine(result));
    JsonNode summary = ResultsFolderTest.summary(folder);
    assertEquals("kept_up", summary.path("verdict").path("level").asText());
    assertTrue(summary.path("verdict").path("pass").asBoolean());
    assertEquals(500.0, summary.path("workload").path("p99_targets_ms").path("GET_LINKS_LIST").asDouble());
    assertFalse(summary.path("run").path("ended_early").asBoolean(true));
  }

  @Test
  void aMissedTargetIsAWarningAndNotAPass() throws Exception {
    Path folder = work.resolve("missed");
    // Every call takes 1 ms: a 0.5-ms target cannot hold, whatever the machine.
    CliProcess.Result result = run(folder, "-D", "scripted_delay_ms=1", "-D", "requesters=2",
        "-D", "requestrate=100", "-D", "add_link_target_p99_ms=0.5");
    assertEquals(0, result.exitCode(), "the verdict does not change the exit status: " + result.all());
    assertTrue(lastLine(result).contains("WARN") && lastLine(result).contains("Verdict: Target missed: p99 above its"
        + " target for ADD_LINK."), lastLine(result));
    JsonNode summary = ResultsFolderTest.summary(folder);
    assertEquals("target_missed", summary.path("verdict").path("level").asText());
    assertFalse(summary.path("verdict").path("pass").asBoolean(true));
  }

  /**
   * One requester, 20 ms per call, 35 arrivals/s: busy 70% of the time, so arrivals wait several
   * service times at p99 (simulated: 81-121 ms against 20 ms over 280 arrivals); the rate is served
   * and nothing is dropped, yet it is no pass. Long calls keep a busy machine's overshoot small.
   */
  @Test
  void aRateServedOnlyByQueueingSaysQueueing() throws Exception {
    Path folder = work.resolve("queueing");
    CliProcess.Result result = run(folder, "-D", "scripted_delay_ms=20", "-D", "requesters=1",
        "-D", "requestrate=35", "-D", "maxtime=8", "-D", "request_random_seed=11");
    assertEquals(0, result.exitCode(), result.all());
    JsonNode summary = ResultsFolderTest.summary(folder);
    String words = summary.path("verdict").path("words").asText();
    assertFalse(summary.path("verdict").path("pass").asBoolean(true), words);
    // A machine busy enough to slow every call several-fold makes the store fall behind: overloaded.
    if (!summary.path("verdict").path("level").asText().equals("overloaded")) {
      assertEquals("queueing", summary.path("verdict").path("level").asText(), words);
      assertTrue(words.startsWith("Queueing: the rate was served, but response p99 is more than 3× service p99 for "),
          words);
      assertTrue(lastLine(result).contains("Verdict: Queueing: "), lastLine(result));
    }
  }

  @Test
  void closedLoopWithoutTargetsIsNotJudgedAndThePlanStatesTheDefaultWarmup() throws Exception {
    Path folder = work.resolve("closed");
    // The memory config sets warmup_time = 0; the same file without that line leaves the default.
    Path config = work.resolve("no-warmup.properties");
    Files.write(config, Files.readAllLines(Path.of(ResultsFolderTest.MEMORY)).stream()
        .filter(line -> !line.startsWith("warmup_time")).toList());
    CliProcess.Result result = CliProcess.run(work, 120, "-c", config.toString(), "-r",
        "-D", "linkstore=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider",
        "-D", "nodestore=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider", "-D", "displayfreq=2",
        "--results", folder.toString(), "-D", "scripted_delay_ms=1", "-D", "requesters=1",
        "-D", "requestrate=0", "-D", "maxtime=5");
    assertEquals(0, result.exitCode(), result.all());
    assertTrue(result.stderr().contains("(warmup 1 s: default maxtime/5, at most 20 s; warmup_time sets it)"),
        result.stderr());
    assertTrue(lastLine(result).contains("Verdict: Not judged: closed loop with no p99 target"), lastLine(result));
    JsonNode summary = ResultsFolderTest.summary(folder);
    assertEquals("not_judged", summary.path("verdict").path("level").asText());
    assertEquals(1, summary.path("workload").path("warmup_s").asInt());
  }
}
