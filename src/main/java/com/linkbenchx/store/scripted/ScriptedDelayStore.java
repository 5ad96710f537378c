package com.linkbenchx.store.scripted;

import com.linkbenchx.store.noop.NoopGraphStore;
import java.util.concurrent.locks.LockSupport;

/**
 * Stores nothing; every call (reads, writes, bulk loads) takes exactly as long as its
 * {@link StallSchedule} says, measured from the moment the call begins. One instance per worker.
 */
final class ScriptedDelayStore extends NoopGraphStore {
  private final StallSchedule schedule;

  ScriptedDelayStore(StallSchedule schedule) {
    this.schedule = schedule;
  }

  /**
   * Sleeps until the scheduled end by parking, never spinning: the scripted store must not take CPU
   * from the driver it is there to check (twenty spinning callers would saturate two cores while a
   * stall's backlog drains). The price is the park overshoot (about 0.05-0.1 ms on Linux), which
   * shows up in the measured service time. An interrupt ends the wait early and stays set.
   */
  @Override
  protected void call() {
    long deadlineNanos = schedule.completionNanos(System.nanoTime());
    long remaining;
    while ((remaining = deadlineNanos - System.nanoTime()) > 0 && !Thread.currentThread().isInterrupted()) {
      LockSupport.parkNanos(remaining);
    }
  }
}
