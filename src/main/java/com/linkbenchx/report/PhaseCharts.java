package com.linkbenchx.report;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.Phase;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.RecordedOps;
import com.linkbenchx.results.output.PhaseHistogramLog;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * One saved phase's time series and totals for the report, read in one pass over its histogram log. A long phase is
 * drawn with at most {@link #MAX_POINTS} points per series by merging adjacent intervals, so a day at one-second
 * intervals still makes a report of a few megabytes.
 */
final class PhaseCharts {
  /** Points per series at most; a report line rarely has more pixels than this. */
  static final int MAX_POINTS = 2000;
  private static final double MICROS_PER_MILLI = 1000.0;
  /** A partial interval shorter than 1/PARTIAL_SHARE of displayfreq is not drawn. */
  private static final long PARTIAL_SHARE = 10;

  /** The latency figures drawn over time, in this order (a request phase adds service p99). */
  static final List<String> LATENCY_FIGURES = List.of("p50", "p99", "p99.9", "max");
  /** Below this many samples in an interval, p99.9 is the maximum: it is left out, not drawn under max. */
  private static final long P999_MIN_SAMPLES = 1000;

  final String run;
  final Phase phase;
  final boolean openLoop;
  final IntervalStats totals = new IntervalStats();
  final SeriesBuilder offered;
  final SeriesBuilder achieved;
  final SeriesBuilder busy;
  final SeriesBuilder queue;
  final SeriesBuilder dropped;
  final SeriesBuilder failed;
  final SeriesBuilder rows;
  final Map<LinkBenchOp, List<SeriesBuilder>> response = new EnumMap<>(LinkBenchOp.class);
  final Map<LinkBenchOp, List<SeriesBuilder>> service = new EnumMap<>(LinkBenchOp.class);
  /** Per headline operation its response p99, for the chart that shows both together. */
  final Map<LinkBenchOp, SeriesBuilder> headlineP99 = new EnumMap<>(LinkBenchOp.class);
  private final IntervalStats group = new IntervalStats();
  private final long intervalNanos;
  private long groupNanos;
  private int groupIntervals;
  private double lastX = Double.NEGATIVE_INFINITY;

  PhaseCharts(String run, Phase phase, boolean openLoop, long intervalNanos) {
    this.run = run;
    this.phase = phase;
    this.openLoop = openLoop;
    this.intervalNanos = intervalNanos;
    offered = new SeriesBuilder(run, "offered");
    achieved = new SeriesBuilder(run, "achieved");
    busy = new SeriesBuilder(run, phase == Phase.LOAD ? "busy loaders" : "busy requesters");
    queue = new SeriesBuilder(run, "queue depth (max)", AxisSide.RIGHT);
    dropped = new SeriesBuilder(run, "dropped");
    failed = new SeriesBuilder(run, "failed", AxisSide.RIGHT);
    rows = new SeriesBuilder(run, "rows/s");
    for (LinkBenchOp op : RecordedOps.of(phase)) {
      response.put(op, builders(op));
      service.put(op, builders(op));
      if (phase == Phase.REQUEST) {
        response.get(op).add(new SeriesBuilder(run, "service p99"));
      }
    }
    for (LinkBenchOp op : RecordedOps.HEADLINE) {
      headlineP99.put(op, new SeriesBuilder(run, op.name() + " p99"));
    }
  }

  private List<SeriesBuilder> builders(LinkBenchOp op) {
    List<SeriesBuilder> figures = new ArrayList<>();
    for (String figure : LATENCY_FIGURES) {
      // Load charts put every bulk operation in one chart, so its name goes into the series name.
      figures.add(new SeriesBuilder(run, phase == Phase.LOAD ? op.name() + " " + figure : figure));
    }
    return figures;
  }

  /** Reads every interval of {@code saved}, labelled {@code run} in the report. */
  static PhaseCharts read(SavedPhase saved, String run) throws IOException {
    Phase phase = saved.metadata().phase();
    boolean openLoop = saved.metadata().workload().targetRatePerSecond() > 0;
    PhaseCharts charts = new PhaseCharts(run, phase, openLoop,
        Math.max(1, saved.metadata().workload().displayFrequencySeconds()) * 1_000_000_000L);
    int intervals = saved.summaryJson().path("totals").path("intervals").asInt(0);
    if (intervals <= 0) {
      intervals = countIntervals(saved);
    }
    int perPoint = Math.max(1, (intervals + MAX_POINTS - 1) / MAX_POINTS);
    try (PhaseHistogramLog.Reader reader = saved.intervals()) {
      for (IntervalSnapshot interval; (interval = reader.next()) != null;) {
        charts.add(interval, perPoint);
      }
    }
    return charts;
  }

  private static int countIntervals(SavedPhase saved) throws IOException {
    int count = 0;
    try (PhaseHistogramLog.Reader reader = saved.intervals()) {
      while (reader.next() != null) {
        count++;
      }
    }
    return count;
  }

  /** Adds one interval; every {@code perPoint} intervals (and the last, partial one) make a point. */
  void add(IntervalSnapshot interval, int perPoint) {
    totals.accumulate(interval.stats());
    group.accumulate(interval.stats());
    groupNanos += interval.lengthNanos();
    groupIntervals++;
    if (groupIntervals >= perPoint || interval.partial()) {
      point(interval.endEpochMillis(), interval.partial());
    }
  }

  /** One point at {@code endEpochMillis} from the intervals gathered since the last one. */
  private void point(long endEpochMillis, boolean partial) {
    // x must increase; two intervals can end within the same millisecond (a short last one).
    boolean first = lastX == Double.NEGATIVE_INFINITY;
    double x = Math.max(endEpochMillis, lastX + 1);
    lastX = x;
    double seconds = groupNanos / 1e9;
    // A last interval under a tenth of displayfreq holds too few events for a rate or a percentile (one sample would
    // draw a spike): it counts in the totals but is drawn only when it is all there is.
    if (partial && groupNanos * PARTIAL_SHARE < intervalNanos && !first) {
      gaps(x);
      return;
    }
    if (groupNanos > 0) {
      if (openLoop) {
        offered.add(x, group.arrivals() / seconds);
      }
      achieved.add(x, group.executed() / seconds);
      busy.add(x, group.counters().busyNanos() / (double) groupNanos);
      rows.add(x, group.rows() / seconds);
    } else {
      offered.addGap(x);
      achieved.addGap(x);
      busy.addGap(x);
      rows.addGap(x);
    }
    // The deepest the queue got in the interval: one that peaked and drained before the tick must not read 0.
    queue.add(x, group.counters().maxQueueDepth());
    dropped.add(x, group.dropped());
    failed.add(x, group.failures());
    for (Map.Entry<LinkBenchOp, List<SeriesBuilder>> entry : response.entrySet()) {
      OperationStats stats = group.operation(entry.getKey());
      Histogram serviceTimes = stats.series(LatencySeries.SERVICE);
      if (phase == Phase.REQUEST) {
        Histogram responseTimes = stats.series(LatencySeries.RESPONSE);
        addFigures(entry.getValue(), x, responseTimes);
        add(entry.getValue().get(LATENCY_FIGURES.size()), x, serviceTimes, serviceTimes.getValueAtPercentile(99));
        SeriesBuilder headline = headlineP99.get(entry.getKey());
        if (headline != null) {
          add(headline, x, responseTimes, responseTimes.getValueAtPercentile(99));
        }
      }
      addFigures(service.get(entry.getKey()), x, serviceTimes);
    }
    restart();
  }

  /** A point with no value in any series, for an interval too short to draw. */
  private void gaps(double x) {
    List.of(offered, achieved, busy, rows, queue, dropped, failed).forEach(series -> series.addGap(x));
    for (LinkBenchOp op : response.keySet()) {
      response.get(op).forEach(figure -> figure.addGap(x));
      service.get(op).forEach(figure -> figure.addGap(x));
    }
    headlineP99.values().forEach(figure -> figure.addGap(x));
    restart();
  }

  private void restart() {
    group.reset();
    groupNanos = 0;
    groupIntervals = 0;
  }

  private static void addFigures(List<SeriesBuilder> figures, double x, Histogram latencies) {
    add(figures.get(0), x, latencies, latencies.getValueAtPercentile(50));
    add(figures.get(1), x, latencies, latencies.getValueAtPercentile(99));
    if (latencies.getTotalCount() >= P999_MIN_SAMPLES) {
      add(figures.get(2), x, latencies, latencies.getValueAtPercentile(99.9));
    } else {
      figures.get(2).addGap(x);
    }
    add(figures.get(3), x, latencies, latencies.getMaxValue());
  }

  /** {@code micros}, a figure of {@code latencies}, in milliseconds; a gap when nothing was recorded. */
  private static void add(SeriesBuilder series, double x, Histogram latencies, long micros) {
    if (latencies.getTotalCount() == 0) {
      series.addGap(x);
    } else {
      series.add(x, micros / MICROS_PER_MILLI);
    }
  }

  /** The operations that completed at least once in the phase, in LinkBench's order. */
  List<LinkBenchOp> operationsThatRan() {
    List<LinkBenchOp> ran = new ArrayList<>();
    for (LinkBenchOp op : RecordedOps.of(phase)) {
      if (totals.operation(op).executedCount() > 0) {
        ran.add(op);
      }
    }
    return ran;
  }
}
