package com.linkbenchx.workload;

import java.util.Random;

/**
 * A correlated access distribution blended with an uncorrelated one: each draw uses the uncorrelated one iff
 * nextDouble() < blend. No draw is spent when there is none.
 */
record BlendedAccess(AccessDistribution correlated, AccessDistribution uncorrelated, double blend) {
  long nextId(Random rng, long previousId) {
    boolean useUncorrelated = uncorrelated != null && rng.nextDouble() < blend;
    return (useUncorrelated ? uncorrelated : correlated).nextId(rng, previousId);
  }
}
