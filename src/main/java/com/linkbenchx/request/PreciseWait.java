package com.linkbenchx.request;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Waits until a nanoTime deadline with sub-millisecond precision [Q7]: park while far away, then
 * spin for the last stretch. A parked thread costs no CPU but wakes up some tens of microseconds
 * late on Linux (timer slack); the spin window is kept short so the generator does not burn a core
 * the benchmarked database needs (a 200 µs window kept one of two cores busy above 5,000 events/s).
 * An event emitted a few microseconds late still carries its scheduled time, so the lateness is
 * counted in response time, never hidden, and the offered rate stays exact.
 */
final class PreciseWait {
  /** About the typical park overshoot here; a late wake-up then costs tens of µs, never a spin of 0.2 ms. */
  static final long SPIN_WINDOW_NANOS = 50_000;

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
