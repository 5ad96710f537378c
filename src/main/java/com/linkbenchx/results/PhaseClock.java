package com.linkbenchx.results;

import java.time.Instant;

/**
 * A phase's time origin on both clocks: {@code System.nanoTime()} for lengths, and the wall
 * clock, for timestamps other processes and tools can line up with. Wall-clock times are derived
 * from the monotonic clock, so a clock step during the run cannot make an interval run backwards.
 * A phase reads the wall clock when its outputs begin, just before generation starts (opening the
 * files must not delay the first events), so its timestamps may run early by the time that takes
 * (milliseconds).
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
