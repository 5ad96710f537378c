package com.linkbenchx.report;

import com.linkbenchx.results.output.HeadlineLatency;
import com.linkbenchx.results.output.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * Report views built from seeded, realistic synthetic runs: a load phase, then a request phase of
 * 10-second intervals with per-operation HdrHistograms (service time log-normal, queue wait growing
 * with utilisation), offered and achieved rates, busy requesters and backlog, drops and errors in
 * the overloaded runs, plus spectra and a latency-throughput curve. Run i aims at 3,000 × (i + 1)
 * ops/s against a store that completes at most 5,000/s, so every run after the first is overloaded.
 */
final class SyntheticReports {
  static final long FIRST_START_MS = 1_795_423_200_000L; // 2026-11-23T08:40:00Z
  static final int LOAD_INTERVALS = 12;
  static final int REQUEST_INTERVALS = 36;
  static final long INTERVAL_MS = 10_000;
  static final String[] OPERATIONS = {"ADD_LINK", "GET_LINKS_LIST", "GET_NODE", "UPDATE_NODE"};
  private static final double[] OPERATION_SHARES = {0.09, 0.51, 0.13, 0.07};
  private static final double[] MEDIAN_SERVICE_MS = {1.8, 0.9, 0.35, 1.2};
  private static final double STORE_CAPACITY = 5_000;
  private static final double MEAN_SERVICE_MS = 1.1;
  private static final int REQUESTERS = 64;
  private static final long QUEUE_CAPACITY = 100_000;

  private SyntheticReports() {
  }

  /** A report of {@code runs} runs (1 to 3), every kind of chart, seeded by {@code seed}. */
  static ReportView report(int runs, long seed) {
    List<RunData> data = new ArrayList<>();
    for (int i = 0; i < runs; i++) {
      String label = String.valueOf((char) ('A' + i));
      data.add(simulate(label, FIRST_START_MS + i * 3_600_000L, 3_000.0 * (i + 1), new SplittableRandom(seed + i)));
    }
    List<ChartSection> sections = new ArrayList<>();
    sections.add(new ChartSection("Throughput and load", List.of(
        Chart.timeSeries("Offered vs achieved throughput", Axis.linear("rate", "ops/s"),
            collect(data, d -> d.throughput)),
        Chart.timeSeries("Busy requesters and queue backlog", Axis.linear("busy", "requesters"),
            Axis.linear("queue backlog", "events"), collect(data, d -> d.busyAndBacklog)),
        Chart.timeSeries("Dropped and failed per interval", Axis.linear("dropped", "events/interval"),
            Axis.linear("failed", "operations/interval"), collect(data, d -> d.droppedAndErrors)))));
    List<Chart> latencyCharts = new ArrayList<>();
    List<Chart> spectra = new ArrayList<>();
    for (int op = 0; op < OPERATIONS.length; op++) {
      int index = op;
      latencyCharts.add(Chart.timeSeries(OPERATIONS[op] + " response time", Axis.log("response time", "ms"),
          collect(data, d -> d.response.get(index))));
      latencyCharts.add(Chart.timeSeries(OPERATIONS[op] + " service time", Axis.log("service time", "ms"),
          collect(data, d -> d.service.get(index))));
      List<Series> spectrum = new ArrayList<>();
      for (RunData run : data) {
        spectrum.add(PercentileSpectrum.of(run.label, "response", run.wholeRun[index], TimeUnit.MICROSECONDS));
      }
      spectra.add(
          Chart.spectrum(OPERATIONS[op] + " response time by percentile", Axis.log("response time", "ms"), spectrum));
    }
    sections.add(new ChartSection("Latency over time", latencyCharts));
    sections.add(new ChartSection("Percentile spectrum", spectra));
    List<LatencyThroughputCurve.Point> curve = new ArrayList<>();
    for (RunData run : data) {
      for (String op : List.of("ADD_LINK", "GET_LINKS_LIST")) {
        double p99Ms = run.verdict.headline().stream().filter(latency -> latency.operation().equals(op)).findFirst()
            .orElseThrow().p99Ms();
        curve.add(new LatencyThroughputCurve.Point(run.label, op, run.achievedRate, p99Ms, Double.NaN));
      }
    }
    sections.add(new ChartSection("Latency vs throughput",
        List.of(LatencyThroughputCurve.chart("p99 response time vs achieved rate", curve))));
    sections.add(new ChartSection("Load phase", List.of(
        Chart.timeSeries("Rows loaded per second", Axis.linear("rows", "rows/s"), collect(data, d -> d.loadRows)),
        Chart.timeSeries("Bulk insert latency", Axis.linear("latency", "ms"), collect(data, d -> d.bulkLatency)))));
    List<RunView> views = data.stream().map(run -> run.view).toList();
    return new ReportView("LinkBenchX synthetic report", "UTC", TimeAxis.forRunCount(runs), views, sections);
  }

  private interface Pick {
    List<Series> of(RunData run);
  }

  private static List<Series> collect(List<RunData> runs, Pick pick) {
    List<Series> all = new ArrayList<>();
    for (RunData run : runs) {
      all.addAll(pick.of(run));
    }
    return all;
  }

  private static final class RunData {
    final String label;
    final List<Series> throughput = new ArrayList<>();
    final List<Series> busyAndBacklog = new ArrayList<>();
    final List<Series> droppedAndErrors = new ArrayList<>();
    final List<List<Series>> response = new ArrayList<>();
    final List<List<Series>> service = new ArrayList<>();
    final List<Series> loadRows = new ArrayList<>();
    final List<Series> bulkLatency = new ArrayList<>();
    final Histogram[] wholeRun = new Histogram[OPERATIONS.length];
    final Histogram[] wholeService = new Histogram[OPERATIONS.length];
    double achievedRate;
    Verdict verdict;
    RunView view;

    RunData(String label) {
      this.label = label;
    }
  }

  private static RunData simulate(String label, long startMs, double targetRate, SplittableRandom random) {
    RunData run = new RunData(label);
    SeriesBuilder rows = new SeriesBuilder(label, "rows/s");
    SeriesBuilder bulkP50 = new SeriesBuilder(label, "p50");
    SeriesBuilder bulkP99 = new SeriesBuilder(label, "p99");
    for (int i = 1; i <= LOAD_INTERVALS; i++) {
      double rate = 180_000 * (1 - 0.25 * i / LOAD_INTERVALS) * (0.95 + 0.1 * random.nextDouble());
      rows.add(startMs + i * INTERVAL_MS, rate);
      double p50 = 22 + 8.0 * i / LOAD_INTERVALS + random.nextDouble();
      bulkP50.add(startMs + i * INTERVAL_MS, p50);
      bulkP99.add(startMs + i * INTERVAL_MS, p50 * (2.2 + 0.3 * random.nextDouble()));
    }
    run.loadRows.add(rows.build());
    run.bulkLatency.add(bulkP50.build());
    run.bulkLatency.add(bulkP99.build());

    long requestStart = startMs + LOAD_INTERVALS * INTERVAL_MS;
    SeriesBuilder offered = new SeriesBuilder(label, "offered");
    SeriesBuilder achieved = new SeriesBuilder(label, "achieved");
    SeriesBuilder busy = new SeriesBuilder(label, "busy requesters");
    SeriesBuilder backlog = new SeriesBuilder(label, "queue backlog", AxisSide.RIGHT);
    SeriesBuilder dropped = new SeriesBuilder(label, "dropped");
    SeriesBuilder errors = new SeriesBuilder(label, "failed", AxisSide.RIGHT);
    String[] metrics = {"p50", "p99", "p99.9", "max"};
    SeriesBuilder[][] response = new SeriesBuilder[OPERATIONS.length][metrics.length];
    SeriesBuilder[][] service = new SeriesBuilder[OPERATIONS.length][metrics.length];
    for (int op = 0; op < OPERATIONS.length; op++) {
      run.wholeRun[op] = new Histogram(3);
      run.wholeService[op] = new Histogram(3);
      for (int m = 0; m < metrics.length; m++) {
        response[op][m] = new SeriesBuilder(label, metrics[m]);
        service[op][m] = new SeriesBuilder(label, metrics[m]);
      }
    }
    long completedTotal = 0;
    long droppedTotal = 0;
    long errorsTotal = 0;
    long[] failedByOp = new long[OPERATIONS.length];
    double queue = 0;
    long maxQueue = 0;
    Random gaussian = new Random(random.nextLong());
    for (int i = 1; i <= REQUEST_INTERVALS; i++) {
      long endMs = requestStart + i * INTERVAL_MS;
      double arrivals = targetRate * 10 * (0.98 + 0.04 * random.nextDouble());
      double capacity = STORE_CAPACITY * 10 * (0.97 + 0.06 * random.nextDouble());
      double completed = Math.min(arrivals + queue, capacity);
      queue = queue + arrivals - completed;
      long droppedNow = 0;
      if (queue > QUEUE_CAPACITY) {
        droppedNow = Math.round(queue - QUEUE_CAPACITY);
        queue = QUEUE_CAPACITY;
      }
      maxQueue = Math.max(maxQueue, Math.round(queue));
      double utilisation = Math.min(0.99, completed / capacity);
      long errorsNow = random.nextDouble() < 0.2 ? 1 + random.nextInt(4) : 0;
      offered.add(endMs, arrivals / 10);
      achieved.add(endMs, completed / 10);
      double littlesL = completed / 10 * MEAN_SERVICE_MS / 1000 / (1 - utilisation);
      busy.add(endMs, queue > 0 ? REQUESTERS * (0.97 + 0.03 * random.nextDouble()) : Math.min(REQUESTERS, littlesL));
      backlog.add(endMs, queue);
      dropped.add(endMs, droppedNow);
      errors.add(endMs, errorsNow);
      completedTotal += Math.round(completed);
      droppedTotal += droppedNow;
      errorsTotal += errorsNow;
      failedByOp[(int) (errorsNow % OPERATIONS.length)] += errorsNow;
      double waitMs = queue > 0 ? queue / STORE_CAPACITY * 1000 : utilisation / (1 - utilisation) * 0.2;
      for (int op = 0; op < OPERATIONS.length; op++) {
        Histogram responseNow = new Histogram(3);
        Histogram serviceNow = new Histogram(3);
        int samples = (int) Math.max(50, Math.min(4_000, completed * OPERATION_SHARES[op] / 10));
        for (int s = 0; s < samples; s++) {
          double serviceMs = MEDIAN_SERVICE_MS[op] * Math.exp(0.55 * gaussian.nextGaussian());
          if (random.nextDouble() < 0.002) {
            serviceMs *= 15; // the occasional stall (checkpoint, lock wait)
          }
          double responseMs = serviceMs + waitMs * -Math.log(1 - random.nextDouble());
          serviceNow.recordValue(Math.max(1, Math.round(serviceMs * 1000)));
          responseNow.recordValue(Math.max(1, Math.round(responseMs * 1000)));
        }
        addPercentiles(response[op], endMs, responseNow);
        addPercentiles(service[op], endMs, serviceNow);
        run.wholeRun[op].add(responseNow);
        run.wholeService[op].add(serviceNow);
      }
    }
    run.throughput.add(offered.build());
    run.throughput.add(achieved.build());
    run.busyAndBacklog.add(busy.build());
    run.busyAndBacklog.add(backlog.build());
    run.droppedAndErrors.add(dropped.build());
    run.droppedAndErrors.add(errors.build());
    for (int op = 0; op < OPERATIONS.length; op++) {
      run.response.add(build(response[op]));
      run.service.add(build(service[op]));
    }
    double seconds = REQUEST_INTERVALS * INTERVAL_MS / 1000.0;
    run.achievedRate = completedTotal / seconds;
    List<OperationSummary> summaries = new ArrayList<>();
    List<HeadlineLatency> headline = new ArrayList<>();
    double shareSum = 0;
    for (double share : OPERATION_SHARES) {
      shareSum += share;
    }
    for (int op = 0; op < OPERATIONS.length; op++) {
      Histogram whole = run.wholeRun[op];
      long count = Math.round(completedTotal * OPERATION_SHARES[op] / shareSum);
      summaries.add(new OperationSummary(OPERATIONS[op], count, failedByOp[op], count / seconds, whole.getMean() / 1000,
          ms(whole, 50), ms(whole, 95), ms(whole, 99), ms(whole, 99.9), whole.getMaxValue() / 1000.0,
          ms(run.wholeService[op], 99)));
      if (op < 2) {
        headline.add(new HeadlineLatency(OPERATIONS[op], ms(whole, 99), Double.NaN, Double.NaN));
      }
    }
    run.verdict = new Verdict(targetRate, run.achievedRate, droppedTotal, Math.round(queue), maxQueue, QUEUE_CAPACITY,
        errorsTotal, headline, null);
    List<MetadataLine> metadata = List.of(
        new MetadataLine("tool version", "LinkBenchX 1.0.0-SNAPSHOT"),
        new MetadataLine("store", "com.linkbenchx.store.mysql.MySqlStore"),
        new MetadataLine("server", "MariaDB 10.11.6"),
        new MetadataLine("mode", "open loop"),
        new MetadataLine("target rate", String.format("%,.0f ops/s", targetRate)),
        new MetadataLine("requesters", String.valueOf(REQUESTERS)),
        new MetadataLine("maxid1", "10000001"),
        new MetadataLine("password", "********"),
        new MetadataLine("host", "bench-01"));
    run.view =
        new RunView(label, startMs, requestStart + REQUEST_INTERVALS * INTERVAL_MS, -1, metadata, run.verdict, null,
            summaries, List.of(), List.of());
    return run;
  }

  private static double ms(Histogram histogram, double percentile) {
    return histogram.getValueAtPercentile(percentile) / 1000.0;
  }

  private static void addPercentiles(SeriesBuilder[] metrics, long endMs, Histogram interval) {
    metrics[0].add(endMs, interval.getValueAtPercentile(50) / 1000.0);
    metrics[1].add(endMs, interval.getValueAtPercentile(99) / 1000.0);
    metrics[2].add(endMs, interval.getValueAtPercentile(99.9) / 1000.0);
    metrics[3].add(endMs, interval.getMaxValue() / 1000.0);
  }

  private static List<Series> build(SeriesBuilder[] builders) {
    List<Series> series = new ArrayList<>();
    for (SeriesBuilder builder : builders) {
      series.add(builder.build());
    }
    return series;
  }
}
