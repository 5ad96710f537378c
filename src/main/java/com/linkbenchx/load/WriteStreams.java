package com.linkbenchx.load;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.store.StoreException;
import java.util.concurrent.Semaphore;

/**
 * How many loaders write to the store at once ({@code load_streams}): more bulk streams than a server has cores contend
 * and load slower, so a loader waits here (first come, first served) for a stream before each batch.
 */
final class WriteStreams {
  /** Null: every loader writes at once. */
  private final Semaphore streams;
  private final int count;

  WriteStreams(int streams, int loaders) {
    if (streams < 1) {
      throw new IllegalArgumentException("streams must be >= 1, was " + streams);
    }
    this.count = Math.min(streams, loaders);
    this.streams = streams >= loaders ? null : new Semaphore(streams, true);
  }

  /** Streams that can write at once (at most the number of loaders). */
  int count() {
    return count;
  }

  /**
   * Runs one store write on a stream and records the call's latency (not the wait) as {@code op} writing {@code rows}.
   * The wait is not interruptible: a stopping load still writes what it generated.
   */
  <T> T writeReturning(LoadLatencies latencies, LinkBenchOp op, long rows, StoreWrite<T> write) throws StoreException {
    if (streams != null) {
      streams.acquireUninterruptibly();
    }
    latencies.begin();
    T result;
    try {
      result = write.run();
    } catch (StoreException | RuntimeException e) {
      latencies.recordFailure(op, e);
      throw e;
    } finally {
      if (streams != null) {
        streams.release();
      }
    }
    latencies.record(op, rows);
    return result;
  }

  /** {@link #writeReturning} for a call that returns nothing. */
  void write(LoadLatencies latencies, LinkBenchOp op, long rows, StoreCall call) throws StoreException {
    writeReturning(latencies, op, rows, () -> {
      call.run();
      return null;
    });
  }

  /** One call to the store, returning what it stored. */
  @FunctionalInterface
  interface StoreWrite<T> {
    T run() throws StoreException;
  }

  /** One call to the store. */
  @FunctionalInterface
  interface StoreCall {
    void run() throws StoreException;
  }
}
