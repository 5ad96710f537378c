package com.linkbenchx.store.timing;

/**
 * The store-call time of one worker's current operation: from the start of its first store call
 * to the end of its last one. Written only by the timed stores ({@link TimedStores}), so no
 * operation code can forget a stop or time the wrong stretch. One per worker thread, reused for
 * every operation; never shared.
 */
public final class CallClock {
  private long startNanos;
  private long endNanos;
  private boolean started;
  private boolean ended;

  /** Before each operation: forgets the previous one. */
  public void reset() {
    started = false;
    ended = false;
  }

  /** A store call starts; only the operation's first call sets the start. */
  void callStarted() {
    if (!started) {
      started = true;
      startNanos = System.nanoTime();
    }
  }

  /** A store call returned or threw; the last one sets the end. */
  void callEnded() {
    endNanos = System.nanoTime();
    ended = true;
  }

  /** Whether the operation reached a store call (it may fail before, choosing ids). */
  public boolean started() {
    return started;
  }

  public boolean ended() {
    return ended;
  }

  public long startNanos() {
    return startNanos;
  }

  public long endNanos() {
    return endNanos;
  }
}
