package com.linkbenchx.config;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * One line for an unexpected failure, with what to change where the cause is known: the heap for an
 * {@link OutOfMemoryError} (the launcher's {@code HEAPSIZE}).
 *
 * <p>Heap is set aside at start-up ({@link #reserveHeap()}) and let go at the first OutOfMemoryError seen: while the
 * data that filled the heap is still reachable (the in-memory store, a loader's batch), the line that reports it and
 * the results written after it need room.
 */
public final class Failures {
  private static final int MAX_RESERVE_BYTES = 4 << 20;

  private static volatile byte[] reserve;
  private static volatile byte[] outOfMemoryLine;

  private Failures() {
  }

  /** Sets the heap reserve aside and builds the line of last resort; called once, at start-up. */
  public static void reserveHeap() {
    reserve = new byte[(int) Math.min(MAX_RESERVE_BYTES, Runtime.getRuntime().maxMemory() / 32)];
    outOfMemoryLine = ("ERROR Run failed: " + outOfMemoryAdvice("Java heap space") + "\n")
        .getBytes(StandardCharsets.UTF_8);
  }

  /** Lets the heap reserve go when the failure is (or wraps) an OutOfMemoryError; true then. */
  public static boolean seen(Throwable failure) {
    if (outOfMemory(failure) == null) {
      return false;
    }
    reserve = null;
    return true;
  }

  /** The failure in words, e.g. "out of memory (Java heap space) ...; raise HEAPSIZE". */
  public static String describe(Throwable failure) {
    OutOfMemoryError outOfMemory = outOfMemory(failure);
    if (outOfMemory != null) {
      seen(outOfMemory); // the reserve goes first, so this line can be built
      return outOfMemoryAdvice(outOfMemory.getMessage());
    }
    String message = failure.getMessage();
    return message == null || message.isBlank() ? failure.toString() : failure.getClass().getSimpleName() + ": "
        + message;
  }

  /**
   * Writes the out-of-memory line built at start-up, for when even the reserve did not leave room to log one; the bytes
   * exist already, so writing them allocates nothing on the heap.
   */
  public static void printOutOfMemory(PrintStream err) {
    byte[] line = outOfMemoryLine;
    if (line != null) {
      err.write(line, 0, line.length);
      err.flush();
    }
  }

  private static String outOfMemoryAdvice(String cause) {
    long maxMegabytes = Runtime.getRuntime().maxMemory() / (1024 * 1024);
    return "out of memory (" + cause + ") with a maximum heap of " + maxMegabytes
        + " MB; run with a larger HEAPSIZE (megabytes, read by bin/linkbench), e.g. HEAPSIZE="
        + Math.max(2 * maxMegabytes, 1024) + " bin/linkbench ...";
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
