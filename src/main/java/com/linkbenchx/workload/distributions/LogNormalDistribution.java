package com.linkbenchx.workload.distributions;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import java.util.Random;
import org.apache.commons.math3.util.FastMath;

/**
 * Log-normal values rounded to integers and clamped to [min, max) ({@code <prefix>median}, {@code <prefix>sigma}). A
 * draw consumes one {@code nextGaussian()}, as LinkBench's does; pdf, cdf and quantile are those of the rounded values.
 */
public final class LogNormalDistribution extends ScaledDistribution {
  private double mu;
  private double sigma;
  private org.apache.commons.math3.distribution.LogNormalDistribution law;

  public LogNormalDistribution() {
  }

  /**
   * @param median the median of the values (e^mu), must be positive
   * @param sigma standard deviation of the natural log of the values
   */
  public LogNormalDistribution(long min, long max, double median, double sigma) {
    if (max <= min) {
      throw new IllegalArgumentException("empty range [" + min + ", " + max + ")");
    }
    if (!(median > 0.0)) {
      throw new IllegalArgumentException("median must be positive, got " + median);
    }
    configure(min, max, median, sigma);
  }

  @Override
  public void init(long min, long max, Config config, String keyPrefix) {
    setDomain(min, max);
    ConfigKey<Double> medianKey = DistributionKeys.MEDIAN.at(keyPrefix);
    ConfigKey<Double> sigmaKey = DistributionKeys.SIGMA.at(keyPrefix);
    double median = medianKey.read(config);
    double spread = sigmaKey.read(config);
    if (!(median > 0.0)) {
      throw ConfigError.invalid(medianKey.name(), median, "> 0");
    }
    if (!(spread > 0.0)) {
      throw ConfigError.invalid(sigmaKey.name(), spread, "> 0");
    }
    configure(min, max, median, spread);
    this.scale = meanScale(min, max, config, keyPrefix);
  }

  private void configure(long domainMin, long domainMax, double median, double spread) {
    this.min = domainMin;
    this.max = domainMax;
    this.mu = FastMath.log(median);
    this.sigma = spread;
    // No sampling through it (draws use the caller's generator), so no generator of its own.
    this.law = new org.apache.commons.math3.distribution.LogNormalDistribution(null, mu, spread,
        org.apache.commons.math3.distribution.LogNormalDistribution.DEFAULT_INVERSE_ABSOLUTE_ACCURACY);
  }

  @Override
  public long choose(Random rng) {
    return clamp(Math.round(FastMath.exp(rng.nextGaussian() * sigma + mu)));
  }

  /** A draw rounds to id or below when the real value is below id + 0.5; every draw is at most max - 1. */
  @Override
  protected double cumulative(long id) {
    return id == max - 1 ? 1.0 : law.cumulativeProbability(id + 0.5);
  }

  @Override
  protected double density(long id, double factor) {
    return (cdf(id) - cdf(id - 1)) * factor;
  }

  @Override
  public long quantile(double p) {
    if (p <= 0.0) {
      return min;
    }
    if (p >= 1.0) {
      return max - 1;
    }
    // The smallest integer whose upper rounding edge (id + 0.5) reaches the real quantile.
    return clamp((long) FastMath.ceil(law.inverseCumulativeProbability(p) - 0.5));
  }

  private long clamp(long value) {
    return Math.max(min, Math.min(max - 1, value));
  }
}
