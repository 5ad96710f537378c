package com.linkbenchx.workload;

import com.linkbenchx.workload.distributions.InvertibleShuffler;
import com.linkbenchx.workload.distributions.ProbabilityDistribution;
import java.util.Random;

/** A distribution over popularity ranks, mapped to ids by a shuffler (class and REAL modes). */
final class ShuffledAccess implements AccessDistribution {
  private final ProbabilityDistribution ranks;
  private final InvertibleShuffler shuffler;
  private final long startId1;

  ShuffledAccess(ProbabilityDistribution ranks, InvertibleShuffler shuffler, long startId1) {
    this.ranks = ranks;
    this.shuffler = shuffler;
    this.startId1 = startId1;
  }

  @Override
  public long nextId(Random rng, long previousId) {
    return startId1 + shuffler.permute(ranks.choose(rng) - startId1);
  }
}
