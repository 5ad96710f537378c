package com.linkbenchx.results.output;

import java.util.Objects;

/**
 * The p99 of one headline operation over the measured period, beside what it is judged against;
 * milliseconds, NaN when unknown (response when it never completed, target when none was given).
 */
public record HeadlineLatency(String operation, double p99Ms, double serviceP99Ms, double targetP99Ms) {
  /** Response p99 above this many times the service p99 means arrivals mostly waited for a requester. */
  public static final double QUEUEING_FACTOR = 3.0;
  /** ... and at least this far above it, so microsecond-scale differences are not called queueing. */
  public static final double QUEUEING_MIN_GAP_MS = 5.0;

  public HeadlineLatency {
    Objects.requireNonNull(operation, "operation");
  }

  public boolean completed() {
    return Double.isFinite(p99Ms);
  }

  public boolean hasTarget() {
    return Double.isFinite(targetP99Ms);
  }

  /** A target was given and the p99 is above it (or nothing completed to meet it). */
  public boolean targetMissed() {
    return hasTarget() && !(p99Ms <= targetP99Ms);
  }

  /** Response p99 dominated by waiting in the queue rather than by the store call. */
  public boolean queueingDominated() {
    return completed() && Double.isFinite(serviceP99Ms)
        && p99Ms > QUEUEING_FACTOR * serviceP99Ms && p99Ms - serviceP99Ms >= QUEUEING_MIN_GAP_MS;
  }
}
