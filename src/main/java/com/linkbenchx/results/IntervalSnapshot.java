package com.linkbenchx.results;

/**
 * One closed interval, as the exporters see it. {@code stats} is reused once the exporters return:
 * an exporter that keeps anything must copy it.
 *
 * @param lengthNanos exact length on the monotonic clock
 * @param endOffsetNanos end, counted from the start of the phase
 * @param partial the phase ended before the interval's scheduled end (the last interval)
 */
public record IntervalSnapshot(int index, long startEpochMillis, long endEpochMillis, long lengthNanos,
    long endOffsetNanos, boolean partial, IntervalStats stats) {

  /** Time-average number of busy workers (Little's L): their busy time over the interval's length. */
  public double busyMean() {
    return lengthNanos <= 0 ? 0 : (double) stats.counters().busyNanos() / lengthNanos;
  }

  public double seconds() {
    return lengthNanos / 1e9;
  }

  /** {@code count} per second of this interval; 0 for a zero-length interval. */
  public double perSecond(long count) {
    return lengthNanos <= 0 ? 0 : count * 1e9 / lengthNanos;
  }
}
