package com.linkbenchx.request;

/**
 * Brackets the store call of one operation, so service time excludes id and payload generation
 * and a failure still has a start time [Q10]. One per requester, reused for every operation.
 */
public final class ServiceTimer {
  private long startNanos;
  private long endNanos;
  private boolean started;
  private boolean ended;

  /** Immediately before the store call. */
  public void start() {
    started = true;
    startNanos = System.nanoTime();
  }

  /** Immediately after the store call returns. */
  public void stop() {
    endNanos = System.nanoTime();
    ended = true;
  }

  void reset() {
    started = false;
    ended = false;
  }

  boolean started() {
    return started;
  }

  boolean ended() {
    return ended;
  }

  long startNanos() {
    return startNanos;
  }

  long endNanos() {
    return endNanos;
  }
}
