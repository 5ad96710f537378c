package com.linkbenchx.workload;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.workload.distributions.ProbabilityDistribution;
import com.linkbenchx.workload.distributions.RealDistribution;
import java.util.Locale;

/** An out-degree law: how many links the id1 at a given position gets. Immutable. */
interface OutDegreeFunction {
  /** Links for {@code id1} (already mapped to its rank when {@link #shuffled()}). */
  long nlinks(long id1);

  /** Whether ids are shuffled before {@link #nlinks} (true for distributions, false for arithmetic modes). */
  boolean shuffled();

  /** Resolves {@code nlinks_func}: REAL, an arithmetic mode, or a distribution class. */
  static OutDegreeFunction fromConfig(Config config, long startId1, long maxId1, EmpiricalDataSource data) {
    String function = WorkloadKeys.NLINKS_FUNC.read(config).trim();
    String upper = function.toUpperCase(Locale.ROOT);
    if (upper.equals("REAL")) {
      return new FromDistribution(new RealDistribution(RealDistribution.Kind.LINKS, data.get(), startId1, maxId1));
    }
    ArithmeticOutDegree.Mode mode = AccessPlans.named(ArithmeticOutDegree.Mode.values(), upper);
    if (mode == null) {
      return new FromDistribution(AccessPlans.loadDistribution(config, WorkloadKeys.NLINKS_FUNC.name(), function,
          startId1, maxId1, "nlinks_", data));
    }
    int parameter = WorkloadKeys.NLINKS_CONFIG.read(config);
    int defaultLinks = WorkloadKeys.NLINKS_DEFAULT.read(config);
    int smallestParameter = switch (mode) {
      case MULTIPLES, PERFECT_SQUARES -> 1;
      case EXPONENTIAL -> 2;
      case CONST, RECIPROCAL -> Integer.MIN_VALUE;
    };
    if (parameter < smallestParameter) {
      throw ConfigError.invalid(WorkloadKeys.NLINKS_CONFIG.name(), parameter,
          ">= " + smallestParameter + " for nlinks_func " + mode);
    }
    return new ArithmeticOutDegree(mode, startId1, maxId1, parameter, defaultLinks);
  }

  /** Out-degree from a distribution's expected count: round(expectedCount(rank)), ranks shuffled. */
  record FromDistribution(ProbabilityDistribution distribution) implements OutDegreeFunction {
    @Override
    public long nlinks(long rank) {
      return Math.round(distribution.expectedCount(rank));
    }

    @Override
    public boolean shuffled() {
      return true;
    }
  }
}
