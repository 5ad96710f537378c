package com.linkbenchx.store.connection;

/** The wait between two attempts of a store operation or connection. */
public final class Backoff {
  private Backoff() {
  }

  /** Sleeps before a retry; false if the thread was interrupted (interrupt status kept). */
  public static boolean pause(long millis) {
    if (Thread.currentThread().isInterrupted()) {
      return false;
    }
    if (millis <= 0) {
      return true;
    }
    try {
      Thread.sleep(millis);
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
