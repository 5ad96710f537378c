package com.linkbenchx.workload.distributions;

import com.linkbenchx.config.Config;
import java.util.Random;

/**
 * A distribution over the integer interval [min, max), with min the most probable value. Implementations named in
 * configuration files need a public no-argument constructor; they are configured once through {@link #init}. All
 * randomness comes from the caller's generator, so a seeded {@link Random} replays the same draws.
 */
public interface ProbabilityDistribution {

  /**
   * Configures the distribution over [min, max), reading its parameters from keys starting with
   * {@code keyPrefix} (for example {@code read_shape} for prefix {@code read_}).
   *
   * @throws com.linkbenchx.config.ConfigError when a parameter is missing or invalid
   */
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
