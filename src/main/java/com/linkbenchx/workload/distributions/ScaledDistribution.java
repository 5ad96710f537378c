package com.linkbenchx.workload.distributions;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import java.util.Random;

/**
 * A distribution whose {@code expectedCount} is its density times {@code <prefix>mean} times the domain size (else 1),
 * the scale entering each subclass's formula where LinkBench put it, so results stay bit-identical.
 */
abstract class ScaledDistribution implements ThreadSafeDistribution {
  protected long min;
  protected long max;
  protected double scale = 1.0;

  /** Sets [min, max), which must not be empty. */
  protected final void setDomain(long domainMin, long domainMax) {
    requireDomain(domainMin, domainMax);
    this.min = domainMin;
    this.max = domainMax;
  }

  /** LinkBench's message for an empty or inverted interval, as a configuration error. */
  static void requireDomain(long min, long max) {
    if (max <= min) {
      throw new ConfigError("max = " + max + " <= min = " + min
          + ": probability distribution cannot have zero or negative domain");
    }
  }

  /** {@code <prefix>mean} times the domain size, or 1 without the key. */
  protected static double meanScale(long domainMin, long domainMax, Config config, String keyPrefix) {
    ConfigKey<Double> meanKey = DistributionKeys.MEAN.at(keyPrefix);
    return meanKey.isSet(config) ? (domainMax - domainMin) * meanKey.read(config) : 1.0;
  }

  @Override
  public final double pdf(long id) {
    return inDomain(id) ? density(id, 1.0) : 0.0;
  }

  @Override
  public final double expectedCount(long id) {
    return inDomain(id) ? density(id, scale) : 0.0;
  }

  /** One draw: the quantile of a uniform double, unless the law draws its own way. */
  @Override
  public long choose(Random rng) {
    return quantile(rng.nextDouble());
  }

  @Override
  public final double cdf(long id) {
    return id < min ? 0.0 : id >= max ? 1.0 : cumulative(id);
  }

  private boolean inDomain(long id) {
    return id >= min && id < max;
  }

  /** The density at {@code id} (inside the domain) times {@code factor}. */
  protected abstract double density(long id, double factor);

  /** P(value <= id) for {@code id} inside the domain. */
  protected abstract double cumulative(long id);
}
