package com.linkbenchx.workload.distributions;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The geometric distribution against LinkBench's reference values (the shipped multiget sizes). */
class GeometricDistributionTest {
  private static GeometricDistribution multigetSizes(boolean fixQuantile) {
    Map<String, String> values = new HashMap<>(Map.of("link_multiget_dist_prob", "0.382"));
    if (fixQuantile) {
      values.put("fix_geometric_quantile", "true");
    }
    GeometricDistribution geometric = new GeometricDistribution();
    geometric.init(1, 128, Config.of(values), "link_multiget_dist_");
    return geometric;
  }

  private static long[] quantiles(GeometricDistribution geometric, double... ps) {
    long[] result = new long[ps.length];
    for (int i = 0; i < ps.length; i++) {
      result[i] = geometric.quantile(ps[i]);
    }
    return result;
  }

  private static double meanOfDraws(GeometricDistribution geometric) {
    Random rng = new Random(42);
    double sum = 0;
    for (int i = 0; i < 100_000; i++) {
      sum += geometric.choose(rng);
    }
    return sum / 100_000;
  }

  @Test
  void quantilesMatchLinkBench() {
    assertArrayEquals(new long[] {1, 2, 2, 3, 4, 6, 11, 35},
        quantiles(multigetSizes(false), 0, 0.1, 0.382, 0.5, 0.7, 0.9, 0.99, 0.9999999));
  }

  @Test
  void linkBenchSizesAverageAboutThreePointSix() {
    assertEquals(3.62009, meanOfDraws(multigetSizes(false)), 1e-9);
  }

  @Test
  void fixedQuantileStartsAtMinAndAveragesAboutTwoPointSix() {
    GeometricDistribution fixed = multigetSizes(true);
    assertArrayEquals(new long[] {1, 1, 1, 2, 3, 5, 10, 34},
        quantiles(fixed, 0, 0.1, 0.382, 0.5, 0.7, 0.9, 0.99, 0.9999999));
    assertEquals(2.62009, meanOfDraws(fixed), 1e-9);
  }

  @Test
  void pdfAndCdfAreTheTruncatedGeometric() {
    GeometricDistribution geometric = multigetSizes(false);
    assertEquals(0.382, geometric.pdf(1), 1e-15);
    assertEquals(0.618 * 0.382, geometric.pdf(2), 1e-15);
    assertEquals(1 - 0.618 * 0.618, geometric.cdf(2), 1e-15);
    assertEquals(1.0, geometric.cdf(128));
  }

  @Test
  void probabilityOutsideZeroToOneIsAConfigError() {
    GeometricDistribution geometric = new GeometricDistribution();
    ConfigError e = assertThrows(ConfigError.class,
        () -> geometric.init(1, 128, Config.of(Map.of("m_prob", "1.5")), "m_"));
    assertEquals("Expected configuration key m_prob to be a probability in (0, 1], but was '1.5'", e.getMessage());
  }
}
