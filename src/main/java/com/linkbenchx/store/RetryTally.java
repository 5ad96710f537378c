package com.linkbenchx.store;

/**
 * Store-level retry counts, reported at the end of each phase. A phase's own figures are the
 * difference between the tallies taken at its end and at its start.
 *
 * @param transientRetries operations re-run after a deadlock, lock-wait timeout or serialization failure
 * @param reconnects connections reopened after the server dropped them or was unreachable
 * @param failed operations that failed for good (after any retries)
 */
public record RetryTally(long transientRetries, long reconnects, long failed) {
  public static final RetryTally ZERO = new RetryTally(0, 0, 0);

  public RetryTally minus(RetryTally earlier) {
    return new RetryTally(transientRetries - earlier.transientRetries, reconnects - earlier.reconnects,
        failed - earlier.failed);
  }

  /** "transient=N reconnects=M failed=K". */
  @Override
  public String toString() {
    return "transient=" + transientRetries + " reconnects=" + reconnects + " failed=" + failed;
  }
}
