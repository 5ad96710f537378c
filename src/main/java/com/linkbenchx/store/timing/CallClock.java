package com.linkbenchx.store.timing;

import java.util.function.LongSupplier;

/**
 * The timing of one worker's current operation, as YCSB's {@code measure(op, status, intendedStart, start, end)} takes
 * it. Call times are written only by {@link TimedStores}, so no operation code can time the wrong stretch. One per
 * worker thread, reused for every operation.
 */
public final class CallClock implements AutoCloseable {
  private final LongSupplier clock;
  private long scheduledNanos;
  private long dequeuedNanos;
  private long startNanos;
  private long lastCallEndNanos;
  private long endNanos;
  private boolean started;
  private boolean ended;

  public CallClock() {
    this(System::nanoTime);
  }

  /** A record read from {@code clock} (nanoseconds, as {@link System#nanoTime}); tests give their own. */
  public CallClock(LongSupplier clock) {
    this.clock = clock;
  }

  /** Before a call not on a schedule (a load write): forgets the previous operation. */
  public void reset() {
    started = false;
    ended = false;
  }

  /** An event scheduled at {@code scheduledNanos} is taken now; forgets the previous one. Returns now. */
  public long begin(long scheduledNanos) {
    reset();
    this.scheduledNanos = scheduledNanos;
    dequeuedNanos = clock.getAsLong();
    return dequeuedNanos;
  }

  /** A store call starts; only the operation's first call sets the start. Returns this clock, closed when it ends. */
  CallClock callStarted() {
    if (!started) {
      started = true;
      startNanos = clock.getAsLong();
    }
    return this;
  }

  /** A store call returned or threw; the last one sets the end. */
  @Override
  public void close() {
    lastCallEndNanos = clock.getAsLong();
    ended = true;
  }

  /** Ends the operation: a success with its last store call (now if none), a failure now. Returns the end. */
  public long finish(boolean failed) {
    endNanos = ended && !failed ? lastCallEndNanos : clock.getAsLong();
    return endNanos;
  }

  /** Whether the operation reached a store call (it may fail before, choosing ids). */
  public boolean started() {
    return started;
  }

  public boolean ended() {
    return ended;
  }

  /** The operation's end as {@link #finish} set it. */
  public long endNanos() {
    return endNanos;
  }

  /** From the scheduled time to the end: what a user waiting for the event would see. */
  public long responseNanos() {
    return endNanos - scheduledNanos;
  }

  /** From the first store call's start to the end; 0 when no call started. */
  public long serviceNanos() {
    return started ? endNanos - startNanos : 0;
  }

  /** From the scheduled time to the moment the worker took the event. */
  public long queueWaitNanos() {
    return dequeuedNanos - scheduledNanos;
  }
}
