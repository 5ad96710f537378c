package com.linkbenchx.request;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Waits until a nanoTime deadline with sub-millisecond precision [Q7]: park while far away (a
 * parked thread costs no CPU but wakes up to ~0.1 ms late on Linux because of timer slack), then
 * spin for the last stretch. The spin stretch is the price of precision: a generator emitting more
 * than a few thousand events per second keeps one core busy.
 */
final class PreciseWait {
  /** Larger than the measured park overshoot (about 0.1 ms on a loaded virtual machine). */
  static final long SPIN_WINDOW_NANOS = 200_000;

  private PreciseWait() {
  }

  /** Returns at or just after {@code deadlineNanos}, or as soon as {@code stop} says true. */
  static void until(long deadlineNanos, BooleanSupplier stop) {
    for (;;) {
      long remaining = deadlineNanos - System.nanoTime();
      if (remaining <= 0 || stop.getAsBoolean()) {
        return;
      }
      if (remaining > SPIN_WINDOW_NANOS) {
        LockSupport.parkNanos(remaining - SPIN_WINDOW_NANOS);
      } else {
        Thread.onSpinWait();
      }
    }
  }
}
