package com.linkbenchx.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
