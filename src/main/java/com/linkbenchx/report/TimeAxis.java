package com.linkbenchx.report;

/** How the x axis of time-series charts is drawn. */
public enum TimeAxis {
  /** Wall-clock time in the report's time zone: one run, or runs that ran at the same time. */
  WALL_CLOCK,
  /** Seconds since the start of each series' own run, so that runs made at different times lie over each other. */
  ELAPSED;

  public static TimeAxis forRunCount(int runs) {
    return runs > 1 ? ELAPSED : WALL_CLOCK;
  }
}
