package com.linkbenchx.workload.distributions;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import java.util.Arrays;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Link payload sizes against LinkBench's reference values; multiget sizes named by configuration. */
class LogNormalDistributionTest {
  @Test
  void linkPayloadSizesMatchLinkBenchWithSeed42() {
    LogNormalDistribution sizes = new LogNormalDistribution(0, 255, 8, 1.0);
    Random rng = new Random(42);
    long[] draws = new long[8];
    for (int i = 0; i < draws.length; i++) {
      draws[i] = sizes.choose(rng);
    }
    assertArrayEquals(new long[] {25, 20, 3, 3, 11, 16, 4, 2}, draws);
  }

  @Test
  void drawsAreClampedAndCentredOnTheMedian() {
    LogNormalDistribution sizes = new LogNormalDistribution(0, 255, 128, 1.0);
    Random rng = new Random(7);
    long[] draws = new long[10_001];
    for (int i = 0; i < draws.length; i++) {
      draws[i] = sizes.choose(rng);
      assertTrue(draws[i] >= 0 && draws[i] <= 254);
    }
    Arrays.sort(draws);
    assertEquals(128, draws[5000], 5);
    assertEquals(254, draws[10_000]);
  }

  /**
   * Median 2, sigma 0.5 over [1, 128): a value rounds to at most k when the real one is below
   * k + 0.5, so cdf(k) = Phi(ln((k + 0.5) / 2) / 0.5) (computed apart with erf); the real 0.9 and
   * 0.99 quantiles are 3.796 and 6.400, which round to 4 and 6.
   */
  @Test
  void multigetSizesFromConfigurationHaveTheLogNormalQuantiles() {
    LogNormalDistribution sizes = new LogNormalDistribution();
    sizes.init(1, 128, Config.of(Map.of("link_multiget_dist_median", "2", "link_multiget_dist_sigma", "0.5")),
        "link_multiget_dist_");
    assertEquals(0.0, sizes.cdf(0));
    assertEquals(0.28252252398594435, sizes.cdf(1), 1e-9);
    assertEquals(0.6723050642884576, sizes.cdf(2), 1e-9);
    assertEquals(0.8684793210248163, sizes.cdf(3), 1e-9);
    assertEquals(0.9995441655408895, sizes.cdf(10), 1e-9);
    assertEquals(1.0, sizes.cdf(127));
    assertEquals(0.6723050642884576 - 0.28252252398594435, sizes.pdf(2), 1e-9);
    assertEquals(2, sizes.quantile(0.5));
    assertEquals(3, sizes.quantile(0.86));
    assertEquals(4, sizes.quantile(0.9));
    assertEquals(6, sizes.quantile(0.99));
    assertEquals(1, sizes.quantile(0.0));

    Random rng = new Random(11);
    int atMostThree = 0;
    for (int i = 0; i < 100_000; i++) {
      if (sizes.choose(rng) <= 3) {
        atMostThree++;
      }
    }
    assertEquals(0.8685, atMostThree / 100_000.0, 0.005);
  }

  @Test
  void missingOrInvalidParametersNameTheirKey() {
    LogNormalDistribution sizes = new LogNormalDistribution();
    ConfigError missing = assertThrows(ConfigError.class,
        () -> sizes.init(1, 128, Config.of(Map.of("m_median", "2")), "m_"));
    assertEquals("Expected configuration key m_sigma to be defined", missing.getMessage());
    ConfigError negative = assertThrows(ConfigError.class,
        () -> sizes.init(1, 128, Config.of(Map.of("m_median", "-2", "m_sigma", "1")), "m_"));
    assertTrue(negative.getMessage().contains("m_median"), negative.getMessage());
  }
}
