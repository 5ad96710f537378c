package com.linkbenchx.results;

/**
 * How long one worker has been busy since the phase began, as one long the worker publishes and the
 * reporting thread reads at any moment, so busy time splits exactly at interval boundaries.
 *
 * <p>One long, so the reader never sees a torn pair and the worker pays one store per transition:
 * bit 0 says whether an operation is under way; the other 63 bits hold the busy nanoseconds when
 * idle, and those minus the running operation's start when busy (busy time is then {@code now} plus
 * it). Start times are arbitrary nanoTime values, so it is kept modulo 2^63 and restored by sign
 * extension; busy totals stay far below 2^62 ns (146 years).
 */
final class BusyClock {
  /** The state of a worker that has never been busy. */
  static final long IDLE = 0;

  private BusyClock() {
  }

  /** The state once an operation starts at {@code nowNanos}. */
  static long started(long state, long nowNanos) {
    return ((busyNanosAt(state, nowNanos) - nowNanos) << 1) | 1;
  }

  /** The state once the running operation ends at {@code nowNanos}; unchanged when idle. */
  static long stopped(long state, long nowNanos) {
    return (state & 1) == 0 ? state : busyNanosAt(state, nowNanos) << 1;
  }

  /** Busy nanoseconds from the worker's first operation until {@code nowNanos}. */
  static long busyNanosAt(long state, long nowNanos) {
    long value = state >> 1;
    if ((state & 1) == 0) {
      return value;
    }
    return ((nowNanos + value) << 1) >> 1;
  }
}
