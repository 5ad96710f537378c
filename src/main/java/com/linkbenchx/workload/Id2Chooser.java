package com.linkbenchx.workload;

import com.linkbenchx.workload.distributions.UniformDistribution;
import java.util.Random;

/**
 * id2 choice for request ops. The range formula is LinkBench's ceil((1/p) * nlinks), so for a pair with many loaded
 * links about a fraction p of the choices hit a loaded id2. Immutable; the caller's generator supplies all randomness.
 */
record Id2Chooser(GraphShape graph, boolean id2PerRequester, int requesterIndex, int requesterCount) {
  private static final int MAX_UNIQUE_TRIES = 100;

  long choose(Random rng, long id1, long linkType, double pExisting) {
    return chooseInRange(rng, id1, range(pExisting, loadedLinks(id1, linkType)));
  }

  long[] chooseMany(Random rng, long id1, long linkType, int count, double pExisting) {
    long[] id2s = new long[count];
    long range = range(pExisting, loadedLinks(id1, linkType));
    if (range <= count && graph.randomId2Max() == 0) {
      // The range holds fewer ids than asked for: take all of them, in order.
      for (int i = 0; i < count; i++) {
        id2s[i] = adjusted(id1 + i);
      }
      return id2s;
    }
    for (int i = 0; i < count; i++) {
      long id2;
      int tries = 0;
      do {
        id2 = chooseInRange(rng, id1, range);
        tries++;
      } while (contains(id2s, i, id2) && tries <= MAX_UNIQUE_TRIES);
      id2s[i] = id2;
    }
    return id2s;
  }

  static long range(double pExisting, long loadedLinks) {
    return Math.max(1, (long) Math.ceil((1 / pExisting) * loadedLinks));
  }

  private long loadedLinks(long id1, long linkType) {
    long typeIndex = linkType - GraphShape.LINK_TYPE_BASE;
    if (typeIndex < 0 || typeIndex >= graph.linkTypeCount()) {
      throw new IllegalArgumentException("link type " + linkType + " is not one of the "
          + graph.linkTypeCount() + " configured types");
    }
    return graph.linksOfType(id1, (int) typeIndex);
  }

  private long chooseInRange(Random rng, long id1, long range) {
    if (graph.randomId2Max() != 0) {
      return adjusted(rng.nextInt((int) graph.randomId2Max()));
    }
    return adjusted(
        id1 + (range <= Integer.MAX_VALUE ? rng.nextInt((int) range) : UniformDistribution.nextLong(rng, range)));
  }

  /** id2gen_config = 1: move id2 to the nearby id with id2 mod requesters = this requester's index. */
  private long adjusted(long id2) {
    if (!id2PerRequester) {
      return id2;
    }
    long moved = id2 - (id2 % requesterCount) + requesterIndex;
    long limit = graph.randomId2Max();
    return limit > 0 && moved > limit ? moved - requesterCount : moved;
  }

  private static boolean contains(long[] values, int length, long value) {
    for (int i = 0; i < length; i++) {
      if (values[i] == value) {
        return true;
      }
    }
    return false;
  }
}
