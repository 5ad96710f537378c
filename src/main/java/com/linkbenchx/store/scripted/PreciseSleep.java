package com.linkbenchx.store.scripted;

import java.util.concurrent.locks.LockSupport;

/**
 * Sleeps until a System.nanoTime deadline by parking, never spinning: the scripted store must not
 * take CPU from the driver it is there to check (twenty spinning callers would saturate two cores
 * while a stall's backlog drains). The price is the park overshoot (about 0.05-0.1 ms on Linux),
 * which shows up in the measured service time. An interrupt ends the wait early and stays set.
 */
final class PreciseSleep {
  private PreciseSleep() {
  }

  static void until(long deadlineNanos) {
    for (;;) {
      long remaining = deadlineNanos - System.nanoTime();
      if (remaining <= 0 || Thread.currentThread().isInterrupted()) {
        return;
      }
      LockSupport.parkNanos(remaining);
    }
  }
}
