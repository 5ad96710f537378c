package com.linkbenchx.store;

/**
 * Store-level retry counts, reported at the end of each phase. A phase's own figures are the
 * difference between the tallies taken at its end and at its start.
 *
 * @param transientRetries operations re-run after a deadlock, lock-wait timeout or serialization failure
 * @param conflictRetries operations re-run after a cluster refused their commit (certification failure)
 * @param reconnects connections reopened after the server dropped them or was unreachable
 * @param failovers workers moved to another endpoint because theirs was unreachable
 * @param failed operations that failed for good (after any retries)
 */
public record RetryTally(long transientRetries, long conflictRetries, long reconnects, long failovers, long failed) {
  public static final RetryTally ZERO = new RetryTally(0, 0, 0, 0, 0);

  /** A store without clusters: no conflicts, no failovers. */
  public RetryTally(long transientRetries, long reconnects, long failed) {
    this(transientRetries, 0, reconnects, 0, failed);
  }

  public RetryTally minus(RetryTally earlier) {
    return new RetryTally(transientRetries - earlier.transientRetries, conflictRetries - earlier.conflictRetries,
        reconnects - earlier.reconnects, failovers - earlier.failovers, failed - earlier.failed);
  }

  public RetryTally plus(RetryTally other) {
    return new RetryTally(transientRetries + other.transientRetries, conflictRetries + other.conflictRetries,
        reconnects + other.reconnects, failovers + other.failovers, failed + other.failed);
  }

  /** "transient=N reconnects=M failed=K conflicts=C failovers=F". */
  @Override
  public String toString() {
    return "transient=" + transientRetries + " reconnects=" + reconnects + " failed=" + failed
        + " conflicts=" + conflictRetries + " failovers=" + failovers;
  }
}
