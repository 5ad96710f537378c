package com.linkbenchx.load;

/** One unit of loading work: a contiguous id range of links or of nodes. */
sealed interface LoadTask {
  /** Position in its kind's sequence; seeds the task's own RNG so the graph does not depend on thread count. */
  long index();

  long startId();

  long endId();

  /** Links of every id1 in [startId, endId). */
  record LinkChunk(long index, long startId, long endId) implements LoadTask {
  }

  /** Links [startId, endId) of a split (id1, type), counted in links; {@code index}: the piece's place in its split. */
  record LinkPiece(long index, long startId, long endId, SplitLinks split) implements LoadTask {
  }

  /** Nodes with ids in [startId, endId). */
  record NodeChunk(long index, long startId, long endId) implements LoadTask {
  }
}
