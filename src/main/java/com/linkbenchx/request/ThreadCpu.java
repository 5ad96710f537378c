package com.linkbenchx.request;

import java.lang.management.ManagementFactory;

/** The calling thread's CPU time (user and system), for the calibration; read twice per thread per phase. */
final class ThreadCpu {
  /** Returned where the JVM cannot tell a thread's CPU time. */
  static final long UNKNOWN = -1;

  private ThreadCpu() {
  }

  /** The calling thread's CPU nanoseconds so far, or {@link #UNKNOWN}. */
  static long currentNanos() {
    try {
      return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime(); // -1 (UNKNOWN) when disabled
    } catch (UnsupportedOperationException e) { // not supported by this JVM
      return UNKNOWN;
    }
  }

  /** CPU nanoseconds from {@code fromNanos} to now, or {@link #UNKNOWN} if either is unknown. */
  static long since(long fromNanos) {
    long now = currentNanos();
    return fromNanos == UNKNOWN || now == UNKNOWN ? UNKNOWN : Math.max(0, now - fromNanos);
  }
}
