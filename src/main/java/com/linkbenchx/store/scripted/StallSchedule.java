package com.linkbenchx.store.scripted;

import java.util.concurrent.atomic.AtomicLong;

/**
 * When a scripted call returns: {@code delay} after it starts, or, when that falls in a stall window {@code [origin +
 * k*period, origin + k*period + stall)} (k = 1, 2, ..., the origin being the provider's first call), at its close. A
 * pure function of start and origin, so bench/latency-fidelity.sh can simulate what a perfect driver should measure;
 * shared by the provider's stores, so a stall hits every requester at once.
 */
final class StallSchedule {
  private static final long UNSET = Long.MIN_VALUE;

  private final long delayNanos;
  private final long stallNanos;
  private final long periodNanos;
  private final AtomicLong originNanos = new AtomicLong(UNSET);

  /**
   * @param delayNanos every call's own duration, at least 0
   * @param stallNanos stall length; 0 for no stalls
   * @param periodNanos time between stall starts; 0 for no stalls, otherwise longer than the stall
   */
  StallSchedule(long delayNanos, long stallNanos, long periodNanos) {
    if (delayNanos < 0 || stallNanos < 0 || periodNanos < 0) {
      throw new IllegalArgumentException("durations must be >= 0");
    }
    if (stallNanos > 0 && periodNanos <= stallNanos) {
      throw new IllegalArgumentException("stall period must be longer than the stall");
    }
    this.delayNanos = delayNanos;
    this.stallNanos = periodNanos == 0 ? 0 : stallNanos;
    this.periodNanos = periodNanos;
  }

  /** The moment a call starting at {@code startNanos} (System.nanoTime) completes; the first call fixes the origin. */
  long completionNanos(long startNanos) {
    long naturalEnd = startNanos + delayNanos;
    if (stallNanos == 0) {
      return naturalEnd;
    }
    originNanos.compareAndSet(UNSET, startNanos);
    long origin = originNanos.get();
    long window = Math.floorDiv(naturalEnd - origin, periodNanos);
    if (window < 1) {
      return naturalEnd;
    }
    long stallEnd = origin + window * periodNanos + stallNanos;
    return naturalEnd < stallEnd ? stallEnd : naturalEnd;
  }

  /** The origin fixed by the first call; {@code Long.MIN_VALUE} before it. */
  long originNanos() {
    return originNanos.get();
  }

  long delayNanos() {
    return delayNanos;
  }

  long stallNanos() {
    return stallNanos;
  }

  long periodNanos() {
    return periodNanos;
  }
}
