package com.linkbenchx.results;

import java.util.concurrent.TimeUnit;

/**
 * When the supervising thread closes an interval (every {@code displayfreq}) and when it only
 * collects the recordings. nanoTime values are compared by difference only, so they may wrap.
 */
public final class ReportSchedule {
  private final IntervalReporter reporter;
  private final long displayNanos;
  private long nextReport;
  private long nextCollect;

  public ReportSchedule(IntervalReporter reporter, long displayFrequencySeconds, long originNanos) {
    this.reporter = reporter;
    // Capped far below overflow of the sums below.
    this.displayNanos = TimeUnit.SECONDS.toNanos(Math.min(displayFrequencySeconds, 1_000_000_000L));
    this.nextReport = originNanos + displayNanos;
    this.nextCollect = originNanos + IntervalReporter.MAX_COLLECT_NANOS;
  }

  /**
   * Closes an interval, or collects, if one is due at {@code now}; returns the nanoseconds until
   * the next is due (always positive).
   */
  public long runDue(long now) {
    if (now - nextReport >= 0) {
      reporter.reportInterval(now, false);
      while (nextReport - now <= 0) {
        nextReport += displayNanos;
      }
      nextCollect = now + IntervalReporter.MAX_COLLECT_NANOS;
    } else if (now - nextCollect >= 0) {
      reporter.collect();
      nextCollect = now + IntervalReporter.MAX_COLLECT_NANOS;
    }
    return Math.max(1, Math.min(nextReport - now, nextCollect - now));
  }
}
