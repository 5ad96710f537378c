package com.linkbenchx.store.scripted;

import java.util.concurrent.locks.LockSupport;

/**
 * Sleeps until a System.nanoTime deadline: parks while far from it, then spins the last stretch,
 * because a parked thread wakes up to ~0.1 ms late on Linux (timer slack) and the scripted store's
 * whole point is a known duration. An interrupt ends the wait early and stays set.
 */
final class PreciseSleep {
  /** Longer than the usual park overshoot; short enough that 20 spinning callers stay cheap. */
  static final long SPIN_WINDOW_NANOS = 100_000;

  private PreciseSleep() {
  }

  static void until(long deadlineNanos) {
    for (;;) {
      long remaining = deadlineNanos - System.nanoTime();
      if (remaining <= 0 || Thread.currentThread().isInterrupted()) {
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
