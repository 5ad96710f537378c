package com.linkbenchx.request;

import java.util.Random;

/**
 * Arrival times of a Poisson process at a fixed total rate, as nanosecond offsets from the start of generation. The
 * schedule is absolute: each offset is the previous one plus an exponential gap, accumulated in double precision, so
 * rounding never drifts and a late generator never shifts later arrivals.
 */
public final class PoissonSchedule {
  private final Random rng;
  private final double meanGapNanos;
  private double offsetNanos;

  /** @param eventsPerSecond the total rate, greater than 0 */
  public PoissonSchedule(Random rng, long eventsPerSecond) {
    if (eventsPerSecond <= 0) {
      throw new IllegalArgumentException("rate must be positive, was " + eventsPerSecond);
    }
    this.rng = rng;
    this.meanGapNanos = 1e9 / eventsPerSecond;
  }

  /** The next arrival's offset in nanoseconds; the first one already lies one gap after 0. */
  public long next() {
    // 1 - u lies in (0, 1], so the logarithm is finite.
    offsetNanos += -Math.log(1.0 - rng.nextDouble()) * meanGapNanos;
    return Math.round(offsetNanos);
  }
}
