package com.linkbenchx.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A wait that never ends fails the class's timeout instead of hanging the build. */
@Timeout(60)
class WriteStreamsTest {
  @Test
  void holdsTheLoadersBeyondItsStreamsUntilOneIsReleased() throws Exception {
    WriteStreams streams = new WriteStreams(2, 5);
    assertEquals(2, streams.count());
    streams.acquire();
    streams.acquire();
    CountDownLatch third = new CountDownLatch(1);
    Thread waiting = new Thread(() -> {
      streams.acquire();
      third.countDown();
    });
    waiting.start();
    assertTrue(!third.await(100, TimeUnit.MILLISECONDS), "a third loader waits while both streams write");
    streams.release();
    assertTrue(third.await(10, TimeUnit.SECONDS), "and writes once one is released");
    waiting.join();
  }

  @Test
  void manyLoadersNeverWriteMoreThanTheStreamsAtOnce() throws Exception {
    WriteStreams streams = new WriteStreams(3, 8);
    AtomicInteger writing = new AtomicInteger();
    AtomicInteger mostAtOnce = new AtomicInteger();
    List<Thread> loaders = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      Thread loader = new Thread(() -> {
        for (int batch = 0; batch < 200; batch++) {
          streams.acquire();
          try {
            mostAtOnce.accumulateAndGet(writing.incrementAndGet(), Math::max);
            Thread.onSpinWait();
            writing.decrementAndGet();
          } finally {
            streams.release();
          }
        }
      });
      loaders.add(loader);
      loader.start();
    }
    for (Thread loader : loaders) {
      loader.join();
    }
    assertTrue(mostAtOnce.get() <= 3, "at most 3 at once, saw " + mostAtOnce.get());
  }

  @Test
  void asManyStreamsAsLoadersNeverWait() {
    WriteStreams streams = new WriteStreams(10, 4);
    assertEquals(4, streams.count());
    for (int i = 0; i < 100; i++) {
      streams.acquire(); // would block on the fifth without a permit to spare
    }
  }

  @Test
  void refusesNoStreams() {
    assertThrows(IllegalArgumentException.class, () -> new WriteStreams(0, 4));
  }
}
