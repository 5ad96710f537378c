package com.linkbenchx.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.linkbenchx.TestProject;
import com.linkbenchx.results.output.LoadVerdict;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * report.html opened in real headless Chromium with networking off ({@code mvn test -P browser-test}):
 * every chart draws all its points, the page logs nothing and raises no error, and a screenshot is
 * saved under target/report-browser/ (report.png: two runs overlaid). Skips when no Chromium is installed.
 */
@Tag("browser")
class ReportBrowserTest {
  private static final Pattern STATUS =
      Pattern.compile("<pre id=\"report-status\" hidden=\"\">(.*?)</pre>", Pattern.DOTALL);
  private static final int SCREEN_WIDTH = 1400;
  private static final int SCREEN_HEIGHT = 3000;
  /** Tick labels closer than this read as one run of text. */
  private static final double MIN_LABEL_GAP_PX = 4;

  private static Path chromium;
  private static Path outputDir;

  @BeforeAll
  static void findBrowser() throws Exception {
    Path location = HeadlessChromium.location();
    if (Files.isExecutable(location)) {
      chromium = location;
      outputDir = TestProject.DIR.resolve("target/report-browser");
      Files.createDirectories(outputDir);
    } else {
      System.out.println("browser tests skipped: no Chromium at " + location
          + " (install Debian's chromium or set -Dlinkbench.chromium=PATH)");
    }
  }

  @BeforeEach
  void needsBrowser() {
    Assumptions.assumeTrue(chromium != null, "no Chromium");
  }

  @Test
  void twoOverlaidRunsDrawEveryChartOfflineWithoutErrors() throws Exception {
    assertDrawsEveryPoint(SyntheticReports.report(2, 11), "report");
  }

  @Test
  void oneRunOnTheWallClockDrawsEveryChart() throws Exception {
    assertDrawsEveryPoint(SyntheticReports.report(1, 12), "report-one-run");
  }

  /**
   * Reports of real runs of the driver, each saved as a screenshot for a reader to look at:
   * report-request.png (one request phase), report-load.png (a load), report-sweep.png (three
   * rates overlaid, with their latency-throughput curve) and report-merged.png (two processes run
   * side by side and merged).
   */
  @Test
  void reportsOfRealRunsDrawEveryChart() throws Exception {
    Path runs = Files.createTempDirectory(outputDir, "runs-");
    Path load = SavedRuns.longerLoad(runs, "load");
    Path slow = SavedRuns.requests(runs, "slow", 200);
    Path middle = SavedRuns.requests(runs, "middle", 400);
    Path fast = SavedRuns.requests(runs, "fast", 800);
    Path merged = SavedRuns.mergedRequests(runs, "merged", 300);

    ReportView sweep = HtmlReport.of(List.of(SavedPhase.read(slow), SavedPhase.read(middle), SavedPhase.read(fast)));
    assertDrawsEveryPoint(sweep, "report-sweep");
    assertEquals(List.of("200/s", "400/s", "800/s"), sweep.runs().stream().map(RunView::label).toList());
    assertTrue(sweep.charts().stream().anyMatch(chart -> chart.kind() == ChartKind.XY
        && chart.yAxis().scale() == AxisScale.LOG), "the latency-throughput curve on a log axis");

    ReportView loadView = HtmlReport.of(List.of(SavedPhase.read(load)));
    assertDrawsEveryPoint(loadView, "report-load");
    assertEquals(LoadVerdict.Level.LOADED, loadView.runs().get(0).load().level());
    assertTrue(loadView.runs().get(0).load().rows() > 0, "rows loaded");

    ReportView request = HtmlReport.of(List.of(SavedPhase.read(slow)));
    assertDrawsEveryPoint(request, "report-request");
    assertEquals(List.of("ADD_LINK", "GET_LINKS_LIST"),
        request.runs().get(0).operations().stream().limit(2).map(OperationSummary::operation).toList());

    ReportView mergedView = HtmlReport.of(List.of(SavedPhase.read(merged)));
    assertDrawsEveryPoint(mergedView, "report-merged");
    RunView mergedRun = mergedView.runs().get(0);
    assertEquals(2, mergedRun.processes().size(), "one row per process");
    for (ProcessSummary process : mergedRun.processes()) {
      assertEquals(Runtime.getRuntime().availableProcessors(), process.cpus(), "each process's own CPUs");
    }
  }

  @Test
  void theChecksSeeScriptErrorsAndFetches() throws Exception {
    // The same checks on a page spoiled on purpose: they must see what they guard against.
    String html = new ReportRenderer().render(SyntheticReports.report(1, 13));
    Path page = outputDir.resolve("report-spoiled.html");
    Files.writeString(page, html.replace("<body>\n",
        "<body>\n<img src=\"http://example.com/pixel.png\"><script>undefinedFunction();</script>\n"));

    HeadlessChromium.Output dom = new HeadlessChromium(chromium, outputDir).dumpDom(page);
    JsonNode status = status(dom.stdout());
    assertTrue(status.get("errors").toString().contains("undefinedFunction is not defined"), status.toString());
    assertEquals("[\"http://example.com/pixel.png\"]", status.get("fetched").toString());
    assertTrue(
        dom.consoleLines().stream().anyMatch(line -> line.contains("Uncaught ReferenceError: undefinedFunction")),
        "console: " + dom.consoleLines());
    assertTrue(status.get("done").asBoolean(), "the charts still draw: " + status);
  }

  /** Renders, checks the page in the browser, and saves NAME.html and NAME.png under target/report-browser. */
  private static void assertDrawsEveryPoint(ReportView view, String name) throws Exception {
    Path page = outputDir.resolve(name + ".html");
    new ReportRenderer().write(view, page);
    String html = Files.readString(page);
    assertEquals(List.of(), ExternalReferences.in(html), "report.html must not reference anything outside itself");

    HeadlessChromium browser = new HeadlessChromium(chromium, outputDir);
    HeadlessChromium.Output dom = browser.dumpDom(page);
    assertEquals(List.of(), dom.consoleLines(), "the page must log nothing (errors, failed fetches)");
    JsonNode status = status(dom.stdout());
    assertEquals(0, status.get("errors").size(), "script errors: " + status.get("errors"));
    assertEquals(0, status.get("fetched").size(), "the page fetched: " + status.get("fetched"));
    assertTrue(status.get("done").asBoolean(), "the page did not finish drawing: " + status);

    List<Chart> charts = view.charts();
    JsonNode drawn = status.get("charts");
    assertEquals(charts.size(), drawn.size(), "charts on the page");
    for (int i = 0; i < charts.size(); i++) {
      Chart chart = charts.get(i);
      JsonNode entry = drawn.get(i);
      assertEquals(chart.title(), entry.get("title").asText());
      assertTrue(entry.get("drawn").asBoolean(), chart.title() + " was not drawn");
      JsonNode labelGap = entry.get("tickLabels").get("gap");
      assertTrue(labelGap.isNull() || labelGap.asDouble() >= MIN_LABEL_GAP_PX,
          chart.title() + ": neighbouring tick labels " + labelGap + " px apart (at least " + MIN_LABEL_GAP_PX + ")");
      assertTrue(entry.get("tickLabels").get("repeated").isNull(),
          chart.title() + ": neighbouring ticks both labelled " + entry.get("tickLabels").get("repeated"));
      assertEquals(chart.series().size(), entry.get("series").size(), chart.title() + ": series");
      for (int s = 0; s < chart.series().size(); s++) {
        Series series = chart.series().get(s);
        int expected = drawablePoints(chart, series);
        assertTrue(expected > 0, chart.title() + " / " + series.name() + " has nothing to draw");
        assertEquals(expected, entry.get("series").get(s).get("points").asInt(),
            chart.title() + " / " + series.run() + " " + series.name());
      }
    }
    assertTrue(dom.stdout().contains("data-charts-drawn=\"" + charts.size() + "\""), "body records the charts drawn");

    Path png = outputDir.resolve(name + ".png");
    Files.deleteIfExists(png);
    HeadlessChromium.Output shot = browser.screenshot(page, png, SCREEN_WIDTH, SCREEN_HEIGHT);
    assertEquals(List.of(), shot.consoleLines(), "console messages while taking the screenshot");
    BufferedImage image = ImageIO.read(png.toFile());
    assertEquals(SCREEN_WIDTH, image.getWidth());
    assertEquals(SCREEN_HEIGHT, image.getHeight());
    double inked = inkedShare(image);
    assertTrue(inked > 0.05, "the screenshot is nearly blank: " + inked + " of its pixels are not white");
    System.out.printf("%s: %,d bytes, %d charts drawn, %d points; screenshot %s (%.0f%% of pixels inked)%n",
        page.getFileName(),
        Files.size(page), charts.size(),
        view.charts().stream().flatMap(chart -> chart.series().stream()).mapToInt(Series::valuedPoints).sum(),
        TestProject.DIR.relativize(png), inked * 100);
  }

  private static JsonNode status(String dom) throws Exception {
    Matcher matcher = STATUS.matcher(dom);
    assertTrue(matcher.find(),
        "no report-status element in the DOM:\n" + dom.substring(0, Math.min(2000, dom.length())));
    String json =
        matcher.group(1).replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&");
    return new ObjectMapper().readTree(json);
  }

  /** The points a chart can draw: values present, and above zero on a log axis. */
  private static int drawablePoints(Chart chart, Series series) {
    Axis axis = series.axis() == AxisSide.RIGHT ? chart.rightAxis() : chart.yAxis();
    int count = 0;
    for (Double y : series.y()) {
      if (y != null && (axis.scale() == AxisScale.LINEAR || y > 0)) {
        count++;
      }
    }
    return count;
  }

  private static double inkedShare(BufferedImage image) {
    long inked = 0;
    for (int y = 0; y < image.getHeight(); y += 2) {
      for (int x = 0; x < image.getWidth(); x += 2) {
        if ((image.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF) {
          inked++;
        }
      }
    }
    return inked / ((image.getHeight() / 2.0) * (image.getWidth() / 2.0));
  }
}
