package com.linkbenchx.report;

/**
 * One axis of a chart: what it shows, in which unit, and on which scale. The page labels it "label (unit)".
 *
 * @param label what the values are, e.g. "response time"
 * @param unit the unit of every value on the axis, e.g. "ms", "ops/s", "requesters"
 * @param scale linear or logarithmic (base 10); a logarithmic axis leaves out values that are not above zero
 */
public record Axis(String label, String unit, AxisScale scale) {
  public static Axis linear(String label, String unit) {
    return new Axis(label, unit, AxisScale.LINEAR);
  }

  public static Axis log(String label, String unit) {
    return new Axis(label, unit, AxisScale.LOG);
  }

  /** The axis title as drawn. */
  public String title() {
    return unit.isEmpty() ? label : label + " (" + unit + ")";
  }
}
