package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.linkbenchx.report.OperationHistograms;
import com.linkbenchx.results.ResultsSchemas;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code linkbench merge}: two driver processes that ran side by side, merged into one run's results. */
class MergeCommandTest {
  private static final List<String> OPERATIONS = List.of("ADD_LINK", "GET_LINKS_LIST", "GET_NODE", "UPDATE_LINK");

  @TempDir
  Path work;

  @Test
  void twoConcurrentProcessesMergeExactly() throws Exception {
    Path a = work.resolve("a");
    Path b = work.resolve("b");
    CliChild first = CliChild.start(work, process(a, "11"));
    CliChild second = CliChild.start(work, process(b, "12"));
    CliProcess.Result firstResult = first.await(120);
    CliProcess.Result secondResult = second.await(120);
    assertEquals(0, firstResult.exitCode(), firstResult.all());
    assertEquals(0, secondResult.exitCode(), secondResult.all());

    Path merged = work.resolve("merged");
    CliProcess.Result merge = CliProcess.run(work, 120, "merge", a.toString(), b.toString(), "-o", merged.toString());
    assertEquals(0, merge.exitCode(), merge.all());
    assertTrue(merge.stdout().contains("Merged 2 results folders into " + merged), merge.stdout());

    JsonNode summary = ResultsFolderTest.summary(merged);
    assertEquals(List.of(), new ResultsSchemas().summaryErrors(summary));
    for (JsonNode interval : ResultsFolderTest.intervals(merged)) {
      assertEquals(List.of(), new ResultsSchemas().intervalErrors(interval));
    }
    JsonNode inA = ResultsFolderTest.summary(a);
    JsonNode inB = ResultsFolderTest.summary(b);
    assertEquals(1000, summary.path("workload").path("target_rate_per_s").asLong(), "500/s + 500/s");
    assertEquals(4, summary.path("workload").path("requesters").asInt());
    assertEquals(2, summary.path("processes").size());
    long operations = inA.path("totals").path("operations").asLong() + inB.path("totals").path("operations").asLong();
    assertTrue(operations > 3000, "about 2 x 2000 events: " + operations);
    assertEquals(operations, summary.path("totals").path("operations").asLong());
    assertEquals(inA.path("totals").path("arrivals").asLong() + inB.path("totals").path("arrivals").asLong(),
        summary.path("totals").path("arrivals").asLong());

    for (String op : OPERATIONS) {
      assertEquals(count(inA, op) + count(inB, op), count(summary, op), op + " count");
      // p99 of the two processes' histograms added, read with HdrHistogram's own log reader.
      Histogram added = OperationHistograms.added(a, op + ".response");
      added.add(OperationHistograms.added(b, op + ".response"));
      JsonNode response = summary.path("operations").path(op).path("latency_us").path("response");
      assertEquals(added.getValueAtPercentile(99), response.path("p99").asLong(), op + " p99");
      assertEquals(added.getMaxValue(), response.path("max").asLong(), op + " max");
      assertEquals(added.getTotalCount(), response.path("count").asLong(), op + " histogram count");
    }
    assertTrue(Files.readString(merged.resolve("csvstats.csv")).startsWith("op,count,"));
    List<String> stream = Files.readAllLines(merged.resolve("csvstream.csv"));
    int intervals = ResultsFolderTest.intervals(merged).size();
    assertEquals(1 + 2 * intervals, stream.size());
    int intervalsA = ResultsFolderTest.intervals(a).size();
    int intervalsB = ResultsFolderTest.intervals(b).size();
    assertTrue(intervals >= Math.max(intervalsA, intervalsB) && intervals <= intervalsA + intervalsB,
        "intervals line up tick by tick: " + intervalsA + " + " + intervalsB + " -> " + intervals);
    assertEquals(
        Math.min(inA.path("run").path("start_epoch_ms").asLong(), inB.path("run").path("start_epoch_ms").asLong()),
        summary.path("run").path("start_epoch_ms").asLong());
  }

  private static long count(JsonNode summary, String op) {
    return summary.path("operations").path(op).path("count").asLong();
  }

  private static String[] process(Path results, String seed) {
    return ResultsFolderTest.args(new String[] {"-c", ResultsFolderTest.MEMORY, "-r"},
        ResultsFolderTest.SCRIPTED_STORE[0], ResultsFolderTest.SCRIPTED_STORE[1], ResultsFolderTest.SCRIPTED_STORE[2],
        ResultsFolderTest.SCRIPTED_STORE[3], "-D", "requesters=2",
        "-D", "requestrate=500", "-D", "maxtime=4", "-D", "displayfreq=1", "-D", "request_random_seed=" + seed,
        "--results", results.toString());
  }

  @Test
  void foldersThatCannotBeMergedAreNamedInOneLine() throws Exception {
    CliProcess.Result noOutput = CliProcess.run(work, 60, "merge", work.toString());
    assertEquals(1, noOutput.exitCode());
    assertTrue(noOutput.stderr().startsWith("Missing the merged results folder: -o DIR"), noOutput.stderr());
    CliProcess.Result notResults =
        CliProcess.run(work, 60, "merge", work.toString(), "-o", work.resolve("m").toString());
    assertEquals(1, notResults.exitCode());
    assertEquals("Cannot merge: " + work + " is not a results folder: it has no summary.json nor histograms.hlog",
        notResults.stderr().strip());
  }
}
