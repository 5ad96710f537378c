package com.linkbenchx.report;

/** How values are spread along an axis. */
public enum AxisScale {
  LINEAR,
  /** Base-10 logarithmic: for values spanning decades (latency tails). */
  LOG
}
