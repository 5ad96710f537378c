package com.linkbenchx.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.linkbenchx.results.output.HeadlineLatency;
import com.linkbenchx.results.output.LoadVerdict;
import com.linkbenchx.results.output.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportRendererTest {
  private static final Pattern DATA =
      Pattern.compile("<script type=\"application/json\" id=\"report-data\">(.*?)</script>", Pattern.DOTALL);
  private final ReportRenderer renderer = new ReportRenderer();

  /** The view back from its JSON, as the page's script reads it. */
  private static ReportView readBack(String json) {
    try {
      return new ObjectMapper().readValue(json, ReportView.class);
    } catch (JsonProcessingException e) {
      throw new AssertionError("report data is not valid: " + e.getOriginalMessage(), e);
    }
  }

  @Test
  void pageIsSelfContained() {
    String html = renderer.render(SyntheticReports.report(2, 5));
    assertEquals(List.of(), ExternalReferences.in(html));
    assertTrue(html.contains(ChartLibrary.uPlot().script()), "the chart library is inlined whole");
    assertTrue(html.contains(ChartLibrary.uPlot().css()), "its style sheet too");
    assertTrue(html.contains("Permission is hereby granted"), "its licence travels with it");
  }

  @Test
  void referenceCheckFindsWhatWouldBeFetched() {
    // The check itself: each of these would make a browser go out.
    for (String page : List.of(
        "<script src=\"https://cdn.example.org/chart.js\"></script>",
        "<link rel=\"stylesheet\" href=\"style.css\">",
        "<img src=x.png>",
        "<style>@import 'x.css';</style>",
        "<div style=\"background: url(http://example.com/a.png)\"></div>",
        "<script>fetch('https://example.com/data.json')</script>")) {
      assertFalse(ExternalReferences.in(page).isEmpty(), page);
    }
    assertEquals(List.of(), ExternalReferences.in("<a href=\"#runs\">Runs</a><script>var data = 1;</script>"));
  }

  @Test
  void libraryVersionComesFromTheWebJarOnTheClasspath() {
    ChartLibrary library = ChartLibrary.uPlot();
    assertEquals("uPlot", library.name());
    assertTrue(library.version().matches("\\d+\\.\\d+\\.\\d+"), library.version());
    assertTrue(library.script().contains("uPlot"), "script defines uPlot");
    assertTrue(library.script().length() > 20_000, "the minified library, not a stub: " + library.script().length());
  }

  @Test
  void embeddedDataRoundTrips() {
    ReportView view = SyntheticReports.report(2, 7);
    String html = renderer.render(view);
    ReportView back = readBack(embeddedJson(html));
    assertEquals(view, back);
    // A spot check that the values are the numbers, not just equal objects: the first ADD_LINK p99 of run B.
    Series p99 =
        back.charts().stream().filter(chart -> chart.title().equals("ADD_LINK response time")).findFirst().orElseThrow()
            .series().stream().filter(series -> series.run().equals("B") && series.name().equals("p99")).findFirst()
            .orElseThrow();
    Series original =
        view.charts().stream().filter(chart -> chart.title().equals("ADD_LINK response time")).findFirst().orElseThrow()
            .series().stream().filter(series -> series.run().equals("B") && series.name().equals("p99")).findFirst()
            .orElseThrow();
    assertEquals(original.y().get(0), p99.y().get(0));
    assertEquals(SyntheticReports.REQUEST_INTERVALS, p99.x().size());
  }

  @Test
  void wholeNumbersAreWrittenWithoutExponentAndMissingValuesAsNull() {
    Series series = Series.of("A", "p99", List.of(1_795_423_210_000.0, 1_795_423_220_000.0), Arrays.asList(2.5, null));
    ReportView view = oneChart(Chart.timeSeries("t", Axis.linear("response time", "ms"), List.of(series)));
    String json = ReportRenderer.json(view);
    assertTrue(json.contains("\"x\":[1795423210000,1795423220000]"), json);
    assertTrue(json.contains("\"y\":[2.5,null]"), json);
    assertEquals(view, readBack(json));
  }

  @Test
  void figuresWithoutValueRoundTrip() {
    OperationSummary neverCompleted = new OperationSummary("DELETE_LINK", 0, 5, 0, Double.NaN, Double.NaN, Double.NaN,
        Double.NaN, Double.NaN, Double.NaN, Double.NaN);
    Verdict closedLoop = new Verdict(null, 12.5, 0, 0, 0, 0, 5,
        List.of(new HeadlineLatency("ADD_LINK", Double.NaN, Double.NaN, Double.NaN)), null);
    RunView run = new RunView("A", 0, 60_000, -1, List.of(), closedLoop, null, List.of(neverCompleted), List.of(),
        List.of());
    ReportView view = new ReportView("nothing completed", "Europe/Paris", TimeAxis.WALL_CLOCK, List.of(run), List.of());
    assertEquals(view, readBack(ReportRenderer.json(view)));
    String html = renderer.render(view);
    assertTrue(html.contains("<td>5</td><td>0</td><td>–</td>"), "failed 5, rate 0, mean none");
    assertTrue(html.contains("p99 response time: ADD_LINK (none completed)."));
    assertTrue(html.contains("<td>1970-01-01 01:00:00 CET</td>"), "times in the report's zone");
  }

  @Test
  void endpointsOfAClusterGetTheirOwnTable() {
    EndpointSummary first = new EndpointSummary("10.0.0.1:3306/linkdb", 9_000, 2, 450, 4.25, 1.5, 3, 17, 1, 0);
    EndpointSummary down = new EndpointSummary("10.0.0.2:3306/linkdb", 1_200, 1, 60, Double.NaN, 2.0, 0, 4, 3, 6);
    RunView run = new RunView("A", 0, 20_000, -1, List.of(), null, null, List.of(), List.of(first, down), List.of());
    ReportView view = new ReportView("cluster", "UTC", TimeAxis.WALL_CLOCK, List.of(run), List.of());
    assertEquals(view, readBack(ReportRenderer.json(view)));
    String html = renderer.render(view);
    assertTrue(html.contains("<a href=\"#endpoints\">Endpoints</a>"), "listed in the contents");
    assertTrue(html.contains("<tr><th scope=\"row\">10.0.0.1:3306/linkdb</th><td>9,000</td><td>2</td><td>450</td>"
        + "<td>4.25</td><td>1.50</td><td>3</td><td>17</td><td>1</td><td>0</td></tr>"), html);
    assertTrue(html.contains("<th scope=\"row\">10.0.0.2:3306/linkdb</th><td>1,200</td><td>1</td><td>60.0</td>"
        + "<td>–</td><td>2.00</td><td>0</td><td>4</td><td>3</td><td>6</td></tr>"), "no ADD_LINK completed there");
    assertFalse(renderer.render(new ReportView("one", "UTC", TimeAxis.WALL_CLOCK, List.of(run("B", List.of())),
        List.of())).contains("id=\"endpoints\""), "no table for stores with one endpoint");
  }

  @Test
  void scriptEndInLabelsCannotBreakOutOfTheDataElement() {
    String hostile = "</script><script>alert(1)</script><!--";
    Series series = Series.of("run " + hostile, "p99 " + hostile, List.of(1.0, 2.0), List.of(3.0, 4.0));
    RunView run = run("run " + hostile, List.of(new MetadataLine("note " + hostile, "value " + hostile)));
    ChartSection section = new ChartSection("section " + hostile,
        List.of(Chart.timeSeries("chart " + hostile, Axis.linear("y " + hostile, "ms"), List.of(series))));
    ReportView view = new ReportView("title " + hostile, "UTC", TimeAxis.WALL_CLOCK, List.of(run), List.of(section));
    String html = renderer.render(view);

    // Exactly the page's own four script elements open and close.
    assertEquals(4, count(html, "<script"), "script elements opened");
    assertEquals(4, count(html, "</script>"), "script elements closed");
    assertFalse(html.contains("alert(1)</script>"));
    assertTrue(html.contains("<h1>title &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--</h1>"),
        "escaped as text");
    assertEquals(view, readBack(embeddedJson(html)), "labels come back unchanged");
  }

  @Test
  void oneRunDrawsOnTheWallClock() {
    ReportView view = SyntheticReports.report(1, 3);
    String html = renderer.render(view);
    assertEquals(TimeAxis.WALL_CLOCK, view.timeAxis());
    assertEquals(view.charts().size(), count(html, "<figure class=\"chart\""));
    assertEquals(18, view.charts().size());
    assertEquals(1, count(html, "<div class=\"verdict "));
    assertTrue(html.contains("<div class=\"verdict kept-up\">"), "3,000/s against a 5,000/s store keeps up");
    assertFalse(html.contains(">run</th>"), "one run: no run column in the summary table");
    assertTrue(html.contains("<h2>Run</h2>"));
    assertTrue(html.contains("<td>2026-11-23 08:40:00 UTC</td>"), "run start in the report's zone");
    assertTrue(html.contains("\"timeAxis\":\"WALL_CLOCK\""));
  }

  @Test
  void threeRunsAreOverlaidAndCompared() {
    ReportView view = SyntheticReports.report(3, 3);
    String html = renderer.render(view);
    assertEquals(TimeAxis.ELAPSED, view.timeAxis());
    assertEquals(view.charts().size(), count(html, "<figure class=\"chart\""));
    assertEquals(3, count(html, "<div class=\"verdict "));
    assertEquals(2, count(html, "<div class=\"verdict overloaded\">"), "6,000/s and 9,000/s overload a 5,000/s store");
    assertTrue(html.contains("<th>A</th><th>B</th><th>C</th>"), "one run-table column per run");
    assertTrue(html.contains("<th class=\"run\">run</th>"), "a run column in the summary table");
    assertTrue(html.contains("<tr class=\"differs\"><th scope=\"row\">target rate</th>"),
        "differing settings are marked");
    assertTrue(html.contains("<tr><th scope=\"row\">requesters</th>"), "equal settings are not");
    // Every operation has one summary row per run.
    assertEquals(SyntheticReports.OPERATIONS.length * 3, count(html, "<td class=\"run\">"));
    Chart curve = view.charts().stream().filter(chart -> chart.kind() == ChartKind.XY).findFirst().orElseThrow();
    assertEquals(List.of("A", "B", "C"), curve.series().get(0).pointLabels(), "one point per run, in rate order");
  }

  @Test
  void emptyChartSaysNoDataInsteadOfFailing() {
    ReportView view = oneChart(Chart.timeSeries("nothing yet", Axis.linear("errors", "per interval"), List.of()));
    String html = renderer.render(view);
    assertEquals(1, count(html, "<figure class=\"chart\""));
    assertEquals(List.of(), ExternalReferences.in(html));
  }

  @Test
  void writesTheFileWhole(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("report.html");
    ReportView view = SyntheticReports.report(1, 1);
    renderer.write(view, file);
    assertEquals(renderer.render(view), Files.readString(file));
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(List.of(file), files.toList(), "no temporary file left behind");
    }
  }

  static String embeddedJson(String html) {
    Matcher matcher = DATA.matcher(html);
    assertTrue(matcher.find(), "no report-data element");
    return matcher.group(1);
  }

  @Test
  void aMergedRunListsItsProcessesAndItsLengthNotEndMinusStart() {
    List<ProcessSummary> processes = List.of(
        new ProcessSummary("vm", 4235, 2, 512L << 20, 4, 300, 1_000, 21_001, 0, "maxtime (20 s) reached"),
        new ProcessSummary("vm", 4237, 2, 512L << 20, 4, 300, 3_900, 23_901, 0, "maxtime (20 s) reached"));
    RunView merged = new RunView("request", 1_000, 23_901, 20_001, List.of(new MetadataLine("hosts", "vm")), null,
        null, List.of(), List.of(), processes);
    String html = new ReportRenderer().render(new ReportView("merged", "UTC", TimeAxis.WALL_CLOCK, List.of(merged),
        List.of()));
    assertTrue(html.contains(" · 20.0 s</p>"), "the header has length_s (20.001 s), not 22.9 s");
    assertFalse(html.contains("22.9 s"), html);
    assertEquals(2, count(html, "<tr><th scope=\"row\">vm</th><td>42"), "a row per process");
    assertTrue(html.contains("<td>4235</td><td>2</td><td>512</td>"), "its own CPUs and heap, not a sum");
  }

  @Test
  void aLoadRunHasBigNumbersAndItsOwnLevel() {
    RunView load = new RunView("load", 0, 46_700, 46_700, List.of(), null,
        new LoadVerdict(576_748, 12_350, 46_700, 10_000, 10_000, 0, null), List.of(), List.of(), List.of());
    String html =
        new ReportRenderer().render(new ReportView("load", "UTC", TimeAxis.WALL_CLOCK, List.of(load), List.of()));
    assertTrue(html.contains("<div class=\"verdict loaded\"><h2>load <span class=\"level\">Loaded</span>"), html);
    assertTrue(html.contains("<span class=\"value\">576,748</span>"));
    assertTrue(html.contains("<span class=\"value\">12,350</span>"));
    assertTrue(html.contains("<span class=\"value\">46.7 s</span>"));
    RunView failed = new RunView("load", 0, 46_700, 46_700, List.of(), null,
        new LoadVerdict(500_000, 10_000, 46_700, 10_000, 10_000, 3, null), List.of(), List.of(), List.of());
    assertTrue(
        new ReportRenderer().render(new ReportView("load", "UTC", TimeAxis.WALL_CLOCK, List.of(failed), List.of()))
            .contains("<div class=\"verdict failed-operations\">"));
  }

  private static int count(String text, String part) {
    int count = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
      count++;
    }
    return count;
  }

  private static RunView run(String label, List<MetadataLine> metadata) {
    return new RunView(label, 0, 1_000, -1, metadata, null, null, List.of(), List.of(), List.of());
  }

  private static ReportView oneChart(Chart chart) {
    return new ReportView("one chart", "UTC", TimeAxis.WALL_CLOCK, List.of(run("A", List.of())),
        List.of(new ChartSection("charts", List.of(chart))));
  }
}
