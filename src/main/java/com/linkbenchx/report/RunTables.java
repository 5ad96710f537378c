package com.linkbenchx.report;

import static com.linkbenchx.report.ReportRenderer.escape;

import com.linkbenchx.results.output.Figures;
import com.linkbenchx.results.output.HeadlineLatency;
import com.linkbenchx.results.output.LoadVerdict;
import com.linkbenchx.results.output.Verdict;
import com.linkbenchx.results.output.VerdictWords;
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

  /** One box per run: its level in a word, a row of big numbers coloured by it, and the verdict's sentences. */
  static void verdicts(StringBuilder html, List<RunView> runs) {
    html.append("<section id=\"verdict\" class=\"verdicts\">\n");
    for (RunView run : runs) {
      Verdict verdict = run.verdict();
      LoadVerdict load = run.load();
      String key;
      String heading;
      List<String> sentences;
      if (verdict != null) {
        key = verdict.level().key().replace('_', '-');
        heading = verdict.heading();
        sentences = VerdictWords.sentences(verdict);
      } else if (load != null) {
        key = load.key();
        heading = load.level().heading();
        sentences = VerdictWords.sentences(load);
      } else {
        html.append("<div class=\"verdict not-judged\"><h2>").append(escape(run.label()))
            .append(" <span class=\"level\">not judged</span></h2><p>Neither a request nor a load phase.</p></div>\n");
        continue;
      }
      html.append("<div class=\"verdict ").append(key).append("\">");
      html.append("<h2>").append(escape(run.label())).append(" <span class=\"level\">").append(escape(heading))
          .append("</span></h2>\n<div class=\"headline\">");
      if (verdict != null) {
        requestFigures(html, verdict);
      } else {
        loadFigures(html, load);
      }
      html.append("</div>\n<p>").append(escape(String.join(" ", sentences))).append("</p></div>\n");
    }
    html.append("</section>\n");
  }

  private static void requestFigures(StringBuilder html, Verdict verdict) {
    if (verdict.targetRate() == null) {
      figure(html, "achieved (closed loop)", Figures.rate(verdict.achievedRate()), "ops/s", null);
    } else {
      figure(html, "achieved / offered", Figures.rate(verdict.achievedRate()),
          "/ " + Figures.rate(verdict.targetRate()) + " ops/s",
          Figures.percent(verdict.achievedRate() / verdict.targetRate()) + " of offered");
    }
    for (HeadlineLatency latency : verdict.headline()) {
      String sub = Double.isFinite(latency.serviceP99Ms()) ? "service p99 "
          + Figures.latency(latency.serviceP99Ms()) : null;
      if (latency.hasTarget()) {
        sub = (sub == null ? "" : sub + " · ") + "target " + Figures.latency(latency.targetP99Ms());
      }
      String[] valueAndUnit =
          latency.completed() ? Figures.latency(latency.p99Ms()).split(" ") : new String[] {Figures.NONE, ""};
      figure(html, "p99 " + latency.operation(), valueAndUnit[0], valueAndUnit[1], sub);
    }
    if (verdict.queueCapacity() > 0) {
      figure(html, "queue peak", Figures.count(verdict.maxQueueDepth()), "events",
          verdict.droppedAtEnd() > 0 ? Figures.count(verdict.droppedAtEnd()) + " left at the end"
              : "of " + Figures.count(verdict.queueCapacity()));
    }
    figure(html, "errors", Figures.count(verdict.errors()), "", verdict.droppedQueueFull() > 0
        ? Figures.count(verdict.droppedQueueFull()) + " arrivals dropped" : null);
  }

  private static void loadFigures(StringBuilder html, LoadVerdict load) {
    figure(html, "rows", Figures.count(load.rows()), "", load.idsTotal() > 0
        ? Figures.count(load.idsDone()) + " of " + Figures.count(load.idsTotal()) + " ids" : null);
    figure(html, "rows/s", Figures.rate(load.rowsPerSecond()), "", null);
    figure(html, "duration", Figures.duration(load.lengthMs()), "", null);
    figure(html, "errors", Figures.count(load.errors()), "", null);
  }

  /** One big number: its name above, the value and unit, an optional line of detail below. */
  private static void figure(StringBuilder html, String name, String value, String unit, String detail) {
    html.append("<div class=\"figure\"><span class=\"name\">").append(escape(name)).append("</span>")
        .append("<span class=\"number\"><span class=\"value\">").append(escape(value)).append("</span>");
    if (!unit.isEmpty()) {
      html.append(" <span class=\"unit\">").append(escape(unit)).append("</span>");
    }
    html.append("</span>");
    if (detail != null) {
      html.append("<span class=\"detail\">").append(escape(detail)).append("</span>");
    }
    html.append("</div>");
  }

  /** One row per operation and run; the headline operations first, in their own table, the others folded under it. */
  static void summary(StringBuilder html, List<RunView> runs) {
    Map<String, List<RunRow>> byOperation = new LinkedHashMap<>();
    Set<String> headline = new LinkedHashSet<>();
    runs.stream().filter(run -> run.verdict() != null).flatMap(run -> run.verdict().headline().stream())
        .forEach(latency -> headline.add(latency.operation()));
    headline.forEach(operation -> byOperation.put(operation, new ArrayList<>()));
    for (RunView run : runs) {
      for (OperationSummary row : run.operations()) {
        byOperation.computeIfAbsent(row.operation(), operation -> new ArrayList<>()).add(new RunRow(run.label(), row));
      }
    }
    byOperation.values().removeIf(List::isEmpty);
    if (byOperation.isEmpty()) {
      return;
    }
    Map<String, List<RunRow>> first = new LinkedHashMap<>();
    Map<String, List<RunRow>> folded = new LinkedHashMap<>();
    byOperation.forEach((operation, rows) -> (headline.isEmpty() || headline.contains(operation) ? first : folded)
        .put(operation, rows));
    boolean manyRuns = runs.size() > 1;
    html.append("<section id=\"summary\"><h2>Operations</h2>\n");
    table(html, first, manyRuns);
    if (!folded.isEmpty()) {
      html.append("<details class=\"folded\"><summary>").append(folded.size()).append(" other operations: ")
          .append(escape(String.join(", ", folded.keySet()))).append("</summary>\n");
      table(html, folded, manyRuns);
      html.append("</details>\n");
    }
    html.append("<p class=\"note\">Latencies are response times (arrival to completion) of successful ")
        .append("operations; service time is the store call alone.</p></section>\n");
  }

  private static void table(StringBuilder html, Map<String, List<RunRow>> byOperation, boolean manyRuns) {
    html.append("<table class=\"figures\"><thead><tr><th>operation</th>");
    runColumn(html, manyRuns, "th", "run");
    html.append("<th>count</th><th>failed</th><th>rate (ops/s)</th><th>mean (ms)</th><th>p50 (ms)</th>")
        .append("<th>p95 (ms)</th><th>p99 (ms)</th><th>p99.9 (ms)</th><th>max (ms)</th><th>service p99 (ms)</th>")
        .append("</tr></thead>\n<tbody>\n");
    for (Map.Entry<String, List<RunRow>> entry : byOperation.entrySet()) {
      List<RunRow> rows = entry.getValue();
      for (int i = 0; i < rows.size(); i++) {
        OperationSummary figures = rows.get(i).figures();
        html.append(i == 0 ? "<tr class=\"first\">" : "<tr>");
        if (i == 0) {
          html.append("<th scope=\"rowgroup\" rowspan=\"").append(rows.size()).append("\">")
              .append(escape(entry.getKey())).append("</th>");
        }
        runColumn(html, manyRuns, "td", rows.get(i).run());
        cells(html, Figures.count(figures.count()), Figures.count(figures.failed()),
            Figures.rate(figures.ratePerSecond()), Figures.millis(figures.meanMs()), Figures.millis(figures.p50Ms()),
            Figures.millis(figures.p95Ms()), Figures.millis(figures.p99Ms()), Figures.millis(figures.p999Ms()),
            Figures.millis(figures.maxMs()), Figures.millis(figures.serviceP99Ms()));
      }
    }
    html.append("</tbody></table>\n");
  }

  /** One row per endpoint and run for stores spread over several endpoints; nothing when no run has any. */
  static void endpoints(StringBuilder html, List<RunView> runs) {
    if (runs.stream().allMatch(run -> run.endpoints().isEmpty())) {
      return;
    }
    boolean manyRuns = runs.size() > 1;
    html.append("<section id=\"endpoints\"><h2>Endpoints</h2>\n<table class=\"figures\"><thead><tr><th>endpoint</th>");
    runColumn(html, manyRuns, "th", "run");
    html.append("<th>operations</th><th>failed</th><th>rate (ops/s)</th><th>ADD_LINK p99 (ms)</th>")
        .append("<th>GET_LINKS_LIST p99 (ms)</th><th>transient retries</th><th>conflict retries</th>")
        .append("<th>reconnects</th><th>failovers</th></tr></thead>\n<tbody>\n");
    for (RunView run : runs) {
      for (EndpointSummary endpoint : run.endpoints()) {
        html.append("<tr><th scope=\"row\">").append(escape(endpoint.name())).append("</th>");
        runColumn(html, manyRuns, "td", run.label());
        cells(html, Figures.count(endpoint.operations()), Figures.count(endpoint.failed()),
            Figures.rate(endpoint.ratePerSecond()), Figures.millis(endpoint.addLinkP99Ms()),
            Figures.millis(endpoint.getLinksListP99Ms()), Figures.count(endpoint.transientRetries()),
            Figures.count(endpoint.conflictRetries()), Figures.count(endpoint.reconnects()),
            Figures.count(endpoint.failovers()));
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
      values.put("duration", Figures.duration(run.durationMs()));
      for (MetadataLine line : run.metadata()) {
        values.put(line.name(), line.value());
        names.add(line.name());
      }
      facts.add(values);
    }
    html.append("<section id=\"runs\"><h2>").append(runs.size() > 1 ? "Runs" : "Run")
        .append("</h2>\n<table class=\"runs\"><thead><tr><th></th>");
    for (RunView run : runs) {
      html.append("<th>").append(escape(run.label())).append("</th>");
    }
    html.append("</tr></thead>\n<tbody>\n");
    for (String name : names) {
      boolean differs = runs.size() > 1 && !"start".equals(name) && !"end".equals(name)
          && facts.stream().map(values -> values.get(name)).distinct().count() > 1;
      html.append(differs ? "<tr class=\"differs\">" : "<tr>").append("<th scope=\"row\">").append(escape(name))
          .append("</th>");
      for (Map<String, String> values : facts) {
        html.append("<td>").append(escape(Objects.requireNonNullElse(values.get(name), Figures.NONE))).append("</td>");
      }
      html.append("</tr>\n");
    }
    html.append("</tbody></table>\n");
    if (runs.size() > 1) {
      html.append("<p class=\"note\">Marked rows differ between runs.</p>");
    }
    processes(html, runs, zone);
    html.append("</section>\n");
  }

  /** Per process of a merged run: host, CPUs and heap side by side (they do not add up across hosts). */
  private static void processes(StringBuilder html, List<RunView> runs, ZoneId zone) {
    if (runs.stream().allMatch(run -> run.processes().isEmpty())) {
      return;
    }
    boolean manyRuns = runs.size() > 1;
    html.append("<h3 id=\"processes\">Processes</h3>\n<table class=\"figures processes\"><thead><tr>");
    runColumn(html, manyRuns, "th", "run");
    html.append("<th>host</th><th>pid</th><th>CPUs</th><th>heap (MB)</th><th>workers</th><th>target rate (ops/s)</th>")
        .append("<th>start</th><th>length</th><th>exit status</th><th>end</th></tr></thead>\n<tbody>\n");
    for (RunView run : runs) {
      for (ProcessSummary process : run.processes()) {
        html.append("<tr>");
        runColumn(html, manyRuns, "td", run.label());
        html.append("<th scope=\"row\">").append(escape(process.host())).append("</th>");
        cells(html, String.valueOf(process.pid()), process.cpus() > 0 ? String.valueOf(process.cpus()) : Figures.NONE,
            process.maxHeapBytes() > 0 ? Figures.count(process.maxHeapBytes() / (1024 * 1024)) : Figures.NONE,
            String.valueOf(process.workers()),
            process.targetRatePerSecond() > 0 ? Figures.count(process.targetRatePerSecond()) : Figures.NONE,
            Figures.wallClock(process.startEpochMs(), zone),
            Figures.duration(process.endEpochMs() - process.startEpochMs()),
            process.exitStatus() < 0 ? "unknown" : String.valueOf(process.exitStatus()), process.endReason());
      }
    }
    html.append("</tbody></table>\n<p class=\"note\">Each process had its own JVM, queue and requesters; ")
        .append("the merged figures above add their operations interval by interval.</p>\n");
  }

  /** The run's column, in tables that list several runs: {@code cell} is "th" or "td". */
  private static void runColumn(StringBuilder html, boolean manyRuns, String cell, String text) {
    if (manyRuns) {
      html.append('<').append(cell).append(" class=\"run\">").append(escape(text)).append("</").append(cell)
          .append('>');
    }
  }

  /** A cell per text, then the end of the row. */
  private static void cells(StringBuilder html, String... texts) {
    for (String text : texts) {
      html.append("<td>").append(escape(text)).append("</td>");
    }
    html.append("</tr>\n");
  }

  private record RunRow(String run, OperationSummary figures) {
  }
}
