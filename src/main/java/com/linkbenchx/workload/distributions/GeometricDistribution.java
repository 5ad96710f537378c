package com.linkbenchx.workload.distributions;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import org.apache.commons.math3.util.FastMath;

/**
 * Geometric distribution truncated to [min, max), parameter {@code <prefix>prob}. LinkBench's quantile, kept by
 * default, never yields min for r > 0 (shipped multiget sizes start at 2, mean ~3.6); {@code fix_geometric_quantile}
 * inverts this class's own cdf instead (mean ~2.6 with the shipped p = 0.382).
 */
public final class GeometricDistribution extends ScaledDistribution {
  private double p;
  private boolean startAtMin;

  public GeometricDistribution() {
  }

  /** A ready distribution with LinkBench's quantile (or the corrected one when {@code startAtMin}). */
  public GeometricDistribution(long min, long max, double p, boolean startAtMin) {
    setDomain(min, max);
    this.p = checkProbability("prob", p);
    this.startAtMin = startAtMin;
  }

  @Override
  public void init(long min, long max, Config config, String keyPrefix) {
    setDomain(min, max);
    ConfigKey<Double> probKey = DistributionKeys.PROB.at(keyPrefix);
    this.p = checkProbability(probKey.name(), probKey.read(config));
    // LinkBench looked for the unprefixed key "mean" here (harmless bug); the prefixed key is read.
    this.scale = meanScale(min, max, config, keyPrefix);
    this.startAtMin = DistributionKeys.FIX_GEOMETRIC_QUANTILE.read(config);
  }

  private static double checkProbability(String key, double value) {
    if (!(value > 0.0 && value <= 1.0)) {
      throw ConfigError.invalid(key, value, "a probability in (0, 1]");
    }
    return value;
  }

  @Override
  protected double density(long id, double factor) {
    return FastMath.pow(1 - p, id - min) * factor * p;
  }

  @Override
  protected double cumulative(long id) {
    return 1 - FastMath.pow(1 - p, id - min + 1);
  }

  @Override
  public long quantile(double r) {
    if (r == 0.0) {
      return min;
    }
    long steps = (long) FastMath.ceil(FastMath.log(1 - r) / FastMath.log(1 - p));
    if (startAtMin) {
      steps = Math.max(0, steps - 1);
    }
    return Math.min(min + steps, max - 1);
  }
}
