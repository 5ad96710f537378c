package com.linkbenchx.workload.distributions;

import com.linkbenchx.config.Config;
import java.util.Random;

/**
 * A distribution over the integer interval [min, max), with min the most probable value, configured once through
 * {@link #init} (implementations need a public no-argument constructor). Draws use only the caller's generator.
 */
public interface ProbabilityDistribution {

  /** Reads the parameters from keys starting with {@code keyPrefix} ({@code read_shape}); ConfigError if bad. */
  void init(long min, long max, Config config, String keyPrefix);

  /** Probability of drawing exactly {@code id}. */
  double pdf(long id);

  /** Expected number of occurrences of {@code id}: the pdf scaled by the optional {@code <prefix>mean}. */
  double expectedCount(long id);

  /** Probability of drawing a value {@code <= id}. */
  double cdf(long id);

  /** One draw. */
  long choose(Random rng);

  /** The smallest value whose cdf reaches {@code p}. */
  long quantile(double p);
}
