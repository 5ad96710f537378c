package com.linkbenchx.workload.distributions;

import com.linkbenchx.config.Config;
import java.util.Random;

/**
 * Uniform distribution over [min, max). Draws over at most 2^31-1 values use {@code nextInt(n)} exactly as LinkBench
 * does; wider ranges draw a uniform long (LinkBench's two-part draw there forgot to add {@code min}, fixed here).
 */
public final class UniformDistribution extends ScaledDistribution {

  public UniformDistribution() {
  }

  /** A ready distribution over [min, max) with expectedCount scale 1. */
  public UniformDistribution(long min, long max) {
    setDomain(min, max);
  }

  @Override
  public void init(long min, long max, Config config, String keyPrefix) {
    setDomain(min, max);
    this.scale = meanScale(min, max, config, keyPrefix);
  }

  @Override
  protected double density(long id, double factor) {
    return factor / (double) (max - min);
  }

  @Override
  protected double cumulative(long id) {
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
    return min + (n <= Integer.MAX_VALUE ? rng.nextInt((int) n) : nextLong(rng, n));
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
