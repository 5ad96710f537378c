package com.linkbenchx.workload;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.workload.distributions.RealDistribution;
import java.util.Locale;

/** Resolves {@code nlinks_func}: REAL, an arithmetic mode, or a distribution class. */
final class OutDegreeLaws {
  static final String PREFIX = "nlinks_";

  private OutDegreeLaws() {
  }

  static OutDegreeFunction fromConfig(Config config, long startId1, long maxId1, EmpiricalDataSource data) {
    String function = WorkloadKeys.NLINKS_FUNC.read(config).trim();
    String upper = function.toUpperCase(Locale.ROOT);
    if (upper.equals("REAL")) {
      return new DistributionOutDegree(new RealDistribution(RealDistribution.Kind.LINKS, data.get(), startId1, maxId1));
    }
    ArithmeticOutDegree.Mode mode = AccessPlans.named(ArithmeticOutDegree.Mode.values(), upper);
    if (mode == null) {
      return new DistributionOutDegree(
          DistributionLoader.load(config, WorkloadKeys.NLINKS_FUNC.name(), function, startId1, maxId1, PREFIX, data));
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
}
