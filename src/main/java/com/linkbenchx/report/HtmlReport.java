package com.linkbenchx.report;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.Phase;
import com.linkbenchx.results.EndpointStats;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ProcessOutcome;
import com.linkbenchx.results.RecordedOps;
import com.linkbenchx.results.ResultsExporter;
import com.linkbenchx.results.SourceProcess;
import com.linkbenchx.results.StoreInfo;
import com.linkbenchx.results.WorkloadInfo;
import com.linkbenchx.results.output.HeadlineLatency;
import com.linkbenchx.results.output.LoadVerdict;
import com.linkbenchx.results.output.ResultsFolder;
import com.linkbenchx.results.output.SavedResultsException;
import com.linkbenchx.results.output.Verdict;
import java.io.IOException;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;

/**
 * report.html from saved results: one phase, or several overlaid (two servers, before and after a setting, the steps of
 * a rate sweep). Each run's verdict, summary table and metadata, its charts over time, a percentile spectrum per
 * operation, and, when request runs aimed at different rates, the latency-throughput curve of the headline operations.
 */
public final class HtmlReport {
  private static final double MICROS_PER_MILLI = 1000.0;
  private static final Axis LATENCY = Axis.log("latency", "ms");

  private HtmlReport() {
  }

  /** Renders {@code phases} into {@code file}. */
  public static void write(List<SavedPhase> phases, Path file) throws IOException {
    new ReportRenderer().write(of(phases), file);
  }

  /** Draws a results folder's report.html once the exit status is known, as {@code linkbench report} would. */
  public static ResultsExporter exporter(Path folder) {
    return new ResultsExporter() {
      private boolean ended;

      @Override
      public void end(PhaseSummary summary) {
        ended = true;
      }

      @Override
      public void finish(ProcessOutcome outcome) throws IOException {
        if (ended) {
          try {
            write(List.of(SavedPhase.read(folder)), folder.resolve(ResultsFolder.REPORT));
          } catch (SavedResultsException e) {
            throw new IOException(e.getMessage(), e);
          }
        }
      }

      @Override
      public String describe() {
        return "report " + folder.resolve(ResultsFolder.REPORT);
      }
    };
  }

  /** The report's view of {@code phases}, in the order given. */
  public static ReportView of(List<SavedPhase> phases) throws IOException {
    if (phases.isEmpty()) {
      throw new IllegalArgumentException("a report needs at least one results folder");
    }
    List<String> labels = labels(phases);
    List<PhaseCharts> charts = new ArrayList<>();
    List<RunView> runs = new ArrayList<>();
    for (int i = 0; i < phases.size(); i++) {
      PhaseCharts phase = PhaseCharts.read(phases.get(i), labels.get(i));
      charts.add(phase);
      runs.add(runView(phases.get(i), phase));
    }
    List<ChartSection> sections = new ArrayList<>();
    List<PhaseCharts> requests = charts.stream().filter(phase -> phase.phase == Phase.REQUEST).toList();
    List<PhaseCharts> loads = charts.stream().filter(phase -> phase.phase == Phase.LOAD).toList();
    if (!requests.isEmpty()) {
      requestSections(requests, runs, sections);
    }
    if (!loads.isEmpty()) {
      sections.add(loadSection(loads));
    }
    String title = "LinkBenchX report: " + (phases.size() == 1 ? describe(phases.get(0).metadata())
        : phases.size() + " runs compared");
    return new ReportView(title, ZoneId.systemDefault().getId(), TimeAxis.forRunCount(phases.size()), runs, sections);
  }

  private static String describe(PhaseMetadata metadata) {
    return metadata.phase().label() + " phase on " + metadata.store().description();
  }

  /** Legend labels: the phase for one run; the target rates of a sweep; otherwise each folder's name. */
  static List<String> labels(List<SavedPhase> phases) {
    if (phases.size() == 1) {
      return List.of(phases.get(0).metadata().phase().label());
    }
    List<String> byRate = new ArrayList<>();
    for (SavedPhase phase : phases) {
      WorkloadInfo workload = phase.metadata().workload();
      byRate.add(workload.targetRatePerSecond() > 0 ? workload.targetRatePerSecond() + "/s" : "");
    }
    if (!byRate.contains("") && new HashSet<>(byRate).size() == byRate.size()) {
      return byRate;
    }
    List<String> labels = new ArrayList<>();
    Set<String> taken = new HashSet<>();
    for (SavedPhase phase : phases) {
      Path name = phase.folder().toAbsolutePath().normalize().getFileName();
      String base = name == null ? phase.metadata().phase().label() : name.toString();
      String label = base;
      for (int n = 2; !taken.add(label); n++) {
        label = base + " (" + n + ")";
      }
      labels.add(label);
    }
    return labels;
  }

  private static RunView runView(SavedPhase saved, PhaseCharts charts) {
    PhaseMetadata metadata = saved.metadata();
    var run = saved.summaryJson().path("run");
    var totals = saved.summaryJson().path("totals");
    long start = run.path("start_epoch_ms").asLong();
    long end = Math.max(start, run.path("end_epoch_ms").asLong());
    long lengthMs = totals.has("length_s") ? Math.round(totals.path("length_s").asDouble() * 1000) : -1;
    double measuredSeconds = totals.path("measured_s").asDouble();
    double rate = totals.path("rate_per_s").asDouble();
    String endedEarly = run.path("ended_early").asBoolean(false) ? run.path("end_reason").asText() : null;
    List<OperationSummary> rows = headlineFirst(charts.operationsThatRan()).stream()
        .map(op -> summaryRow(op, charts.totals.operation(op), charts.phase, measuredSeconds)).toList();
    boolean request = charts.phase == Phase.REQUEST;
    Verdict verdict = request ? Verdict.of(metadata.workload(), charts.totals, rate, endedEarly) : null;
    var progress = totals.path("progress");
    LoadVerdict load = request ? null : new LoadVerdict(charts.totals.rows(), totals.path("rows_per_s").asDouble(),
        Math.max(0, lengthMs), progress.path("done").asLong(), progress.path("total").asLong(),
        charts.totals.failures(), endedEarly);
    List<SourceProcess> sources = saved.sources();
    List<ProcessSummary> processes = sources.size() < 2 ? List.of() : sources.stream()
        .map(source -> new ProcessSummary(source.host(), source.pid(), source.cpus(), source.maxHeapBytes(),
            source.workers(), source.targetRatePerSecond(), source.startEpochMillis(), source.endEpochMillis(),
            source.exitStatus(), source.endReason()))
        .toList();
    return new RunView(charts.run, start, end, lengthMs, metadataLines(saved, processes.size()), verdict, load, rows,
        endpointRows(charts.totals, metadata.store().endpoints(), measuredSeconds), processes);
  }

  /** The headline operations first (the ones a reader looks for), the others in LinkBench's order. */
  static List<LinkBenchOp> headlineFirst(List<LinkBenchOp> ops) {
    return Stream.concat(RecordedOps.HEADLINE.stream().filter(ops::contains),
        ops.stream().filter(op -> !RecordedOps.HEADLINE.contains(op))).toList();
  }

  /** One row per endpoint of a store spread over several; none for a store with one. */
  private static List<EndpointSummary> endpointRows(IntervalStats totals, List<String> names, double measuredSeconds) {
    List<EndpointSummary> rows = new ArrayList<>();
    for (int i = 0; i < totals.endpoints().size(); i++) {
      EndpointStats endpoint = totals.endpoints().get(i);
      rows.add(new EndpointSummary(i < names.size() ? names.get(i) : "endpoint " + i, endpoint.executed(),
          endpoint.failures(), measuredSeconds > 0 ? endpoint.executed() / measuredSeconds : Double.NaN,
          endpointP99(endpoint, LinkBenchOp.ADD_LINK), endpointP99(endpoint, LinkBenchOp.GET_LINKS_LIST),
          endpoint.retries().transientRetries(), endpoint.retries().conflictRetries(), endpoint.retries().reconnects(),
          endpoint.retries().failovers()));
    }
    return rows;
  }

  private static double endpointP99(EndpointStats endpoint, LinkBenchOp op) {
    Histogram response = endpoint.seriesOrNull(op, LatencySeries.RESPONSE);
    return response == null ? Double.NaN : millis(response, 99);
  }

  private static OperationSummary summaryRow(LinkBenchOp op, OperationStats stats, Phase phase,
      double measuredSeconds) {
    // The load phase times store calls only; the request phase's headline is the response time.
    Histogram latency = stats.series(phase == Phase.LOAD ? LatencySeries.SERVICE : LatencySeries.RESPONSE);
    Histogram service = stats.series(LatencySeries.SERVICE);
    long count = stats.successCount();
    return new OperationSummary(op.name(), count, stats.failureCount(),
        measuredSeconds > 0 ? count / measuredSeconds : Double.NaN, inMillis(latency, latency.getMean()),
        millis(latency, 50), millis(latency, 95), millis(latency, 99), millis(latency, 99.9),
        inMillis(latency, latency.getMaxValue()), millis(service, 99));
  }

  private static List<MetadataLine> metadataLines(SavedPhase saved, int processes) {
    PhaseMetadata metadata = saved.metadata();
    WorkloadInfo workload = metadata.workload();
    StoreInfo store = metadata.store();
    List<MetadataLine> lines = new ArrayList<>();
    lines.add(new MetadataLine("phase", metadata.phase().label()));
    lines.add(new MetadataLine("store", store.description()));
    lines.add(new MetadataLine("store class", store.linkStoreClass()));
    lines.add(new MetadataLine("server", store.serverProduct() + " " + store.serverVersion()));
    if (metadata.phase() == Phase.REQUEST) {
      lines.add(new MetadataLine("mode", workload.mode().replace('_', ' ')));
      lines.add(new MetadataLine("target rate", workload.targetRatePerSecond() > 0
          ? String.format(Locale.ROOT, "%,d ops/s", workload.targetRatePerSecond()) : "none (closed loop)"));
      lines.add(new MetadataLine("requesters", String.valueOf(workload.requesters())));
      lines.add(new MetadataLine("maxtime", workload.maxTimeSeconds() + " s"));
      lines.add(new MetadataLine("warmup", workload.warmupSeconds() + " s"));
      lines.add(new MetadataLine("latency headline", workload.headline().label()));
    } else {
      lines.add(new MetadataLine("loaders", String.valueOf(workload.loaders())));
    }
    lines.add(new MetadataLine("ids", "[" + workload.startId1() + ", " + workload.maxId1() + ")"));
    lines.add(new MetadataLine("interval", workload.displayFrequencySeconds() + " s"));
    lines.add(new MetadataLine("end", saved.summaryJson().path("run").path("end_reason").asText()));
    lines.add(new MetadataLine("exit status", String.valueOf(saved.exitStatus())));
    lines.add(new MetadataLine("tool version", metadata.run().toolVersion()));
    if (processes > 1) {
      // Processes on one host share its CPUs; CPUs and heaps are listed per process, not added.
      lines.add(new MetadataLine("hosts", metadata.run().host()));
      lines.add(new MetadataLine("processes", processes + " (CPUs and heap per process below)"));
    } else {
      lines.add(new MetadataLine("host", metadata.run().host()));
      lines.add(new MetadataLine("JVM", metadata.run().jvm() + ", " + metadata.run().cpus() + " CPUs, heap "
          + metadata.run().maxHeapBytes() / (1024 * 1024) + " MB"));
    }
    lines.add(new MetadataLine("command line", String.join(" ", metadata.run().commandLine())));
    lines.add(new MetadataLine("folder", saved.folder().toString()));
    return lines;
  }

  private static void requestSections(List<PhaseCharts> requests, List<RunView> runs, List<ChartSection> sections) {
    boolean anyOpenLoop = requests.stream().anyMatch(phase -> phase.openLoop);
    List<Series> throughput = new ArrayList<>();
    List<Series> busy = new ArrayList<>();
    List<Series> dropped = new ArrayList<>();
    for (PhaseCharts phase : requests) {
      // Achieved first, offered over it (dashed): where they agree, both stay visible.
      throughput.add(phase.achieved.build());
      busy.add(phase.busy.build());
      if (phase.openLoop) {
        throughput.add(phase.offered.build());
        busy.add(phase.queue.build());
      }
      dropped.add(phase.dropped.build());
      dropped.add(phase.failed.build());
    }
    Placed load = new Placed();
    load.add(Chart.timeSeries(anyOpenLoop ? "Offered vs achieved throughput" : "Achieved throughput",
        Axis.linear("rate", "ops/s"), throughput));
    load.add(anyOpenLoop
        ? Chart.timeSeries("Busy requesters and queue depth (interval maximum)", Axis.linear("busy", "requesters"),
            Axis.linear("queue depth", "events"), busy)
        : Chart.timeSeries("Busy requesters", Axis.linear("busy", "requesters"), busy));
    load.add(Chart.timeSeries("Dropped and failed per interval", Axis.linear("dropped", "events/interval"),
        Axis.linear("failed", "operations/interval"), dropped));
    sections.add(load.section("Throughput and load", ""));

    Set<LinkBenchOp> ran = new LinkedHashSet<>();
    requests.forEach(phase -> ran.addAll(headlineFirst(phase.operationsThatRan())));
    List<LinkBenchOp> ordered = headlineFirst(new ArrayList<>(ran));
    List<LinkBenchOp> headlineRan = RecordedOps.HEADLINE.stream().filter(ordered::contains).toList();
    List<Series> headlineP99 = new ArrayList<>();
    for (PhaseCharts phase : requests) {
      headlineRan.forEach(op -> headlineP99.add(phase.headlineP99.get(op).build()));
    }
    Placed overTime = new Placed();
    overTime.add(Chart.timeSeries("p99 response time: " + String.join(" and ",
        headlineRan.stream().map(LinkBenchOp::name).toList()), LATENCY, headlineP99));
    Placed spectra = new Placed();
    for (LinkBenchOp op : ordered) {
      overTime.add(Chart.timeSeries(op.name() + " response and service time", LATENCY,
          requests.stream().flatMap(phase -> phase.response.get(op).stream()).map(SeriesBuilder::build).toList()),
          true);
      List<Series> spectrum = new ArrayList<>();
      for (PhaseCharts phase : requests) {
        OperationStats stats = phase.totals.operation(op);
        for (LatencySeries metric : List.of(LatencySeries.RESPONSE, LatencySeries.SERVICE)) {
          Histogram whole = stats.series(metric);
          if (whole.getTotalCount() > 0) {
            spectrum.add(PercentileSpectrum.of(phase.run, metric == LatencySeries.RESPONSE ? "response" : "service",
                whole, TimeUnit.MICROSECONDS));
          }
        }
      }
      spectra.add(Chart.spectrum(op.name() + " response and service time by percentile", LATENCY, spectrum),
          !RecordedOps.HEADLINE.contains(op));
    }
    sections.add(overTime.section("Latency over time", "Each operation: response time p50, p99, p99.9 and max, "
        + "service time p99"));
    sections.add(spectra.section("Percentile spectrum", "The other operations"));

    List<LatencyThroughputCurve.Point> curve = new ArrayList<>();
    Set<Long> rates = new HashSet<>();
    for (PhaseCharts phase : requests) {
      RunView run = runs.stream().filter(view -> view.label().equals(phase.run)).findFirst().orElseThrow();
      rates.add(Math.round(run.verdict().targetRate() == null ? -1 : run.verdict().targetRate()));
      for (HeadlineLatency headline : run.verdict().headline()) {
        curve.add(new LatencyThroughputCurve.Point(phase.run, headline.operation(), run.verdict().achievedRate(),
            headline.p99Ms(), headline.serviceP99Ms()));
      }
    }
    if (requests.size() > 1 && rates.size() > 1) {
      List<String> ties = LatencyThroughputCurve.ties(curve);
      sections.add(ties.isEmpty()
          ? new ChartSection("Latency vs throughput",
              List.of(LatencyThroughputCurve.chart("p99 response and service time vs achieved rate", curve)))
          : new ChartSection("Latency vs throughput", List.of(),
              List.of("No curve through runs of the same achieved rate: " + String.join("; ", ties) + "."), List.of(),
              ""));
    }
  }

  private static ChartSection loadSection(List<PhaseCharts> loads) {
    List<Series> rows = new ArrayList<>();
    List<Series> latency = new ArrayList<>();
    for (PhaseCharts phase : loads) {
      rows.add(phase.rows.build());
      for (LinkBenchOp op : phase.operationsThatRan()) {
        List<SeriesBuilder> figures = phase.service.get(op);
        latency.add(figures.get(0).build());
        latency.add(figures.get(1).build());
      }
    }
    Placed placed = new Placed();
    placed.add(Chart.timeSeries("Rows loaded per second", Axis.linear("rows", "rows/s"), rows));
    placed.add(Chart.timeSeries("Bulk operation latency (store call, p50 and p99)", LATENCY, latency));
    return placed.section("Load phase", "");
  }

  /**
   * Charts placed in a section: an all-zero line is left out, with a note saying so (a chart left with none becomes
   * the note); a chart with no line of two points or more (a phase of one interval) becomes a note too.
   */
  private static final class Placed {
    private final List<Chart> open = new ArrayList<>();
    private final List<Chart> folded = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    void add(Chart chart) {
      add(chart, false);
    }

    void add(Chart chart, boolean fold) {
      List<Series> kept = new ArrayList<>();
      List<String> zeros = new ArrayList<>();
      for (Series series : chart.series()) {
        if (series.valuedPoints() == 0) {
          continue;
        }
        if (chart.kind() == ChartKind.TIME_SERIES && series.y().stream().allMatch(y -> y == null || y == 0)) {
          zeros.add(series.run().isEmpty() || onlyRun(chart) ? series.name()
              : series.name() + " (" + series.run() + ")");
        } else {
          kept.add(series);
        }
      }
      if (kept.isEmpty()) {
        notes.add(chart.title() + (zeros.isEmpty() ? ": nothing to draw." : ": 0 in every interval."));
        return;
      }
      if (chart.kind() == ChartKind.TIME_SERIES && kept.stream().allMatch(series -> series.valuedPoints() < 2)) {
        notes.add(chart.title() + ": the phase held one interval, so there is no line to draw; its figures are in"
            + " the tables above.");
        return;
      }
      if (!zeros.isEmpty()) {
        notes.add(chart.title() + ": " + String.join(", ", zeros) + " 0 in every interval (not drawn).");
      }
      (fold ? folded : open).add(rebuilt(chart, kept));
    }

    private static boolean onlyRun(Chart chart) {
      return chart.series().stream().map(Series::run).distinct().count() == 1;
    }

    /** The chart with {@code kept} only; an axis left without a line goes (the right one moves left). */
    private static Chart rebuilt(Chart chart, List<Series> kept) {
      if (kept.size() == chart.series().size()) {
        return chart;
      }
      boolean left = kept.stream().anyMatch(series -> series.axis() == AxisSide.LEFT);
      boolean right = kept.stream().anyMatch(series -> series.axis() == AxisSide.RIGHT);
      if (!left) {
        return new Chart(chart.kind(), chart.title(), chart.xAxis(), chart.rightAxis(), null,
            kept.stream().map(series -> series.on(AxisSide.LEFT)).toList());
      }
      return new Chart(chart.kind(), chart.title(), chart.xAxis(), chart.yAxis(), right ? chart.rightAxis() : null,
          kept);
    }

    ChartSection section(String heading, String foldedSummary) {
      return new ChartSection(heading, open, notes, folded, folded.isEmpty() ? "" : foldedSummary
          + " (" + folded.size() + " charts)");
    }
  }

  private static double millis(Histogram micros, double percentile) {
    return inMillis(micros, micros.getValueAtPercentile(percentile));
  }

  /** {@code value}, a figure of {@code micros}, in milliseconds; NaN when it is empty. */
  private static double inMillis(Histogram micros, double value) {
    return micros.getTotalCount() == 0 ? Double.NaN : value / MICROS_PER_MILLI;
  }
}
