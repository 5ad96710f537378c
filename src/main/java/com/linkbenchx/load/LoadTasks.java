package com.linkbenchx.load;

import com.linkbenchx.model.LinkCount;
import com.linkbenchx.workload.GraphShape;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;

/**
 * The loaders' shared work: the chunks of a {@link ChunkSource}, and the pieces of every (id1, type) with more than
 * {@code pieceSize} links, handed out before any further chunk, so one huge id1 (the real distribution has one with
 * about 960,000 links) is written by all loaders together instead of ending the load on one.
 */
final class LoadTasks {
  /** Links per piece: a constant, since each piece draws from its own seed and the graph must not depend on stores. */
  static final long PIECE_LINKS = 16_384;

  private final ChunkSource chunks;
  private final GraphShape graph;
  private final long pieceSize;
  private final Deque<SplitLinks> open = new ArrayDeque<>();

  LoadTasks(ChunkSource chunks, GraphShape graph, long pieceSize) {
    this.chunks = chunks;
    this.graph = graph;
    this.pieceSize = pieceSize;
  }

  /** Whether (id1, type) with this many links is loaded in pieces rather than with its chunk. */
  static boolean isSplit(long links, long pieceSize) {
    return links > pieceSize;
  }

  /**
   * The next piece of a split, else the next chunk; null when everything was handed out. A chunk's splits are found
   * outside the lock (a degree draw per id1) so loaders never queue behind it.
   */
  LoadTask poll() {
    synchronized (this) {
      LoadTask piece = pollPiece();
      if (piece != null) {
        return piece;
      }
    }
    LoadTask task = chunks.poll(); // thread-safe on its own
    if (task instanceof LoadTask.LinkChunk chunk && !graph.singleAssociation()) {
      List<SplitLinks> splits = splitsOf(chunk);
      if (!splits.isEmpty()) {
        synchronized (this) {
          open.addAll(splits);
        }
      }
    }
    return task;
  }

  private LoadTask pollPiece() {
    while (!open.isEmpty()) {
      SplitLinks first = open.peekFirst();
      LoadTask.LinkPiece piece = first.handOut();
      if (piece != null) {
        return piece;
      }
      open.removeFirst();
    }
    return null;
  }

  private List<SplitLinks> splitsOf(LoadTask.LinkChunk chunk) {
    List<SplitLinks> splits = new ArrayList<>();
    int types = graph.linkTypeCount();
    for (long id1 = chunk.startId(); id1 < chunk.endId(); id1++) {
      if (!isSplit(graph.totalLinks(id1), pieceSize)) {
        continue; // no type holds more links than the id1 as a whole
      }
      for (int typeIndex = 0; typeIndex < types; typeIndex++) {
        long links = graph.linksOfType(id1, typeIndex);
        if (isSplit(links, pieceSize)) {
          splits.add(new SplitLinks(id1, typeIndex, GraphShape.linkType(typeIndex), links, pieceSize));
        }
      }
    }
    return splits;
  }

  /**
   * The load is stopping: no more pieces are handed out. Returns the count rows of splits whose handed-out pieces are
   * all written; the others get theirs from their last finisher.
   */
  synchronized List<LinkCount> closeSplits() {
    List<LinkCount> counts = open.stream().map(SplitLinks::close).filter(Objects::nonNull).toList();
    open.clear();
    return counts;
  }

  long pieceSize() {
    return pieceSize;
  }
}
