package com.linkbenchx.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.RetryTally;
import com.linkbenchx.request.CapturingLog;
import com.linkbenchx.results.EndpointRecorders;
import com.linkbenchx.results.EndpointStats;
import com.linkbenchx.results.IntervalReporter;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.PhaseClock;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.PhaseOutputs;
import com.linkbenchx.results.PhaseProbes;
import com.linkbenchx.results.ProcessOutcome;
import com.linkbenchx.results.ResultsSchemas;
import com.linkbenchx.results.StoreInfo;
import com.linkbenchx.results.TestRuns;
import com.linkbenchx.results.WorkerRecorder;
import com.linkbenchx.results.output.RequestLogExporter;
import com.linkbenchx.results.output.ResultsFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Per-endpoint figures from recording to a results folder and back, and through a merge: counts,
 * failures, histograms, retries, conflicts and failovers per endpoint, exactly.
 */
class EndpointResultsTest {
  private static final List<String> ENDPOINTS = List.of("h1:1/db", "h2:1/db", "h3:1/db");
  private static final long T0 = 1_700_000_000_000L;

  @TempDir
  Path dir;

  private final CapturingLog log = new CapturingLog();

  /** @param pid the process's own, so that merge sees two processes */
  private static PhaseMetadata metadata(long pid) {
    PhaseMetadata base = TestRuns.request(LatencySeries.RESPONSE);
    StoreInfo store = new StoreInfo("test.Store", "test.Store", "test at 3 endpoints", "test", "1", ENDPOINTS);
    com.linkbenchx.results.ProcessInfo run = base.run();
    return new PhaseMetadata(base.phase(), new com.linkbenchx.results.ProcessInfo(run.toolVersion(), run.commandLine(),
        run.host(), pid, run.jvm(), run.cpus(), run.maxHeapBytes()), base.workload(), store, base.configuration());
  }

  /**
   * One process: two workers over three endpoints, two intervals; ADD_LINK on endpoint e takes
   * (e+1)*1000+i µs; one CONFLICT failure on endpoint 2; retries and failovers per endpoint.
   */
  private Path process(String name, int scale) throws Exception {
    Path folder = Files.createDirectory(dir.resolve(name));
    PhaseMetadata metadata = metadata(100 + scale);
    List<com.linkbenchx.results.ResultsExporter> exporters =
        new ArrayList<>(ResultsFolder.exporters(folder, HtmlReport.exporter(folder)));
    exporters.add(new RequestLogExporter(log, LatencySeries.RESPONSE));
    PhaseOutputs outputs = new PhaseOutputs(metadata, exporters, log);
    EndpointRecorders endpoints = EndpointRecorders.forEndpoints(ENDPOINTS.size());
    List<WorkerRecorder> workers = List.of(new WorkerRecorder(endpoints), new WorkerRecorder(endpoints));
    AtomicReference<RetryTally> retries = new AtomicReference<>(RetryTally.ZERO);
    PhaseClock clock = new PhaseClock(0, T0 * 1000);
    IntervalReporter reporter = new IntervalReporter(workers,
        PhaseProbes.none().withRetries(retries::get).withEndpoints(endpoints), outputs, clock);
    outputs.begin(T0);
    for (int interval = 1; interval <= 2; interval++) {
      for (int endpoint = 0; endpoint < 3; endpoint++) {
        WorkerRecorder worker = workers.get(endpoint % 2);
        worker.servedBy(endpoint);
        for (int i = 0; i < 10 * scale; i++) {
          long micros = (endpoint + 1) * 1000L + i;
          worker.recordSuccess(LinkBenchOp.ADD_LINK, 0, micros * 1000, micros * 500, 0, 1, 0);
        }
      }
      workers.get(0).servedBy(2);
      workers.get(0).recordFailure(LinkBenchOp.ADD_LINK, ErrorKind.CONFLICT, 0, 5_000_000, 4_000_000, 1);
      retries.set(counts(interval * scale));
      reporter.reportInterval(interval * 1_000_000_000L, interval == 2);
    }
    outputs.end(reporter.summary(2_000_000_000L, 0, "maxtime reached", false));
    outputs.finish(new ProcessOutcome(0, T0 + 2000));
    outputs.close();
    return folder;
  }

  /** Cumulative counts: endpoint e has e transient retries, 2e conflicts, and endpoint 1 failovers, per step. */
  private static RetryTally counts(int step) {
    List<RetryTally> perEndpoint = new ArrayList<>();
    long transients = 0;
    long conflicts = 0;
    for (int e = 0; e < 3; e++) {
      perEndpoint.add(new RetryTally(e * step, 2L * e * step, 0, e == 1 ? step : 0, 0, List.of()));
      transients += e * step;
      conflicts += 2L * e * step;
    }
    return new RetryTally(transients, conflicts, 0, step, 0, perEndpoint);
  }

  @Test
  void perEndpointFiguresAreWrittenReadBackAndMergedExactly() throws Exception {
    Path a = process("a", 1);
    Path b = process("b", 2);
    JsonNode summary = new ObjectMapper().readTree(a.resolve("summary.json").toFile());
    assertEquals(List.of(), new ResultsSchemas().summaryErrors(summary));
    for (String line : Files.readAllLines(a.resolve("intervals.jsonl"))) {
      assertEquals(List.of(), new ResultsSchemas().intervalErrors(new ObjectMapper().readTree(line)));
    }
    JsonNode third = summary.path("endpoints").get(2);
    assertEquals("h3:1/db", third.path("name").asText());
    assertEquals(22, third.path("operations").asLong(), "20 successes and 2 conflicts");
    assertEquals(2, third.path("operations_by_type").path("ADD_LINK").path("errors").path("CONFLICT").asLong());
    assertEquals(8, third.path("retries").path("conflicts").asLong(), "2 x endpoint 2 x the last step, 2");
    assertEquals(2, summary.path("endpoints").get(1).path("failovers").asLong());
    assertEquals(2, summary.path("totals").path("failovers").asLong());
    assertEquals(3000, third.path("operations_by_type").path("ADD_LINK").path("latency_us").path("response")
        .path("min").asLong());
    List<String> endpointLines = log.lines().stream().filter(line -> line.startsWith("INFO Endpoint ")).toList();
    assertEquals("INFO Endpoint h3:1/db: operations = 22 (11/s), errors = 2, ADD_LINK p99 = 3.009ms, transient retries"
        + " = 4, conflict retries = 8, reconnects = 0, failovers = 0", endpointLines.get(2));

    String report = Files.readString(a.resolve("report.html"));
    assertTrue(
        report.contains("<tr><th scope=\"row\">h3:1/db</th><td>22</td><td>2</td><td>11.0</td><td>3.01</td><td>–</td>"
            + "<td>4</td><td>8</td><td>0</td><td>0</td></tr>"),
        "the report's endpoint table");

    IntervalStats fromA = SavedPhase.read(a).summary().totals();
    IntervalStats fromB = SavedPhase.read(b).summary().totals();
    assertEquals(3, fromA.endpoints().size());
    Path merged = dir.resolve("merged");
    Files.createDirectory(merged);
    ResultsMerge merge = ResultsMerge.of(List.of(a, b), TestRuns.runInfo());
    merge
        .writeTo(new PhaseOutputs(merge.metadata(), ResultsFolder.exporters(merged, HtmlReport.exporter(merged)), log));
    IntervalStats total = SavedPhase.read(merged).summary().totals();
    for (int e = 0; e < 3; e++) {
      EndpointStats sum = new EndpointStats();
      sum.add(fromA.endpoints().get(e));
      sum.add(fromB.endpoints().get(e));
      EndpointStats got = total.endpoints().get(e);
      for (LatencySeries series : EndpointStats.SERIES) {
        Histogram expected = sum.series(LinkBenchOp.ADD_LINK, series);
        assertEquals(expected, got.series(LinkBenchOp.ADD_LINK, series), "endpoint " + e + " " + series);
        assertEquals(30L * 2, got.series(LinkBenchOp.ADD_LINK, series).getTotalCount());
      }
      assertEquals(sum.failures(LinkBenchOp.ADD_LINK, ErrorKind.CONFLICT),
          got.failures(LinkBenchOp.ADD_LINK, ErrorKind.CONFLICT));
      assertEquals(
          List.of(sum.retries().transientRetries(), sum.retries().conflictRetries(), sum.retries().failovers()),
          List.of(got.retries().transientRetries(), got.retries().conflictRetries(), got.retries().failovers()));
    }
    assertEquals(8 + 16, total.endpoints().get(2).retries().conflictRetries(),
        "the two processes' last steps are 2 and 4");
  }
}
