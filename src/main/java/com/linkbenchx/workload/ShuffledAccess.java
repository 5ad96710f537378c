package com.linkbenchx.workload;

import com.linkbenchx.workload.distributions.InvertibleShuffler;
import com.linkbenchx.workload.distributions.ProbabilityDistribution;
import java.util.Random;

/** A distribution over popularity ranks, mapped to ids by a shuffler (class and REAL modes). */
record ShuffledAccess(ProbabilityDistribution ranks, InvertibleShuffler shuffler, long startId1)
    implements AccessDistribution {
  @Override
  public long nextId(Random rng, long previousId) {
    return startId1 + shuffler.permute(ranks.choose(rng) - startId1);
  }
}
