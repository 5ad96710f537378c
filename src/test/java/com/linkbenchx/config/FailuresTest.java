package com.linkbenchx.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class FailuresTest {
  @Test
  void outOfMemoryIsNamedWhereverAThreadWrappedIt() {
    Throwable wrapped = new IllegalStateException("Java heap space", new OutOfMemoryError("Java heap space"));

    String words = Failures.describe(wrapped);

    assertTrue(words.startsWith("out of memory (Java heap space) with a maximum heap of "), words);
    assertTrue(words.contains("HEAPSIZE="), words);
  }

  @Test
  void otherFailuresAreTheirTypeAndMessage() {
    assertEquals("IllegalArgumentException: bad", Failures.describe(new IllegalArgumentException("bad")));
    assertEquals("java.lang.NullPointerException", Failures.describe(new NullPointerException()));
  }

  @Test
  void onlyAnOutOfMemoryErrorLetsTheReserveGo() {
    Failures.reserveHeap();

    assertFalse(Failures.seen(new IOException("disk full")));
    assertTrue(Failures.seen(new RuntimeException(new OutOfMemoryError("Java heap space"))));
  }

  @Test
  void theLineOfLastResortIsAnErrorLineNamingHeapsize() {
    Failures.reserveHeap();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    Failures.printOutOfMemory(new PrintStream(bytes, true, StandardCharsets.UTF_8),
        new OutOfMemoryError("Java heap space"));

    String line = bytes.toString(StandardCharsets.UTF_8);
    long maxMegabytes = Runtime.getRuntime().maxMemory() / (1024 * 1024);
    assertTrue(line.startsWith("ERROR Run failed: out of memory (Java heap space) with a maximum heap of "
        + maxMegabytes + " MB;"), line);
    assertTrue(line.contains("HEAPSIZE=") && line.endsWith("\n") && line.lines().count() == 1, line);
  }

  @Test
  void threadsRunOutIsNotAHeapProblem() {
    Failures.reserveHeap();
    String words = Failures.describe(new OutOfMemoryError("unable to create native thread: possibly out of memory or"
        + " process/resource limits reached"));
    assertTrue(words.contains("no more threads; run fewer requesters or loaders") && !words.contains("HEAPSIZE="),
        words);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Failures.printOutOfMemory(new PrintStream(bytes, true, StandardCharsets.UTF_8), new RuntimeException(
        new OutOfMemoryError("unable to create native thread: possibly out of memory or process/resource limits")));
    String line = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(line.startsWith("ERROR Run failed: out of memory (unable to create native thread") && line.contains(
        "ulimit -u") && line.lines().count() == 1, line);
  }

  @Test
  void memoryOutsideTheHeapIsNotAHeapProblemEither() {
    String words = Failures.describe(new OutOfMemoryError("Direct buffer memory"));
    assertTrue(words.startsWith("out of memory (Direct buffer memory) outside the Java heap")
        && words.endsWith("a larger HEAPSIZE does not help"), words);
    assertTrue(Failures.describe(new OutOfMemoryError("GC overhead limit exceeded")).contains("HEAPSIZE="));
  }
}
