package com.linkbenchx.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.linkbenchx.cli.CliProcess;
import com.linkbenchx.results.output.LoadVerdict;
import com.linkbenchx.results.output.ResultsFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
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
    List<Path> saved = SavedRuns.sideBySide(() -> SavedRuns.load(work, "load"),
        () -> SavedRuns.requests(work, "slow", 200), () -> SavedRuns.requests(work, "fast", 800));
    load = saved.get(0);
    slow = saved.get(1);
    fast = saved.get(2);
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
    List<String> lines = Files.readAllLines(slow.resolve(ResultsFolder.INTERVALS));
    Chart throughput = chart(view, "Offered vs achieved throughput");
    assertEquals(List.of("achieved", "offered"), throughput.series().stream().map(Series::name).toList(),
        "offered drawn over achieved");
    for (Series series : throughput.series()) {
      assertEquals(lines.size(), series.x().size(), series.name());
    }
    // The queue is drawn at each interval's deepest, not at its depth when the interval closed.
    Series queue = chart(view, "Busy requesters and queue depth (interval maximum)").series().stream()
        .filter(series -> series.name().equals("queue depth (max)")).findFirst().orElseThrow();
    ObjectMapper json = new ObjectMapper();
    for (int i = 0; i < lines.size(); i++) {
      Double drawn = queue.y().get(i);
      if (drawn == null && i == lines.size() - 1) {
        continue; // a last interval under a tenth of displayfreq is drawn as a gap (a busy machine ends it early)
      }
      JsonNode counters = json.readTree(lines.get(i)).path("counters");
      assertNotNull(drawn, "interval " + i);
      assertEquals(counters.path("queue_depth_max").asDouble(), drawn, 1e-9, "interval " + i);
    }
    Chart addLink = chart(view, "ADD_LINK response and service time");
    // At 200/s, ADD_LINK (9% of requests) never has the 1,000 samples of an interval a p99.9 needs.
    assertEquals(List.of("p50", "p99", "max", "service p99"), addLink.series().stream().map(Series::name).toList());
    assertTrue(addLink.series().stream().anyMatch(series -> series.valuedPoints() > 0));
    Chart headline = chart(view, "p99 response time: ADD_LINK and GET_LINKS_LIST");
    assertEquals(List.of("ADD_LINK p99", "GET_LINKS_LIST p99"), headline.series().stream().map(Series::name).toList());
    assertEquals(addLink.series().get(1).y(), headline.series().get(0).y(), "the same p99 as the operation's chart");
    assertTrue(view.sections().stream().noneMatch(section -> section.heading().equals("Latency vs throughput")),
        "one run has no curve");
  }

  @Test
  void headlineOperationsComeFirstAndTheOthersAreFolded() throws Exception {
    ReportView view = HtmlReport.of(List.of(SavedPhase.read(slow)));
    assertEquals(List.of("ADD_LINK", "GET_LINKS_LIST"),
        view.runs().get(0).operations().stream().limit(2).map(OperationSummary::operation).toList());
    ChartSection spectra = section(view, "Percentile spectrum");
    assertEquals(List.of("ADD_LINK response and service time by percentile",
        "GET_LINKS_LIST response and service time by percentile"),
        spectra.charts().stream().map(Chart::title).toList());
    assertFalse(spectra.folded().isEmpty(), "the other operations' spectra are folded");
    for (Chart spectrum : spectra.allCharts()) {
      assertEquals(List.of("response", "service"), spectrum.series().stream().map(Series::name).toList(),
          spectrum.title());
    }
    ChartSection overTime = section(view, "Latency over time");
    assertEquals(List.of("p99 response time: ADD_LINK and GET_LINKS_LIST"),
        overTime.charts().stream().map(Chart::title).toList());
    // The scripted store neither drops nor fails: a line of text, not a chart of zeros.
    ChartSection load = section(view, "Throughput and load");
    assertTrue(load.charts().stream().noneMatch(chart -> chart.title().startsWith("Dropped")), load.toString());
    assertEquals(List.of("Dropped and failed per interval: 0 in every interval."), load.notes());
    String html = new ReportRenderer().render(view);
    assertTrue(html.contains("<span class=\"name\">p99 ADD_LINK</span>"), "a big number per headline p99");
    assertTrue(html.contains("<details class=\"folded\"><summary>"), "the other rows folded");
  }

  @Test
  void twoRatesMakeTheLatencyThroughputCurve() throws Exception {
    ReportView view = HtmlReport.of(List.of(SavedPhase.read(slow), SavedPhase.read(fast)));
    assertEquals(List.of("200/s", "800/s"), view.runs().stream().map(RunView::label).toList());
    Chart curve = chart(view, "p99 response and service time vs achieved rate");
    assertEquals(List.of("ADD_LINK response p99", "ADD_LINK service p99", "GET_LINKS_LIST response p99",
        "GET_LINKS_LIST service p99"), curve.series().stream().map(Series::name).toList());
    for (Series series : curve.series()) {
      assertEquals(view.runs().get(0).verdict().achievedRate(), series.x().get(0), 1e-9);
      assertEquals(view.runs().get(1).verdict().achievedRate(), series.x().get(1), 1e-9);
    }
    assertEquals(List.of("200/s", "800/s"), curve.series().get(0).pointLabels());
    assertEquals(view.runs().get(1).verdict().headline().stream()
        .filter(latency -> latency.operation().equals("ADD_LINK")).findFirst().orElseThrow().serviceP99Ms(),
        curve.series().get(1).y().get(1));
  }

  @Test
  void aLoadPhaseHasItsOwnVerdict() throws Exception {
    ReportView view = HtmlReport.of(List.of(SavedPhase.read(load)));
    RunView run = view.runs().get(0);
    assertNull(run.verdict());
    JsonNode totals = new ObjectMapper().readTree(load.resolve(ResultsFolder.SUMMARY).toFile()).path("totals");
    LoadVerdict verdict = run.load();
    assertEquals(LoadVerdict.Level.LOADED, verdict.level());
    assertEquals(totals.path("rows").asLong(), verdict.rows());
    assertEquals(totals.path("rows_per_s").asDouble(), verdict.rowsPerSecond(), 1e-9);
    assertEquals(Math.round(totals.path("length_s").asDouble() * 1000), verdict.lengthMs());
    assertEquals(2000, verdict.idsTotal());
    String html = new ReportRenderer().render(view);
    assertTrue(html.contains("<div class=\"verdict loaded\">"), "coloured by its own level");
    assertTrue(html.contains("<span class=\"name\">rows/s</span>"));
    assertFalse(html.contains("no request phase"));
  }

  @Test
  void aLoadOfOneIntervalSaysSoInsteadOfDrawingADot() throws Exception {
    ReportView view = HtmlReport.of(List.of(SavedPhase.read(load)));
    ChartSection section = section(view, "Load phase");
    int intervals = Files.readAllLines(load.resolve(ResultsFolder.INTERVALS)).size();
    String bulkTitle = "Bulk operation latency (store call, p50 and p99)";
    if (intervals == 1) {
      assertEquals(List.of(), section.charts());
      assertTrue(section.notes().get(0).startsWith("Rows loaded per second: the phase held one interval"),
          section.notes().toString());
    } else if (section.charts().stream().noneMatch(chart -> chart.title().equals(bulkTitle))) {
      // A slow machine's load can end just past an interval boundary: the bulk calls then fill one
      // interval, and the chart says so in place of a dot.
      assertTrue(
          section.notes().stream().anyMatch(note -> note.startsWith(bulkTitle + ": the phase held one interval")),
          section.notes().toString());
    } else {
      Chart bulk = chart(view, bulkTitle);
      assertTrue(bulk.series().stream().anyMatch(series -> series.name().equals("LOAD_LINKS_BULK p99")),
          bulk.series().toString());
    }
  }

  @Test
  void theReportCommandOverlaysFoldersAndNamesWhatItCannotRead() throws Exception {
    Path out = work.resolve("sweep.html");
    CliProcess.Result result = CliProcess.run(work, 120, "report", slow.toString(), fast.toString(), "-o",
        out.toString());
    assertEquals(0, result.exitCode(), result.all());
    assertTrue(Files.readString(out).contains("p99 response and service time vs achieved rate"));

    CliProcess.Result missing = CliProcess.run(work, 60, "report", work.resolve("nothing-here").toString());
    assertEquals(1, missing.exitCode(), missing.all());
    assertTrue(missing.stderr().startsWith("Cannot report: "), missing.stderr());
  }

  @Test
  void runsThatTieOnTheAchievedRateGetALineInsteadOfACurve() throws Exception {
    // A copy of a run without its summary.json: the same achieved rate, no target rate, so the rates differ.
    Path copy = work.resolve("slow-copy");
    try (Stream<Path> files = Files.walk(slow)) {
      for (Path file : files.toList()) {
        Path target = copy.resolve(slow.relativize(file).toString());
        if (Files.isDirectory(file)) {
          Files.createDirectories(target);
        } else if (!file.getFileName().toString().equals(ResultsFolder.SUMMARY)) {
          Files.copy(file, target);
        }
      }
    }
    ReportView view = HtmlReport.of(List.of(SavedPhase.read(slow), SavedPhase.read(copy), SavedPhase.read(fast)));
    ChartSection curve = section(view, "Latency vs throughput");
    assertTrue(curve.charts().isEmpty(), curve.toString());
    assertEquals(1, curve.notes().size(), curve.toString());
    assertTrue(curve.notes().get(0).startsWith("No curve through runs of the same achieved rate: "),
        curve.notes().get(0));
    assertTrue(curve.notes().get(0).contains(" all achieved "), curve.notes().get(0));
  }

  static ChartSection section(ReportView view, String heading) {
    return view.sections().stream().filter(section -> section.heading().equals(heading)).findFirst()
        .orElseThrow(() -> new AssertionError("no section '" + heading + "'"));
  }

  static Chart chart(ReportView view, String title) {
    for (ChartSection section : view.sections()) {
      for (Chart chart : section.allCharts()) {
        if (chart.title().equals(title)) {
          return chart;
        }
      }
    }
    throw new AssertionError("no chart '" + title + "' in " + view.charts().stream().map(Chart::title).toList());
  }
}
