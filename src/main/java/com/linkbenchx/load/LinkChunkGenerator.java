package com.linkbenchx.load;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.workload.GraphShape;
import com.linkbenchx.workload.PayloadGenerator;
import java.util.Random;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Generates the links of a chunk of id1s for a {@link LinkWriter}: per link id2 (only with {@code randomid2max}), the
 * payload, then the time. Each task gets a fresh payload generator, whose motif then comes from the task's seed.
 */
final class LinkChunkGenerator {
  /** Times are spread uniformly over the 2^32 ms (about 49.7 days) before the load started. */
  private static final long TIME_SPAN_HALF = 1L << 31;
  /** LinkBench's single-assoc test mode (maxid1 = startid1 + 1) always links to this id2. */
  private static final long SINGLE_ASSOC_ID2 = 45;

  private final GraphShape graph;
  private final Supplier<PayloadGenerator> newPayloads;
  private PayloadGenerator payloads;
  private final long loadStartMillis;
  private final boolean singleAssoc;
  private final long pieceSize;

  /** @param pieceSize (id1, type)s with more links are skipped here: {@link LoadTasks} hands them out in pieces */
  LinkChunkGenerator(GraphShape graph, Supplier<PayloadGenerator> newPayloads, long loadStartMillis, long pieceSize) {
    this.graph = graph;
    this.newPayloads = newPayloads;
    this.loadStartMillis = loadStartMillis;
    this.singleAssoc = graph.maxId1() == graph.startId1() + 1;
    this.pieceSize = pieceSize;
  }

  /** Writes every link of the chunk's id1s; returns how many id1s it wrote (fewer when stopped between id1s). */
  long load(LoadTask.LinkChunk chunk, Random rng, LinkWriter writer, BooleanSupplier stopRequested)
      throws StoreException {
    payloads = newPayloads.get();
    long id1s = 0;
    int types = graph.linkTypeCount();
    for (long id1 = chunk.startId(); id1 < chunk.endId(); id1++) {
      if (stopRequested.getAsBoolean()) {
        break;
      }
      for (int typeIndex = 0; typeIndex < types; typeIndex++) {
        long count = graph.linksOfType(id1, typeIndex);
        if (count <= 0 || (!singleAssoc && LoadTasks.isSplit(count, pieceSize))) {
          continue;
        }
        long linkType = GraphShape.linkType(typeIndex);
        long newestTime = write(id1, linkType, 0, count, rng, writer);
        writer.addCount(new LinkCount(id1, linkType, newestTime, 0, count));
      }
      id1s++;
    }
    return id1s;
  }

  /** Writes the links of one piece; they and their count increments are stored before this returns. */
  void loadPiece(LoadTask.LinkPiece piece, Random rng, LinkWriter writer) throws StoreException {
    SplitLinks split = piece.split();
    payloads = newPayloads.get();
    writer.beginPiece(split);
    write(split.id1(), split.linkType(), piece.startId(), piece.endId(), rng, writer);
    writer.endPiece();
  }

  /** Links number [from, to) of (id1, linkType); returns their newest time. */
  private long write(long id1, long linkType, long from, long to, Random rng, LinkWriter writer) throws StoreException {
    long newestTime = Long.MIN_VALUE;
    for (long ix = from; ix < to; ix++) {
      long id2 = singleAssoc ? SINGLE_ASSOC_ID2 : graph.loadId2(rng, id1, ix);
      byte[] data = singleAssoc ? new byte[0] : payloads.next(rng);
      long time = loadStartMillis - TIME_SPAN_HALF + rng.nextInt();
      newestTime = Math.max(newestTime, time);
      writer.add(new Link(id1, linkType, id2, Link.VISIBILITY_DEFAULT, data, 0, time));
    }
    return newestTime;
  }
}
