package com.linkbenchx.report;

/**
 * One axis of a chart, titled "label (unit)", e.g. "response time (ms)". A logarithmic axis leaves out values that are
 * not above zero.
 */
public record Axis(String label, String unit, AxisScale scale) {
  public static Axis linear(String label, String unit) {
    return new Axis(label, unit, AxisScale.LINEAR);
  }

  public static Axis log(String label, String unit) {
    return new Axis(label, unit, AxisScale.LOG);
  }

  public String title() {
    return unit.isEmpty() ? label : label + " (" + unit + ")";
  }
}
