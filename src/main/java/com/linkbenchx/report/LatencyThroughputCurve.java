package com.linkbenchx.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The latency-throughput curve of a rate sweep: for each headline operation, its p99 response
 * time against the achieved rate, one point per run, each point labelled with its run.
 */
public final class LatencyThroughputCurve {
  private LatencyThroughputCurve() {
  }

  /**
   * One run's figures for one operation.
   *
   * @param run the run's label
   * @param operation the operation, e.g. "ADD_LINK"
   * @param achievedRate the run's achieved rate (all operations, ops/s)
   * @param p99Ms the operation's p99 response time in the run, ms (NaN: none completed)
   */
  public record Point(String run, String operation, double achievedRate, double p99Ms) {
    public Point {
      Objects.requireNonNull(run, "run");
      Objects.requireNonNull(operation, "operation");
    }
  }

  /** One series per operation (in first-seen order), its points in order of achieved rate. */
  public static Chart chart(String title, List<Point> points) {
    Map<String, List<Point>> byOperation = new LinkedHashMap<>();
    for (Point point : points) {
      byOperation.computeIfAbsent(point.operation(), operation -> new ArrayList<>()).add(point);
    }
    List<Series> series = new ArrayList<>();
    for (Map.Entry<String, List<Point>> entry : byOperation.entrySet()) {
      List<Point> sorted = new ArrayList<>(entry.getValue());
      sorted.sort(Comparator.comparingDouble(Point::achievedRate));
      List<Double> x = new ArrayList<>();
      List<Double> y = new ArrayList<>();
      List<String> labels = new ArrayList<>();
      for (Point point : sorted) {
        x.add(point.achievedRate());
        y.add(point.p99Ms());
        labels.add(point.run());
      }
      series.add(new Series("", entry.getKey() + " p99", x, y, labels, AxisSide.LEFT));
    }
    return Chart.xy(title, Axis.linear("achieved rate", "ops/s"), Axis.linear("p99 response time", "ms"), series);
  }
}
