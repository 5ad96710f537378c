package com.linkbenchx.config;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One line for an unexpected failure, with what to change where the cause is known (for an {@link OutOfMemoryError},
 * {@code HEAPSIZE} or the thread limit). Heap set aside at start-up ({@link #reserveHeap()}) is let go at the first
 * OutOfMemoryError, so that its line and the results written after it have room while the heap's data is reachable.
 */
public final class Failures {
  private static final int MAX_RESERVE_BYTES = 4 << 20;
  private static final String HEAP = "Java heap space";
  private static final String NATIVE_THREAD = "unable to create native thread";
  private static final String THREADS = NATIVE_THREAD + ": possibly out of memory or process/resource limits reached";
  /** OutOfMemoryError messages of the JVM's memory outside the heap, which a larger HEAPSIZE does not help. */
  private static final List<String> OUTSIDE_HEAP =
      List.of("Metaspace", "Compressed class space", "Direct buffer memory");

  private static volatile byte[] reserve;
  private static volatile byte[] outOfMemoryLine;
  private static volatile byte[] outOfThreadsLine;

  private Failures() {
  }

  /** Sets the heap reserve aside and builds the line of last resort; called once, at start-up. */
  public static void reserveHeap() {
    reserve = new byte[(int) Math.min(MAX_RESERVE_BYTES, Runtime.getRuntime().maxMemory() / 32)];
    outOfMemoryLine = ("ERROR Run failed: " + outOfMemoryAdvice(HEAP) + "\n").getBytes(StandardCharsets.UTF_8);
    outOfThreadsLine = ("ERROR Run failed: " + outOfMemoryAdvice(THREADS) + "\n").getBytes(StandardCharsets.UTF_8);
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

  /** Writes the out-of-memory line built at start-up, allocating nothing, when even the reserve left no room. */
  public static void printOutOfMemory(PrintStream err, Throwable failure) {
    OutOfMemoryError outOfMemory = outOfMemory(failure);
    String cause = outOfMemory == null ? null : outOfMemory.getMessage();
    byte[] line = cause != null && cause.contains(NATIVE_THREAD) ? outOfThreadsLine : outOfMemoryLine;
    if (line != null) {
      err.write(line, 0, line.length);
      err.flush();
    }
  }

  /** What to change: the thread limit for threads, nothing for the JVM's memory outside the heap, else the heap. */
  private static String outOfMemoryAdvice(String cause) {
    long maxMegabytes = Runtime.getRuntime().maxMemory() / (1024 * 1024);
    if (cause != null && cause.contains(NATIVE_THREAD)) {
      return "out of memory (" + cause + "): the system gives this process no more threads; run fewer requesters or"
          + " loaders, or raise the limit on processes (ulimit -u, kernel.threads-max)";
    }
    if (cause != null && OUTSIDE_HEAP.stream().anyMatch(cause::startsWith)) {
      return "out of memory (" + cause + ") outside the Java heap (at most " + maxMegabytes
          + " MB): a larger HEAPSIZE does not help";
    }
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
