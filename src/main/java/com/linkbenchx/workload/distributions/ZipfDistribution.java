package com.linkbenchx.workload.distributions;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.Logs;
import org.apache.commons.math3.util.FastMath;

/**
 * Zipf distribution over [min, max) with {@code <prefix>shape} s and optional {@code <prefix>mean}. Draws use the
 * closed-form quantile of Gray et al. 1994, O(1) per draw over any number of ids (commons-math3's sampler does not
 * reproduce LinkBench's draws nor scale to 10^9 ids). H(n, s) is computed once in {@link #init}: for s > 1 an exact
 * O(n) sum, logged above 20 million ids. Shape 1, degenerate in LinkBench, uses the formula's limit as s tends to 1.
 */
public final class ZipfDistribution extends ScaledDistribution {
  private static final long SLOW_SUM_NOTICE = 20_000_000L;
  private static final double SHAPE_ONE_TOLERANCE = 1e-9;

  private double shape;
  private double zetaN;
  private double alpha;
  private double eta;
  private double halfPowShape;
  /** Exponent rate of the s = 1 limit: off = n * exp(rate * (p - 1)). */
  private double shapeOneRate;
  private boolean shapeOne;

  public ZipfDistribution() {
  }

  /** A ready distribution over [min, max) with the given shape and expectedCount scale 1. */
  public ZipfDistribution(long min, long max, double shape) {
    setUp(min, max, "shape", shape, 1.0);
  }

  @Override
  public void init(long min, long max, Config config, String keyPrefix) {
    ScaledDistribution.requireDomain(min, max);
    ConfigKey<Double> shapeKey = DistributionKeys.SHAPE.at(keyPrefix);
    setUp(min, max, shapeKey.name(), shapeKey.read(config), meanScale(min, max, config, keyPrefix));
  }

  private void setUp(long min, long max, String shapeKey, double s, double meanScale) {
    setDomain(min, max);
    if (!(s > 0.0)) {
      throw ConfigError.invalid(shapeKey, s, "a positive Zipf shape");
    }
    this.shape = s;
    this.scale = meanScale;
    long n = max - min;
    this.zetaN = harmonic(n);
    this.alpha = 1 / (1 - s);
    double zeta2 = 1 / FastMath.pow(2, s) + 1 / FastMath.pow(1, s);
    this.eta = (1 - FastMath.pow(2.0 / n, 1 - s)) / (1 - zeta2 / zetaN);
    this.halfPowShape = FastMath.pow(0.5, s);
    this.shapeOne = Math.abs(1 - s) < SHAPE_ONE_TOLERANCE;
    this.shapeOneRate = Math.log(n / 2.0) / (1 - zeta2 / zetaN);
  }

  private double harmonic(long count) {
    if (shape <= 1.0) {
      return Harmonic.approx(count, shape);
    }
    if (count > SLOW_SUM_NOTICE) {
      Logs.logger().info("Precalculating constants for Zipf distribution over " + count
          + " items with shape = " + shape + ".  Please be patient, this can take a little time.");
    }
    return Harmonic.exact(count, shape);
  }

  @Override
  protected double density(long id, double factor) {
    return (factor / FastMath.pow(id + 1 - min, shape)) / zetaN;
  }

  /** H(rank, s) / H(n, s); O(rank) for shapes above 1. */
  @Override
  protected double cumulative(long id) {
    long rank = id + 1 - min;
    return (shape <= 1.0 ? Harmonic.approx(rank, shape) : Harmonic.exact(rank, shape)) / zetaN;
  }

  @Override
  public long quantile(double p) {
    double uz = p * zetaN;
    if (uz < 1) {
      return min;
    }
    if (uz < 1 + halfPowShape) {
      return min + 1;
    }
    long n = max - min;
    // Math.pow, not FastMath: per id drawn, the JIT's intrinsic is several times faster (a tenth of the driver's CPU
    // per event at high rates). They differ in the last bit at most; bit-exact replay is not a goal (SPEC A7).
    double fraction = shapeOne ? Math.exp(shapeOneRate * (p - 1)) : Math.pow(eta * p - eta + 1, alpha);
    long offset = (long) (n * fraction);
    return offset >= n ? max - 1 : min + offset;
  }
}
