package com.linkbenchx.workload.distributions;

import com.linkbenchx.config.Config;
import java.util.Random;

/**
 * Uniform distribution over [min, max) (SPEC §7.3). Draws over at most 2^31-1 values use
 * {@code nextInt(n)} exactly as LinkBench does; wider ranges draw a uniform long (LinkBench's
 * two-part draw there forgot to add {@code min} [Q29], fixed here).
 */
public final class UniformDistribution implements ThreadSafeDistribution {
  private long min;
  private long max;
  private double scale = 1.0;

  public UniformDistribution() {
  }

  /** A ready distribution over [min, max) with expectedCount scale 1. */
  public UniformDistribution(long min, long max) {
    ConfigChecks.requireDomain(min, max);
    this.min = min;
    this.max = max;
  }

  @Override
  public void init(long min, long max, Config config, String keyPrefix) {
    ConfigChecks.requireDomain(min, max);
    this.min = min;
    this.max = max;
    String meanKey = keyPrefix + "mean";
    this.scale = config.has(meanKey) ? (max - min) * config.getDouble(meanKey) : 1.0;
  }

  @Override
  public double pdf(long id) {
    return scaled(id, 1.0);
  }

  @Override
  public double expectedCount(long id) {
    return scaled(id, scale);
  }

  private double scaled(long id, double factor) {
    if (id < min || id >= max) {
      return 0.0;
    }
    return factor / (double) (max - min);
  }

  @Override
  public double cdf(long id) {
    if (id >= max) {
      return 1.0;
    }
    if (id < min) {
      return 0.0;
    }
    return (id - min + 1) / (double) (max - min);
  }

  @Override
  public long quantile(double p) {
    long n = max - min;
    long offset = (long) Math.floor(p * n);
    return offset >= n ? max - 1 : min + offset;
  }

  @Override
  public long choose(Random rng) {
    long n = max - min;
    if (n <= Integer.MAX_VALUE) {
      return min + rng.nextInt((int) n);
    }
    return min + nextLong(rng, n);
  }

  /** Uniform in [0, bound) for any positive bound, by rejection of the incomplete top block. */
  public static long nextLong(Random rng, long bound) {
    long bits;
    long value;
    do {
      bits = rng.nextLong() >>> 1;
      value = bits % bound;
    } while (bits - value + (bound - 1) < 0);
    return value;
  }
}
