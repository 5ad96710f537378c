package com.linkbenchx.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.WorkerRecorder;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.RefusingLinkStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WorkerStores;
import com.linkbenchx.store.timing.TimedStores;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A load write is timed by the timed stores around the store call, not around the wait for a stream. */
@Timeout(60)
class LoadWriteTimingTest {
  /** A bulk write that takes 30 ms. */
  private static final class SlowBulkStore extends RefusingLinkStore {
    @Override
    public void addBulkLoad(String dbid, LoadBatch batch) {
      pause(30);
    }
  }

  private static void pause(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void recordsTheTimedCallAndNotTheWaitForAStream() throws Exception {
    WriteStreams streams = new WriteStreams(1, 2);
    WorkerRecorder recorder = new WorkerRecorder();
    LoadLatencies latencies = new LoadLatencies(recorder);
    LinkStore store = TimedStores.wrap(new WorkerStores(new SlowBulkStore(), null), latencies.clock()).links();
    CountDownLatch holding = new CountDownLatch(1);
    Thread holder = new Thread(() -> {
      try {
        streams.write(new LoadLatencies(new WorkerRecorder()), LinkBenchOp.LOAD_LINKS_BULK, 1, () -> {
          holding.countDown();
          pause(300); // the timed write waits this long for the only stream
        });
      } catch (StoreException e) {
        throw new AssertionError(e);
      }
    });
    holder.start();
    assertTrue(holding.await(10, TimeUnit.SECONDS));
    LoadBatch batch = new LoadBatch(List.of(), List.of(), List.of());
    streams.write(latencies, LinkBenchOp.LOAD_LINKS_BULK, 4, () -> store.addBulkLoad("db", batch));
    holder.join();
    IntervalStats stats = new IntervalStats();
    recorder.drainInto(stats);
    OperationStats links = stats.operation(LinkBenchOp.LOAD_LINKS_BULK);
    assertEquals(1, links.successCount());
    assertEquals(4, links.rows());
    long micros = links.series(LatencySeries.SERVICE).getMaxValue();
    assertTrue(micros >= 29_000 && micros < 250_000, "the 30-ms call, not the 300-ms wait: " + micros + " µs");
  }
}
