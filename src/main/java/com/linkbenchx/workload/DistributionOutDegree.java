package com.linkbenchx.workload;

import com.linkbenchx.workload.distributions.ProbabilityDistribution;

/** Out-degree from a distribution's expected count: round(expectedCount(rank)), ranks shuffled. */
record DistributionOutDegree(ProbabilityDistribution distribution) implements OutDegreeFunction {
  @Override
  public long nlinks(long rank) {
    return Math.round(distribution.expectedCount(rank));
  }

  @Override
  public boolean shuffled() {
    return true;
  }
}
