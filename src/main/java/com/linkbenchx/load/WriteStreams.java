package com.linkbenchx.load;

import java.util.concurrent.Semaphore;

/**
 * How many loaders write to the store at once ({@code load_streams}). Loaders generate their rows in
 * parallel, but on a server with few cores more concurrent bulk streams than it has cores contend
 * for its locks and CPU and load slower, so a loader waits here for a stream before each batch.
 * First come, first served, so no loader starves. With as many streams as loaders nobody waits.
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
   * Waits for a stream. Not interruptible: a stopping load still writes what it generated, and the
   * wait ends when the batch ahead of it is written.
   */
  void acquire() {
    if (streams != null) {
      streams.acquireUninterruptibly();
    }
  }

  void release() {
    if (streams != null) {
      streams.release();
    }
  }
}
