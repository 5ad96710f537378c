package com.linkbenchx.load;

import com.linkbenchx.config.Coordination;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The load's chunks, made as loaders ask for them, in LinkBench's order: node and link chunks interleaved, link chunks
 * highest ids first. Among several driver processes each takes a contiguous run; chunks keep their global numbers,
 * which seed them, so the processes together load the graph one would.
 */
final class ChunkSource {
  private final long startId;
  private final long maxId;
  private final long chunkSize;
  private final boolean withNodes;
  private final long firstChunk;
  private final long chunkCount;
  private final AtomicLong next = new AtomicLong();

  ChunkSource(long startId, long maxId, long chunkSize, boolean withNodes, Coordination share) {
    if (chunkSize < 1) {
      throw new IllegalArgumentException("chunk size must be positive: " + chunkSize);
    }
    this.startId = startId;
    this.maxId = maxId;
    this.chunkSize = chunkSize;
    this.withNodes = withNodes;
    long span = Math.max(0, maxId - startId);
    long chunks = span / chunkSize + (span % chunkSize == 0 ? 0 : 1);
    this.firstChunk = share.firstOf(chunks);
    this.chunkCount = share.endOf(chunks) - firstChunk;
  }

  /** The next task, or null when every chunk was handed out. Safe for any number of loaders. */
  LoadTask poll() {
    long ticket = next.getAndIncrement();
    long position = withNodes ? ticket / 2 : ticket;
    if (position >= chunkCount) {
      return null;
    }
    if (withNodes && ticket % 2 == 0) {
      long index = firstChunk + position;
      return new LoadTask.NodeChunk(index, start(index), end(index));
    }
    long index = firstChunk + chunkCount - 1 - position;
    return new LoadTask.LinkChunk(index, start(index), end(index));
  }

  /** How many id1s this process loads links for. */
  long linkIds() {
    return chunkCount == 0 ? 0 : end(firstChunk + chunkCount - 1) - start(firstChunk);
  }

  private long start(long index) {
    return startId + index * chunkSize;
  }

  private long end(long index) {
    long start = start(index);
    return start + Math.min(chunkSize, maxId - start); // never start + chunkSize: it may pass Long.MAX_VALUE
  }
}
