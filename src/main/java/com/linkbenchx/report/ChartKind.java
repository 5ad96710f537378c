package com.linkbenchx.report;

/** What the x values of a chart's series mean. */
public enum ChartKind {
  /** x is a wall-clock time, epoch milliseconds (the end of each interval, say). */
  TIME_SERIES,
  /** x is 1/(1-q) for quantile q (10 = 90%, 100 = 99%), on a log axis labelled in percentiles, as HdrHistogram's. */
  PERCENTILE_SPECTRUM,
  /** x is a plain number described by the chart's x axis (e.g. the achieved rate of a run). */
  XY
}
