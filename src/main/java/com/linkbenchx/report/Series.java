package com.linkbenchx.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One line of a chart: points (x, y) with x strictly increasing. A missing y (an interval in which the operation never
 * completed, say) is {@code null} and leaves a gap in the line; non-finite y values are stored as {@code null} too.
 *
 * @param run the {@link RunView#label()} of its run; empty for a series that spans runs (a latency-throughput curve)
 * @param name e.g. "p99" or "offered"; series of different runs with the same name share a colour and differ in dash
 *     pattern
 * @param pointLabels empty, or one short label per point written beside it (e.g. the run of each point of a curve)
 */
public record Series(String run, String name, List<Double> x, List<Double> y, List<String> pointLabels, AxisSide axis) {
  public Series {
    if (x.size() != y.size()) {
      throw new IllegalArgumentException("series '" + name + "': " + x.size() + " x values but " + y.size()
          + " y values");
    }
    pointLabels = List.copyOf(pointLabels);
    if (!pointLabels.isEmpty() && pointLabels.size() != x.size()) {
      throw new IllegalArgumentException("series '" + name + "': " + pointLabels.size() + " point labels for "
          + x.size() + " points");
    }
    x = List.copyOf(x);
    for (int i = 0; i < x.size(); i++) {
      double xi = x.get(i);
      if (!Double.isFinite(xi)) {
        throw new IllegalArgumentException("series '" + name + "': x[" + i + "] is " + xi);
      }
      if (i > 0 && xi <= x.get(i - 1)) {
        throw new IllegalArgumentException(
            "series '" + name + "': x values must increase, but x[" + i + "] = " + xi + " follows " + x.get(i - 1));
      }
    }
    List<Double> finiteY = new ArrayList<>(y.size());
    for (Double value : y) {
      finiteY.add(value == null || !Double.isFinite(value) ? null : value);
    }
    y = Collections.unmodifiableList(finiteY);
  }

  /** A series against the left axis. */
  public static Series of(String run, String name, List<Double> x, List<Double> y) {
    return new Series(run, name, x, y, List.of(), AxisSide.LEFT);
  }

  /** The same points against another axis. */
  public Series on(AxisSide side) {
    return new Series(run, name, x, y, pointLabels, side);
  }

  /** The number of points with a value (what the chart can draw). */
  public int valuedPoints() {
    return (int) y.stream().filter(Objects::nonNull).count();
  }
}
