package com.linkbenchx.results.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.linkbenchx.cli.CliProcess;
import com.linkbenchx.report.Chart;
import com.linkbenchx.report.ChartSection;
import com.linkbenchx.report.OperationSummary;
import com.linkbenchx.report.ReportView;
import com.linkbenchx.report.RunView;
import com.linkbenchx.report.Series;
import com.linkbenchx.results.saved.SavedPhase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report drawn from real results folders: the figures in its tables are those of summary.json,
 * the charts have a point per interval, and two request runs at different rates make the
 * latency-throughput curve; {@code linkbench report} writes it.
 */
class HtmlReportTest {
  @TempDir
  static Path work;
  private static Path load;
  private static Path slow;
  private static Path fast;

  @BeforeAll
  static void runs() throws Exception {
    load = SavedRuns.load(work, "load");
    slow = SavedRuns.requests(work, "slow", 200);
    fast = SavedRuns.requests(work, "fast", 800);
  }

  @Test
  void eachResultsFolderHoldsItsReport() throws Exception {
    for (Path folder : List.of(load, slow, fast)) {
      String html = Files.readString(folder.resolve(ResultsFolder.REPORT));
      assertTrue(html.startsWith("<!DOCTYPE html>"), folder.toString());
      assertTrue(html.contains("uPlot"), "the chart library is inlined");
    }
  }

  @Test
  void tablesHoldTheFiguresOfSummaryJson() throws Exception {
    ReportView view = HtmlReport.of(List.of(SavedPhase.read(slow)));
    RunView run = view.runs().get(0);
    assertEquals("request", run.label());
    JsonNode summary = new ObjectMapper().readTree(slow.resolve(ResultsFolder.SUMMARY).toFile());
    assertFalse(run.operations().isEmpty());
    for (OperationSummary row : run.operations()) {
      JsonNode op = summary.path("operations").path(row.operation());
      JsonNode response = op.path("latency_us").path("response");
      assertEquals(response.path("count").asLong(), row.count(), row.operation());
      assertEquals(response.path("p99").asDouble() / 1000, row.p99Ms(), 1e-9, row.operation() + " p99");
      assertTrue(row.serviceP99Ms() >= 1.0, "every scripted call takes 1 ms: " + row);
    }
    assertEquals(200.0, run.verdict().targetRate(), 1e-9);
    assertEquals(summary.path("totals").path("rate_per_s").asDouble(), run.verdict().achievedRate(), 1e-9);
    assertEquals(summary.path("workload").path("queue_capacity").asLong(), run.verdict().queueCapacity());
    assertTrue(run.verdict().queueCapacity() > 0, "the request_queue_capacity of the run");
  }

  @Test
  void timeSeriesHaveAPointPerInterval() throws Exception {
    ReportView view = HtmlReport.of(List.of(SavedPhase.read(slow)));
    long intervals = Files.readAllLines(slow.resolve(ResultsFolder.INTERVALS)).size();
    Chart throughput = chart(view, "Offered vs achieved throughput");
    for (Series series : throughput.series()) {
      assertEquals(intervals, series.x().size(), series.name());
    }
    Chart addLink = chart(view, "ADD_LINK response time");
    assertEquals(List.of("p50", "p99", "p99.9", "max"), addLink.series().stream().map(Series::name).toList());
    assertTrue(addLink.valuedPoints() > 0);
    assertTrue(view.sections().stream().noneMatch(section -> section.heading().equals("Latency vs throughput")),
        "one run has no curve");
  }

  @Test
  void twoRatesMakeTheLatencyThroughputCurve() throws Exception {
    ReportView view = HtmlReport.of(List.of(SavedPhase.read(slow), SavedPhase.read(fast)));
    assertEquals(List.of("200/s", "800/s"), view.runs().stream().map(RunView::label).toList());
    Chart curve = chart(view, "p99 response time vs achieved rate");
    assertEquals(List.of("ADD_LINK p99", "GET_LINKS_LIST p99"), curve.series().stream().map(Series::name).toList());
    for (Series series : curve.series()) {
      assertEquals(List.of("200/s", "800/s"), series.pointLabels());
      assertEquals(view.runs().get(0).verdict().achievedRate(), series.x().get(0), 1e-9);
      assertEquals(view.runs().get(1).verdict().achievedRate(), series.x().get(1), 1e-9);
    }
  }

  @Test
  void aLoadPhaseDrawsRowsAndBulkLatency() throws Exception {
    ReportView view = HtmlReport.of(List.of(SavedPhase.read(load)));
    assertNull(view.runs().get(0).verdict());
    assertTrue(chart(view, "Rows loaded per second").valuedPoints() > 0);
    Chart bulk = chart(view, "Bulk operation latency (store call, p50 and p99)");
    assertTrue(bulk.series().stream().anyMatch(series -> series.name().equals("LOAD_LINKS_BULK p99")),
        bulk.series().toString());
  }

  @Test
  void theReportCommandOverlaysFoldersAndNamesWhatItCannotRead() throws Exception {
    Path out = work.resolve("sweep.html");
    CliProcess.Result result = CliProcess.run(work, 120, "report", slow.toString(), fast.toString(), "-o",
        out.toString());
    assertEquals(0, result.exitCode(), result.all());
    assertTrue(Files.readString(out).contains("p99 response time vs achieved rate"));

    CliProcess.Result missing = CliProcess.run(work, 60, "report", work.resolve("nothing-here").toString());
    assertEquals(1, missing.exitCode(), missing.all());
    assertTrue(missing.stderr().startsWith("Cannot report: "), missing.stderr());
  }

  static Chart chart(ReportView view, String title) {
    for (ChartSection section : view.sections()) {
      for (Chart chart : section.charts()) {
        if (chart.title().equals(title)) {
          return chart;
        }
      }
    }
    throw new AssertionError("no chart '" + title + "' in " + view.charts().stream().map(Chart::title).toList());
  }
}
