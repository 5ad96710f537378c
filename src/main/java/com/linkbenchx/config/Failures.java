package com.linkbenchx.config;

/**
 * One line for an unexpected failure, with what to change where the cause is known: the heap for
 * an {@link OutOfMemoryError} (the launcher's {@code HEAPSIZE}).
 */
public final class Failures {
  private Failures() {
  }

  /** The failure in words, e.g. "out of memory (Java heap space) ...; raise HEAPSIZE". */
  public static String describe(Throwable failure) {
    OutOfMemoryError outOfMemory = outOfMemory(failure);
    if (outOfMemory != null) {
      long maxMegabytes = Runtime.getRuntime().maxMemory() / (1024 * 1024);
      return "out of memory (" + outOfMemory.getMessage() + ") with a maximum heap of " + maxMegabytes
          + " MB; run with a larger HEAPSIZE (megabytes, read by bin/linkbench), e.g. HEAPSIZE="
          + Math.max(2 * maxMegabytes, 1024) + " bin/linkbench ...";
    }
    String message = failure.getMessage();
    return message == null || message.isBlank() ? failure.toString() : failure.getClass().getSimpleName() + ": "
        + message;
  }

  /** The OutOfMemoryError in the cause chain, wherever a thread wrapped it; null when there is none. */
  private static OutOfMemoryError outOfMemory(Throwable failure) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
      if (cause instanceof OutOfMemoryError error) {
        return error;
      }
    }
    return null;
  }
}
