package com.linkbenchx.results;

/**
 * How long one worker has been busy since the phase began, as one long the worker publishes and
 * the reporting thread reads at any moment, so busy time splits exactly at interval boundaries (an
 * operation that spans two intervals counts in each for the part it spent there). The average
 * number of busy workers in an interval (Little's L) is the sum of their busy time in it divided
 * by its length.
 *
 * <p>One long, written by the worker alone, so the reader never sees a torn pair and the worker
 * pays one store per transition: bit 0 says whether an operation is under way; the other 63 bits
 * hold the busy nanoseconds of finished operations when idle, and those minus the current
 * operation's start time when busy, so that busy time up to {@code now} is {@code now} plus that
 * value. Start times are arbitrary {@code System.nanoTime()} values, so the value is kept modulo
 * 2^63 and restored by sign extension; busy totals stay far below 2^62 ns (146 years).
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
