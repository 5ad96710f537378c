package com.linkbenchx.results;

import java.time.Instant;

/**
 * A phase's time origin on both clocks: nanoTime for lengths, the wall clock for timestamps. Wall-clock
 * times are derived from the monotonic clock, so a clock step cannot make an interval run backwards.
 * The wall clock is read when the outputs begin, before generation starts (opening files must not
 * delay the first events), so timestamps may run early by milliseconds.
 */
public final class PhaseClock {
  private final long originNanos;
  private final long originEpochMicros;

  public PhaseClock(long originNanos, long originEpochMicros) {
    this.originNanos = originNanos;
    this.originEpochMicros = originEpochMicros;
  }

  /** The wall clock now, in epoch microseconds. */
  public static long nowEpochMicros() {
    Instant wall = Instant.now();
    return wall.getEpochSecond() * 1_000_000L + wall.getNano() / 1000;
  }

  public long originNanos() {
    return originNanos;
  }

  public long originEpochMillis() {
    return originEpochMicros / 1000;
  }

  /** Wall-clock time (epoch milliseconds) of the monotonic instant {@code nanos}. */
  public long epochMillisAt(long nanos) {
    return (originEpochMicros + (nanos - originNanos) / 1000) / 1000;
  }
}
