package com.linkbenchx.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.WorkerRecorder;
import com.linkbenchx.store.StoreException;
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
  private final WorkerRecorder recorder = new WorkerRecorder();
  private final LoadLatencies latencies = new LoadLatencies(recorder);

  /** A loader thread writing one batch that lasts until {@code done} opens. */
  private Thread writer(WriteStreams streams, CountDownLatch writing, CountDownLatch done) {
    Thread thread = new Thread(() -> {
      try {
        streams.write(latencies, LinkBenchOp.LOAD_LINKS_BULK, 1, () -> {
          writing.countDown();
          awaitQuietly(done);
        });
      } catch (StoreException e) {
        throw new AssertionError(e);
      }
    });
    thread.start();
    return thread;
  }

  private static void awaitQuietly(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void holdsTheLoadersBeyondItsStreamsUntilOneHasWritten() throws Exception {
    WriteStreams streams = new WriteStreams(2, 5);
    assertEquals(2, streams.count());
    CountDownLatch twoWriting = new CountDownLatch(2);
    CountDownLatch firstTwoDone = new CountDownLatch(1);
    Thread first = writer(streams, twoWriting, firstTwoDone);
    Thread second = writer(streams, twoWriting, firstTwoDone);
    assertTrue(twoWriting.await(10, TimeUnit.SECONDS));
    CountDownLatch third = new CountDownLatch(1);
    Thread waiting = writer(streams, third, new CountDownLatch(0));
    assertFalse(third.await(100, TimeUnit.MILLISECONDS), "a third loader waits while both streams write");
    firstTwoDone.countDown();
    assertTrue(third.await(10, TimeUnit.SECONDS), "and writes once one stream is free");
    for (Thread thread : List.of(first, second, waiting)) {
      thread.join();
    }
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
          try {
            streams.write(latencies, LinkBenchOp.LOAD_LINKS_BULK, 1, () -> {
              mostAtOnce.accumulateAndGet(writing.incrementAndGet(), Math::max);
              Thread.onSpinWait();
              writing.decrementAndGet();
            });
          } catch (StoreException e) {
            throw new AssertionError(e);
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
  void asManyStreamsAsLoadersNeverWait() throws Exception {
    WriteStreams streams = new WriteStreams(10, 4);
    assertEquals(4, streams.count());
    CountDownLatch fourWriting = new CountDownLatch(4);
    CountDownLatch done = new CountDownLatch(1);
    List<Thread> loaders = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      loaders.add(writer(streams, fourWriting, done));
    }
    assertTrue(fourWriting.await(10, TimeUnit.SECONDS), "all four write at once");
    done.countDown();
    for (Thread loader : loaders) {
      loader.join();
    }
  }

  @Test
  void aWriteWaitingForAStreamRecordsItsRowsAndReturnsWhatTheCallReturned() throws Exception {
    WriteStreams streams = new WriteStreams(1, 2);
    CountDownLatch holding = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    Thread holder = writer(streams, holding, release);
    assertTrue(holding.await(10, TimeUnit.SECONDS));
    Thread releaser = new Thread(() -> {
      try {
        Thread.sleep(300); // the second write waits this long for the only stream
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      release.countDown();
    });
    releaser.start();
    long[] ids = streams.writeReturning(latencies, LinkBenchOp.LOAD_NODE_BULK, 3, () -> new long[] {7, 8, 9});
    holder.join();
    releaser.join();
    assertEquals(List.of(7L, 8L, 9L), List.of(ids[0], ids[1], ids[2]));
    IntervalStats stats = new IntervalStats();
    recorder.drainInto(stats);
    OperationStats nodes = stats.operation(LinkBenchOp.LOAD_NODE_BULK);
    assertEquals(1, nodes.successCount());
    assertEquals(3, nodes.rows());
    // Its latency is the timed store's (LoadWriteTimingTest): this write goes through no timed store.
    assertEquals(1, stats.operation(LinkBenchOp.LOAD_LINKS_BULK).successCount());
  }

  /**
   * A write that failed for good frees its stream and counts as an error of its operation (rows
   * not counted): a failed load reports its errors, as summary.json's totals.errors shows them.
   */
  @Test
  void aFailedWriteFreesItsStreamAndCountsAsAnError() throws Exception {
    WriteStreams streams = new WriteStreams(1, 2);
    assertThrows(StoreException.class, () -> streams.write(latencies, LinkBenchOp.LOAD_LINKS_BULK, 5, () -> {
      throw new StoreException(ErrorKind.CONNECTION_LOST, "server gone");
    }));
    assertThrows(StoreException.class, () -> streams.write(latencies, LinkBenchOp.LOAD_COUNTS_BULK, 5, () -> {
      throw new StoreException(ErrorKind.FATAL, "Unknown column 'type'");
    }));
    streams.write(latencies, LinkBenchOp.LOAD_LINKS_BULK, 2, () -> {}); // would block without the stream back
    IntervalStats stats = new IntervalStats();
    recorder.drainInto(stats);
    assertEquals(1, stats.operation(LinkBenchOp.LOAD_LINKS_BULK).successCount());
    assertEquals(1, stats.operation(LinkBenchOp.LOAD_LINKS_BULK).failures(ErrorKind.CONNECTION_LOST));
    assertEquals(1, stats.operation(LinkBenchOp.LOAD_COUNTS_BULK).failures(ErrorKind.FATAL));
    assertEquals(2, stats.failures());
    assertEquals(2, stats.rows());
  }

  @Test
  void refusesNoStreams() {
    assertThrows(IllegalArgumentException.class, () -> new WriteStreams(0, 4));
  }
}
