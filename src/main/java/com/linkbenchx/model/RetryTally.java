package com.linkbenchx.model;

import java.util.List;
import java.util.stream.IntStream;

/**
 * Store-level retry counts since the stores were created; a period's own figures are the difference of two readings.
 *
 * @param transientRetries operations re-run after a deadlock, lock-wait timeout or serialization failure
 * @param conflictRetries operations re-run after a cluster refused their commit (certification failure)
 * @param reconnects connections reopened after the server dropped them or was unreachable
 * @param failovers workers moved to another endpoint of a cluster because theirs was unreachable
 * @param failed operations that failed for good, after any retries
 * @param endpoints the same counts per endpoint, for a store spread over several; empty otherwise
 */
public record RetryTally(long transientRetries, long conflictRetries, long reconnects, long failovers, long failed,
    List<RetryTally> endpoints) {
  public static final RetryTally ZERO = new RetryTally(0, 0, 0, 0, 0);

  public RetryTally {
    endpoints = List.copyOf(endpoints);
  }

  /** Counts of one store or endpoint, not broken down further. */
  public RetryTally(long transientRetries, long conflictRetries, long reconnects, long failovers, long failed) {
    this(transientRetries, conflictRetries, reconnects, failovers, failed, List.of());
  }

  /** These counts with {@code perEndpoint} as their breakdown. */
  public RetryTally withEndpoints(List<RetryTally> perEndpoint) {
    return new RetryTally(transientRetries, conflictRetries, reconnects, failovers, failed, perEndpoint);
  }

  /** The counts since {@code earlier}; an endpoint {@code earlier} did not have counts from zero. */
  public RetryTally minus(RetryTally earlier) {
    int known = earlier.endpoints.size();
    List<RetryTally> perEndpoint = IntStream.range(0, endpoints.size())
        .mapToObj(i -> i < known ? endpoints.get(i).minus(earlier.endpoints.get(i)) : endpoints.get(i)).toList();
    return new RetryTally(transientRetries - earlier.transientRetries, conflictRetries - earlier.conflictRetries,
        reconnects - earlier.reconnects, failovers - earlier.failovers, failed - earlier.failed, perEndpoint);
  }

  /** The totals of both, without a breakdown by endpoint. */
  public RetryTally plus(RetryTally other) {
    return new RetryTally(transientRetries + other.transientRetries, conflictRetries + other.conflictRetries,
        reconnects + other.reconnects, failovers + other.failovers, failed + other.failed);
  }

  /** Whether nothing was counted (the breakdown is not looked at). */
  public boolean isZero() {
    return transientRetries == 0 && conflictRetries == 0 && reconnects == 0 && failovers == 0 && failed == 0;
  }

  /** "transient=N reconnects=M failed=K conflicts=C failovers=F". */
  @Override
  public String toString() {
    return "transient=" + transientRetries + " reconnects=" + reconnects + " failed=" + failed
        + " conflicts=" + conflictRetries + " failovers=" + failovers;
  }
}
