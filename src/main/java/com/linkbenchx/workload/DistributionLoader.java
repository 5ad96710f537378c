package com.linkbenchx.workload;

import com.linkbenchx.config.ClassAliases;
import com.linkbenchx.config.Config;
import com.linkbenchx.workload.distributions.ProbabilityDistribution;
import com.linkbenchx.workload.distributions.RealDistribution;

/** Instantiates a ProbabilityDistribution named in the configuration and initializes it. */
final class DistributionLoader {
  private DistributionLoader() {
  }

  /**
   * @param key the key holding the class name (for error messages)
   * @param className original LinkBench names are mapped by {@link ClassAliases}
   */
  static ProbabilityDistribution load(Config config, String key, String className, long min, long max,
      String keyPrefix, EmpiricalDataSource data) {
    ProbabilityDistribution distribution = ClassAliases.instantiate(key, className, ProbabilityDistribution.class);
    if (distribution instanceof RealDistribution real) {
      real.init(min, max, config, keyPrefix, data.get()); // data_file is read once per run
    } else {
      distribution.init(min, max, config, keyPrefix);
    }
    return distribution;
  }
}
