package com.linkbenchx.load;

import com.linkbenchx.store.Link;
import com.linkbenchx.store.LinkCount;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.workload.GraphShape;
import com.linkbenchx.workload.PayloadGenerator;
import java.util.Random;
import java.util.function.BooleanSupplier;

/**
 * Generates the links of a chunk of id1s and hands them to a {@link LinkWriter}.
 * Per link the draws are: id2 (only with {@code randomid2max}), the payload, then the time.
 */
final class LinkChunkGenerator {
  /** Times are spread uniformly over the 2^32 ms (about 49.7 days) before the load started. */
  private static final long TIME_SPAN_HALF = 1L << 31;
  /** LinkBench's single-assoc test mode (maxid1 = startid1 + 1) always links to this id2. */
  private static final long SINGLE_ASSOC_ID2 = 45;

  private final GraphShape graph;
  private final PayloadGenerator payloads;
  private final long loadStartMillis;
  private final boolean singleAssoc;

  LinkChunkGenerator(GraphShape graph, PayloadGenerator payloads, long loadStartMillis) {
    this.graph = graph;
    this.payloads = payloads;
    this.loadStartMillis = loadStartMillis;
    this.singleAssoc = graph.maxId1() == graph.startId1() + 1;
  }

  /**
   * Writes every link of id1s in [start, end) and returns how many, or stops early (between id1s)
   * when {@code stopRequested} says so.
   */
  long load(LoadTask.LinkChunk chunk, Random rng, LinkWriter writer, BooleanSupplier stopRequested,
      long[] id1sDone) throws StoreException {
    long links = 0;
    int types = graph.linkTypeCount();
    long randomId2Max = graph.randomId2Max();
    for (long id1 = chunk.startId(); id1 < chunk.endId(); id1++) {
      if (stopRequested.getAsBoolean()) {
        break;
      }
      for (int typeIndex = 0; typeIndex < types; typeIndex++) {
        long count = graph.linksOfType(id1, typeIndex);
        if (count <= 0) {
          continue;
        }
        long linkType = GraphShape.linkType(typeIndex);
        long newestTime = Long.MIN_VALUE;
        for (long ix = 0; ix < count; ix++) {
          long id2;
          byte[] data;
          if (singleAssoc) {
            id2 = SINGLE_ASSOC_ID2;
            data = new byte[0];
          } else {
            id2 = randomId2Max == 0 ? id1 + ix : rng.nextInt((int) randomId2Max);
            data = payloads.next(rng);
          }
          long time = loadStartMillis - TIME_SPAN_HALF + rng.nextInt();
          newestTime = Math.max(newestTime, time);
          writer.add(new Link(id1, linkType, id2, Link.VISIBILITY_DEFAULT, data, 0, time));
        }
        links += count;
        writer.addCount(new LinkCount(id1, linkType, newestTime, 0, count));
      }
      id1sDone[0]++;
    }
    return links;
  }
}
