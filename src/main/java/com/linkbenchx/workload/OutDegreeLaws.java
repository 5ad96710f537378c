package com.linkbenchx.workload;

import com.linkbenchx.config.Config;
import com.linkbenchx.workload.distributions.ConfigChecks;
import com.linkbenchx.workload.distributions.RealDistribution;
import java.util.Locale;

/** Resolves {@code nlinks_func} (SPEC §5.2): REAL, an arithmetic mode, or a distribution class. */
final class OutDegreeLaws {
  static final String FUNCTION_KEY = "nlinks_func";
  static final String PREFIX = "nlinks_";
  static final String CONFIG_KEY = "nlinks_config";
  static final String DEFAULT_KEY = "nlinks_default";

  private OutDegreeLaws() {
  }

  /** True when {@code nlinks_func} needs {@code data_file}. */
  static boolean usesRealData(Config config) {
    return "REAL".equals(config.getString(FUNCTION_KEY).trim().toUpperCase(Locale.ROOT));
  }

  static OutDegreeFunction fromConfig(Config config, long startId1, long maxId1, EmpiricalDataSource data) {
    String function = config.getString(FUNCTION_KEY).trim();
    String upper = function.toUpperCase(Locale.ROOT);
    if (upper.equals("REAL")) {
      return new DistributionOutDegree(
          new RealDistribution(RealDistribution.Kind.LINKS, data.get(), startId1, maxId1));
    }
    ArithmeticOutDegree.Mode mode = arithmeticMode(upper);
    if (mode == null) {
      return new DistributionOutDegree(
          DistributionLoader.load(config, FUNCTION_KEY, function, startId1, maxId1, PREFIX, data));
    }
    int parameter = config.getInt(CONFIG_KEY);
    int defaultLinks = config.getIntInRange(DEFAULT_KEY, 0, Integer.MAX_VALUE);
    int smallestParameter = switch (mode) {
      case MULTIPLES, PERFECT_SQUARES -> 1;
      case EXPONENTIAL -> 2;
      case CONST, RECIPROCAL -> Integer.MIN_VALUE;
    };
    if (parameter < smallestParameter) {
      throw ConfigChecks.invalid(CONFIG_KEY, parameter, ">= " + smallestParameter + " for nlinks_func " + mode);
    }
    return new ArithmeticOutDegree(mode, startId1, maxId1, parameter, defaultLinks);
  }

  private static ArithmeticOutDegree.Mode arithmeticMode(String upperCaseName) {
    for (ArithmeticOutDegree.Mode mode : ArithmeticOutDegree.Mode.values()) {
      if (mode.name().equals(upperCaseName)) {
        return mode;
      }
    }
    return null;
  }
}
