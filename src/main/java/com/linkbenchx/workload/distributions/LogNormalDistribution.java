package com.linkbenchx.workload.distributions;

import java.util.Random;
import org.apache.commons.math3.util.FastMath;

/**
 * Log-normal draws rounded to integers and clamped to [min, max): payload sizes.
 * Written out rather than taken from commons-math3 because the draw must consume exactly one
 * {@code nextGaussian()} of the caller's generator, as LinkBench does. Immutable.
 */
public final class LogNormalDistribution {
  private final long min;
  private final long max;
  private final double mu;
  private final double sigma;

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
    this.min = min;
    this.max = max;
    this.mu = FastMath.log(median);
    this.sigma = sigma;
  }

  public long choose(Random rng) {
    long value = Math.round(FastMath.exp(rng.nextGaussian() * sigma + mu));
    if (value < min) {
      return min;
    }
    return value >= max ? max - 1 : value;
  }
}
