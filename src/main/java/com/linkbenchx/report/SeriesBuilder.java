package com.linkbenchx.report;

import java.util.ArrayList;
import java.util.List;

/** Collects one series point by point, e.g. while walking a run's intervals in time order. Not thread-safe. */
public final class SeriesBuilder {
  private final String run;
  private final String name;
  private final AxisSide axis;
  private final List<Double> x = new ArrayList<>();
  private final List<Double> y = new ArrayList<>();

  public SeriesBuilder(String run, String name) {
    this(run, name, AxisSide.LEFT);
  }

  public SeriesBuilder(String run, String name, AxisSide axis) {
    this.run = run;
    this.name = name;
    this.axis = axis;
  }

  /** Adds a point; x must be above the previous point's. */
  public void add(double xValue, double yValue) {
    x.add(xValue);
    y.add(yValue);
  }

  /** Adds an x with no value (a gap in the line). */
  public void addGap(double xValue) {
    x.add(xValue);
    y.add(null);
  }

  public Series build() {
    return new Series(run, name, x, y, List.of(), axis);
  }
}
