package com.linkbenchx.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The latency-throughput curve of a rate sweep: for each headline operation, its p99 response time and its p99 service
 * time (the store call alone) against the achieved rate, one point per run, each response point labelled with its run.
 * The latency axis is logarithmic: a sweep's p99 runs from milliseconds to seconds once the store saturates, and a
 * linear axis puts the low points on zero. Where response leaves service behind, requests waited in the queue.
 */
public final class LatencyThroughputCurve {
  private LatencyThroughputCurve() {
  }

  /**
   * One run's figures for one operation: the run's achieved rate (all operations, ops/s), the operation's p99 response
   * time (NaN: none completed) and service time (NaN: not known).
   */
  public record Point(String run, String operation, double achievedRate, double p99Ms, double serviceP99Ms) {
  }

  /**
   * Achieved rates that several runs share, each as "A, B all achieved 1000.0 ops/s": a curve has one point per rate
   * ({@link #chart} needs them distinct), so runs that tie (copies of one run, runs that completed nothing) have none.
   */
  public static List<String> ties(List<Point> points) {
    Map<Double, Set<String>> runsByRate = new TreeMap<>();
    points.forEach(point -> runsByRate.computeIfAbsent(point.achievedRate(), rate -> new LinkedHashSet<>())
        .add(point.run()));
    return runsByRate.entrySet().stream().filter(entry -> entry.getValue().size() > 1)
        .map(entry -> String.join(", ", entry.getValue()) + " all achieved "
            + String.format(Locale.ROOT, "%.1f", entry.getKey()) + " ops/s")
        .toList();
  }

  /** One series per operation (in first-seen order), its points in order of achieved rate. */
  public static Chart chart(String title, List<Point> points) {
    Map<String, List<Point>> byOperation =
        points.stream().collect(Collectors.groupingBy(Point::operation, LinkedHashMap::new, Collectors.toList()));
    List<Series> series = new ArrayList<>();
    for (Map.Entry<String, List<Point>> entry : byOperation.entrySet()) {
      List<Point> sorted = entry.getValue().stream().sorted(Comparator.comparingDouble(Point::achievedRate)).toList();
      List<Double> x = sorted.stream().map(Point::achievedRate).toList();
      List<Double> service = sorted.stream().map(Point::serviceP99Ms).toList();
      series.add(new Series("", entry.getKey() + " response p99", x, sorted.stream().map(Point::p99Ms).toList(),
          sorted.stream().map(Point::run).toList(), AxisSide.LEFT));
      if (service.stream().anyMatch(Double::isFinite)) {
        series.add(new Series("", entry.getKey() + " service p99", x, service, List.of(), AxisSide.LEFT));
      }
    }
    return Chart.xy(title, Axis.linear("achieved rate", "ops/s"), Axis.log("p99 latency", "ms"), series);
  }
}
