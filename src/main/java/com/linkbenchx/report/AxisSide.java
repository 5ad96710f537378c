package com.linkbenchx.report;

/** Which y axis a series is drawn against. */
public enum AxisSide {
  LEFT,
  /** The chart's right axis, for a second quantity of another size (e.g. queue backlog beside busy requesters). */
  RIGHT
}
