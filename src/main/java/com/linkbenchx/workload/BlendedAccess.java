package com.linkbenchx.workload;

import java.util.Random;

/**
 * A correlated access distribution blended with an uncorrelated one: each draw uses
 * the uncorrelated one iff nextDouble() < blend. No draw is spent when there is none.
 */
final class BlendedAccess {
  private final AccessDistribution correlated;
  private final AccessDistribution uncorrelated;
  private final double blend;

  BlendedAccess(AccessDistribution correlated, AccessDistribution uncorrelated, double blend) {
    this.correlated = correlated;
    this.uncorrelated = uncorrelated;
    this.blend = blend;
  }

  long nextId(Random rng, long previousId) {
    boolean useUncorrelated = uncorrelated != null && rng.nextDouble() < blend;
    return (useUncorrelated ? uncorrelated : correlated).nextId(rng, previousId);
  }
}
