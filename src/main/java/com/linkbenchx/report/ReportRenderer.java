package com.linkbenchx.report;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.linkbenchx.results.output.Figures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * Writes a {@link ReportView} as one self-contained HTML file that opens offline and can be mailed or archived alone.
 * Headings, verdicts and tables are plain HTML (readable without script); the inlined chart library draws the charts
 * from the embedded JSON. For tests the page records in a hidden {@code <pre id="report-status">} how many charts it
 * drew, with how many points, and any script error.
 */
public final class ReportRenderer {
  private static final String RESOURCES = "com/linkbenchx/report/";
  /** Integers up to here are exact in a double and in JavaScript. */
  private static final double LARGEST_EXACT_INTEGER = 9_007_199_254_740_992.0;

  private static final ObjectMapper JSON = JsonMapper.builder().addModule(compactNumbers()).build();

  private final ChartLibrary library;
  private final String pageScript;
  private final String statusScript;
  private final String pageStyle;

  public ReportRenderer() {
    this.library = ChartLibrary.uPlot();
    ClassLoader loader = ReportRenderer.class.getClassLoader();
    this.pageScript = ChartLibrary.text(loader, RESOURCES + "report.js");
    this.statusScript = ChartLibrary.text(loader, RESOURCES + "report-status.js");
    this.pageStyle = ChartLibrary.text(loader, RESOURCES + "report.css");
  }

  public String render(ReportView view) {
    List<RunView> runs = view.runs();
    StringBuilder html = new StringBuilder(256 * 1024);
    html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<meta name=\"generator\" content=\"LinkBenchX\">\n")
        .append("<title>").append(escape(view.title())).append("</title>\n");
    html.append("<!-- Charts drawn with ").append(library.name()).append(' ').append(library.version())
        .append(", inlined below under its licence:\n").append(library.license().replace("--", "- -")).append("-->\n");
    html.append("<style>\n").append(style(library.css())).append("\n</style>\n");
    html.append("<style>\n").append(style(pageStyle)).append("\n</style>\n");
    html.append("<script>\n").append(script(statusScript)).append("\n</script>\n");
    html.append("</head>\n<body>\n<header><h1>").append(escape(view.title())).append("</h1>\n<p class=\"subtitle\">")
        .append(escape(subtitle(view))).append("</p>\n");
    contents(html, view);
    html.append("</header>\n<main>\n");
    RunTables.verdicts(html, runs);
    RunTables.summary(html, runs);
    RunTables.endpoints(html, runs);
    int chartIndex = 0;
    List<ChartSection> sections = view.sections();
    for (int s = 0; s < sections.size(); s++) {
      ChartSection section = sections.get(s);
      html.append("<section class=\"charts\" id=\"section-").append(s + 1).append("\"><h2>")
          .append(escape(section.heading())).append("</h2>\n<div class=\"grid\">\n");
      chartIndex = figures(html, section.charts(), chartIndex);
      html.append("</div>\n");
      for (String note : section.notes()) {
        html.append("<p class=\"chart-note\">").append(escape(note)).append("</p>\n");
      }
      if (!section.folded().isEmpty()) {
        html.append("<details class=\"folded\"><summary>").append(escape(section.foldedSummary()))
            .append("</summary>\n<div class=\"grid\">\n");
        chartIndex = figures(html, section.folded(), chartIndex);
        html.append("</div></details>\n");
      }
      html.append("</section>\n");
    }
    RunTables.runTable(html, runs, view.zone());
    html.append("</main>\n<noscript><p>The charts need JavaScript; the tables above do not.</p></noscript>\n");
    html.append("<pre id=\"report-status\" hidden>{\"done\":false}</pre>\n");
    html.append("<script type=\"application/json\" id=\"report-data\">")
        .append(forScriptElement(json(view))).append("</script>\n");
    html.append("<script>\n").append(script(library.script())).append("\n</script>\n");
    html.append("<script>\n").append(script(pageScript)).append("\n</script>\n");
    html.append("</body>\n</html>\n");
    return html.toString();
  }

  /** A figure per chart, numbered on from {@code lastIndex}; returns the last number used. */
  private static int figures(StringBuilder html, List<Chart> charts, int lastIndex) {
    int index = lastIndex;
    for (Chart chart : charts) {
      index++;
      html.append("<figure class=\"chart\" id=\"chart-").append(index).append("\"><figcaption>")
          .append(escape(chart.title())).append("</figcaption><div class=\"plot\"></div></figure>\n");
    }
    return index;
  }

  /** Writes the page to {@code file} through a temporary file beside it, so a reader never sees half a report. */
  public void write(ReportView view, Path file) throws IOException {
    Path target = file.toAbsolutePath();
    Path parent = target.getParent();
    // Not createTempFile, whose files only the owner may read: the report gets the other result files' permissions.
    Path temporary = parent.resolve(target.getFileName() + ".tmp");
    try {
      Files.writeString(temporary, render(view), StandardCharsets.UTF_8);
      try {
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(temporary);
    }
  }

  private static String subtitle(ReportView view) {
    List<RunView> runs = view.runs();
    RunView run = runs.get(0);
    return "LinkBenchX report · " + (runs.size() == 1
        ? Figures.wallClock(run.startEpochMs(), view.zone()) + " · " + Figures.duration(run.durationMs())
        : runs.size() + " runs compared: " + String.join(", ", runs.stream().map(RunView::label).toList()));
  }

  private static void contents(StringBuilder html, ReportView view) {
    html.append("<nav><a href=\"#verdict\">Verdict</a>");
    if (view.runs().stream().anyMatch(run -> !run.operations().isEmpty())) {
      html.append(" <a href=\"#summary\">Operations</a>");
    }
    if (view.runs().stream().anyMatch(run -> !run.endpoints().isEmpty())) {
      html.append(" <a href=\"#endpoints\">Endpoints</a>");
    }
    for (int s = 0; s < view.sections().size(); s++) {
      html.append(" <a href=\"#section-").append(s + 1).append("\">").append(escape(view.sections().get(s).heading()))
          .append("</a>");
    }
    html.append(" <a href=\"#runs\">").append(view.runs().size() > 1 ? "Runs" : "Run").append("</a></nav>\n");
  }

  private static String style(String css) {
    if (css.toLowerCase().contains("</style")) {
      throw new IllegalArgumentException("style sheet contains '</style', which cannot be inlined");
    }
    return css;
  }

  /** Text made safe for HTML element content and quoted attribute values. */
  static String escape(String text) {
    // '&' first: the other entities bring their own.
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
        .replace("'", "&#39;");
  }

  /**
   * Script text safe inside a {@code <script>} element: a "</script" in it (in a string or a regular expression, where
   * "<\/" means the same) would end the element early. "<!--" changes how the browser looks for the end: refused.
   */
  private static String script(String source) {
    if (source.contains("<!--")) {
      throw new IllegalArgumentException("script text contains '<!--', which cannot be inlined safely");
    }
    return source.replaceAll("(?i)</(script)", "<\\\\/$1");
  }

  private static SimpleModule compactNumbers() {
    CompactDouble serializer = new CompactDouble();
    return new SimpleModule("compact-numbers").addSerializer(Double.class, serializer).addSerializer(Double.TYPE,
        serializer);
  }

  /**
   * The view as JSON, embedded in the page for its charts and readable back. Missing chart values are {@code null};
   * NaN figures are the string "NaN".
   */
  static String json(ReportView view) {
    try {
      return JSON.writeValueAsString(view);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("report data could not be written as JSON: " + e.getOriginalMessage(), e);
    }
  }

  /**
   * JSON safe inside an HTML {@code <script>} element: '<', '>' and '&' only occur inside JSON strings, where their \\u
   * escapes mean the same, so no "</script>" or "<!--" in a label can end the element early.
   */
  private static String forScriptElement(String json) {
    return json.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026");
  }

  /** Whole numbers (epoch milliseconds, counts) without the exponent and ".0" Java would add. */
  private static final class CompactDouble extends StdSerializer<Double> {
    private static final long serialVersionUID = 1L;

    CompactDouble() {
      super(Double.class);
    }

    @Override
    public void serialize(Double value, JsonGenerator generator, SerializerProvider provider) throws IOException {
      double v = value;
      boolean negativeZero = v == 0 && 1 / v < 0;
      if (v == Math.rint(v) && Math.abs(v) <= LARGEST_EXACT_INTEGER && !negativeZero) {
        generator.writeNumber((long) v);
      } else {
        generator.writeNumber(v);
      }
    }
  }
}
