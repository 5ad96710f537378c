package com.linkbenchx.report;

import static com.linkbenchx.report.HtmlText.escape;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** The static parts of the page about runs: verdict boxes, the per-operation summary table and the run table. */
final class RunTables {
  private RunTables() {
  }

  static void verdicts(StringBuilder html, List<RunView> runs) {
    html.append("<section id=\"verdict\" class=\"verdicts\">\n");
    for (RunView run : runs) {
      Verdict verdict = run.verdict();
      if (verdict == null) {
        html.append("<div class=\"verdict no-request\"><h2>").append(escape(run.label()))
            .append(" <span class=\"level\">no request phase</span></h2></div>\n");
        continue;
      }
      Verdict.Level level = verdict.level();
      html.append("<div class=\"verdict ").append(level.name().toLowerCase().replace('_', '-')).append("\">");
      html.append("<h2>").append(escape(run.label())).append(" <span class=\"level\">")
          .append(escape(VerdictWords.heading(level))).append("</span></h2><p>");
      html.append(escape(String.join(" ", VerdictWords.sentences(verdict))));
      html.append("</p></div>\n");
    }
    html.append("</section>\n");
  }

  /** One row per operation and run, operations in first-seen order, a run's rows beside the others'. */
  static void summary(StringBuilder html, List<RunView> runs) {
    Map<String, List<RunRow>> byOperation = new LinkedHashMap<>();
    for (RunView run : runs) {
      for (OperationSummary row : run.operations()) {
        byOperation.computeIfAbsent(row.operation(), operation -> new ArrayList<>()).add(new RunRow(run.label(), row));
      }
    }
    if (byOperation.isEmpty()) {
      return;
    }
    boolean manyRuns = runs.size() > 1;
    html.append("<section id=\"summary\"><h2>Operations</h2>\n<table class=\"figures\"><thead><tr><th>operation</th>");
    if (manyRuns) {
      html.append("<th class=\"run\">run</th>");
    }
    html.append("<th>count</th><th>failed</th><th>rate (ops/s)</th><th>mean (ms)</th><th>p50 (ms)</th><th>p95 (ms)</th>")
        .append("<th>p99 (ms)</th><th>p99.9 (ms)</th><th>max (ms)</th><th>service p99 (ms)</th></tr></thead>\n<tbody>\n");
    for (Map.Entry<String, List<RunRow>> entry : byOperation.entrySet()) {
      List<RunRow> rows = entry.getValue();
      for (int i = 0; i < rows.size(); i++) {
        OperationSummary figures = rows.get(i).figures();
        html.append(i == 0 ? "<tr class=\"first\">" : "<tr>");
        if (i == 0) {
          html.append("<th scope=\"rowgroup\" rowspan=\"").append(rows.size()).append("\">").append(escape(entry.getKey())).append("</th>");
        }
        if (manyRuns) {
          html.append("<td class=\"run\">").append(escape(rows.get(i).run())).append("</td>");
        }
        cell(html, Figures.count(figures.count()));
        cell(html, Figures.count(figures.failed()));
        cell(html, Figures.rate(figures.ratePerSecond()));
        for (double ms : new double[] {figures.meanMs(), figures.p50Ms(), figures.p95Ms(), figures.p99Ms(), figures.p999Ms(),
            figures.maxMs(), figures.serviceP99Ms()}) {
          cell(html, Figures.millis(ms));
        }
        html.append("</tr>\n");
      }
    }
    html.append("</tbody></table>\n<p class=\"note\">Latencies are response times (arrival to completion) of successful ")
        .append("operations; service time is the store call alone.</p></section>\n");
  }

  /**
   * One row per endpoint and run for stores spread over several endpoints: operations, rate,
   * failures, headline p99s, retries, commit conflicts and failovers. Nothing when no run has any.
   */
  static void endpoints(StringBuilder html, List<RunView> runs) {
    if (runs.stream().allMatch(run -> run.endpoints().isEmpty())) {
      return;
    }
    boolean manyRuns = runs.size() > 1;
    html.append("<section id=\"endpoints\"><h2>Endpoints</h2>\n<table class=\"figures\"><thead><tr><th>endpoint</th>");
    if (manyRuns) {
      html.append("<th class=\"run\">run</th>");
    }
    html.append("<th>operations</th><th>failed</th><th>rate (ops/s)</th><th>ADD_LINK p99 (ms)</th>")
        .append("<th>GET_LINKS_LIST p99 (ms)</th><th>transient retries</th><th>conflict retries</th>")
        .append("<th>reconnects</th><th>failovers</th></tr></thead>\n<tbody>\n");
    for (RunView run : runs) {
      for (EndpointSummary endpoint : run.endpoints()) {
        html.append("<tr><th scope=\"row\">").append(escape(endpoint.name())).append("</th>");
        if (manyRuns) {
          html.append("<td class=\"run\">").append(escape(run.label())).append("</td>");
        }
        cell(html, Figures.count(endpoint.operations()));
        cell(html, Figures.count(endpoint.failed()));
        cell(html, Figures.rate(endpoint.ratePerSecond()));
        cell(html, Figures.millis(endpoint.addLinkP99Ms()));
        cell(html, Figures.millis(endpoint.getLinksListP99Ms()));
        cell(html, Figures.count(endpoint.transientRetries()));
        cell(html, Figures.count(endpoint.conflictRetries()));
        cell(html, Figures.count(endpoint.reconnects()));
        cell(html, Figures.count(endpoint.failovers()));
        html.append("</tr>\n");
      }
    }
    html.append("</tbody></table>\n<p class=\"note\">Response-time p99 of successful operations on each endpoint;")
        .append(" conflict retries are commits the endpoint refused (a cluster's certification failures);")
        .append(" a failover is a worker leaving the endpoint because it was unreachable.</p></section>\n");
  }

  /** One column per run, one row per fact; rows whose values differ between runs are marked. */
  static void runTable(StringBuilder html, List<RunView> runs, ZoneId zone) {
    List<Map<String, String>> facts = new ArrayList<>();
    Set<String> names = new LinkedHashSet<>(List.of("start", "end", "duration"));
    for (RunView run : runs) {
      Map<String, String> values = new LinkedHashMap<>();
      values.put("start", Figures.wallClock(run.startEpochMs(), zone));
      values.put("end", Figures.wallClock(run.endEpochMs(), zone));
      values.put("duration", Figures.duration(run.endEpochMs() - run.startEpochMs()));
      for (MetadataLine line : run.metadata()) {
        values.put(line.name(), line.value());
        names.add(line.name());
      }
      facts.add(values);
    }
    html.append("<section id=\"runs\"><h2>").append(runs.size() > 1 ? "Runs" : "Run").append("</h2>\n<table class=\"runs\"><thead><tr><th></th>");
    for (RunView run : runs) {
      html.append("<th>").append(escape(run.label())).append("</th>");
    }
    html.append("</tr></thead>\n<tbody>\n");
    for (String name : names) {
      boolean differs = runs.size() > 1 && !"start".equals(name) && !"end".equals(name)
          && facts.stream().map(values -> values.get(name)).distinct().count() > 1;
      html.append(differs ? "<tr class=\"differs\">" : "<tr>").append("<th scope=\"row\">").append(escape(name)).append("</th>");
      for (Map<String, String> values : facts) {
        html.append("<td>").append(escape(Objects.requireNonNullElse(values.get(name), Figures.NONE))).append("</td>");
      }
      html.append("</tr>\n");
    }
    html.append("</tbody></table>\n");
    if (runs.size() > 1) {
      html.append("<p class=\"note\">Marked rows differ between runs.</p>");
    }
    html.append("</section>\n");
  }

  private static void cell(StringBuilder html, String text) {
    html.append("<td>").append(escape(text)).append("</td>");
  }

  private record RunRow(String run, OperationSummary figures) {
  }
}
