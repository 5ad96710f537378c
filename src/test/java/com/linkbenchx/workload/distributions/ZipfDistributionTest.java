package com.linkbenchx.workload.distributions;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.workload.LogCapture;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The Zipf distribution against LinkBench's reference values. */
class ZipfDistributionTest {
  private static final long MAX = 10_000_001L;

  private static long[] quantiles(ZipfDistribution zipf, double... ps) {
    long[] result = new long[ps.length];
    for (int i = 0; i < ps.length; i++) {
      result[i] = zipf.quantile(ps[i]);
    }
    return result;
  }

  private static ZipfDistribution configured(long min, long max, Map<String, String> values) {
    ZipfDistribution zipf = new ZipfDistribution();
    zipf.init(min, max, Config.of(values), "read_");
    return zipf;
  }

  @Test
  void quantilesForShapePointEightMatchLinkBench() {
    ZipfDistribution zipf = configured(1, MAX, Map.of("read_shape", "0.8"));
    assertArrayEquals(new long[] {1, 2, 36, 370, 5966, 367881, 6014516, 9525843, 9999952},
        quantiles(zipf, 0.0, 0.01, 0.05, 0.1, 0.2, 0.5, 0.9, 0.99, 0.999999));
  }

  @Test
  void quantilesForShapePointSixTwoFiveMatchLinkBench() {
    ZipfDistribution zipf = configured(1, MAX, Map.of("read_shape", "0.625"));
    assertArrayEquals(new long[] {1, 69, 3677, 22387, 139159, 1581668, 7554176, 9735973},
        quantiles(zipf, 0.0, 0.01, 0.05, 0.1, 0.2, 0.5, 0.9, 0.99));
  }

  @Test
  void chooseIsTheQuantileOfOneNextDouble() {
    ZipfDistribution zipf = new ZipfDistribution(1, MAX, 0.8);
    Random draws = new Random(42);
    Random doubles = new Random(42);
    for (int i = 0; i < 1000; i++) {
      assertEquals(zipf.quantile(doubles.nextDouble()), zipf.choose(draws));
    }
  }

  @Test
  void shapeOneIsTheLimitOfNearbyShapesNotADegenerateConstant() {
    ZipfDistribution one = new ZipfDistribution(1, 10_001, 1.0);
    ZipfDistribution nearOne = new ZipfDistribution(1, 10_001, 0.999999);
    assertArrayEquals(quantiles(nearOne, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99),
        quantiles(one, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99));
    assertArrayEquals(new long[] {1, 9, 66, 490, 3658, 9044}, quantiles(one, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99));
  }

  @Test
  void shapeOneDrawsFollowItsCdf() {
    ZipfDistribution one = new ZipfDistribution(1, 10_001, 1.0);
    Random rng = new Random(42);
    int atMostHundred = 0;
    for (int i = 0; i < 100_000; i++) {
      if (one.choose(rng) <= 100) {
        atMostHundred++;
      }
    }
    // Gray et al.'s method is approximate: 54.2% drawn against a cdf of 53.0%.
    assertEquals(0.5299945153632354, one.cdf(100), 1e-12);
    assertEquals(0.54202, atMostHundred / 100_000.0, 1e-9);
  }

  @Test
  void shapeAboveOneUsesTheExactSum() {
    ZipfDistribution steep = new ZipfDistribution(1, 1001, 1.5);
    assertEquals(1 / Harmonic.exact(1000, 1.5), steep.pdf(1), 1e-15);
    assertEquals(0.7827471647997972, steep.cdf(10), 1e-12);
    assertArrayEquals(new long[] {1, 2, 5, 33, 473}, quantiles(steep, 0.1, 0.5, 0.7, 0.9, 0.99));
  }

  @Test
  void longExactSumsAreAnnouncedOnTheLinkBenchLogger() {
    try (LogCapture log = new LogCapture()) {
      new ZipfDistribution(1, 1_000_001, 1.5);
      assertEquals(0, log.count("INFO Precalculating"));
      ZipfDistribution large = new ZipfDistribution(1, 20_000_002, 1.5);
      assertEquals(List.of("INFO Precalculating constants for Zipf distribution over 20000001 items with shape"
          + " = 1.5.  Please be patient, this can take a little time."), log.lines());
      assertEquals(2, large.quantile(0.5));
    }
  }

  @Test
  void pdfSumsToOneAndCdfAccumulatesIt() {
    ZipfDistribution zipf = new ZipfDistribution(5, 505, 0.8);
    double sum = 0;
    for (long id = 5; id < 505; id++) {
      sum += zipf.pdf(id);
      assertEquals(sum, zipf.cdf(id), 1e-12);
    }
    assertEquals(1.0, sum, 1e-12);
    assertEquals(0.0, zipf.pdf(4));
    assertEquals(0.0, zipf.pdf(505));
  }

  @Test
  void meanScalesExpectedCount() {
    ZipfDistribution zipf = configured(1, 1001, Map.of("read_shape", "0.8", "read_mean", "2.5"));
    assertEquals(1000 * 2.5 * zipf.pdf(7), zipf.expectedCount(7), 1e-12);
  }

  @Test
  void quantilesStayInsideTheRange() {
    ZipfDistribution zipf = new ZipfDistribution(100, 200, 0.3);
    for (double p = 0; p <= 1.0; p += 0.001) {
      long q = zipf.quantile(p);
      assertTrue(q >= 100 && q < 200, "quantile " + q);
    }
    assertEquals(199, zipf.quantile(1.0));
  }

  @Test
  void missingShapeIsAConfigError() {
    ConfigError e = assertThrows(ConfigError.class, () -> configured(1, 10, Map.of()));
    assertEquals("Expected configuration key read_shape to be defined", e.getMessage());
  }

  @Test
  void nonPositiveShapeIsAConfigErrorNamingTheKey() {
    ConfigError e = assertThrows(ConfigError.class, () -> configured(1, 10, Map.of("read_shape", "-0.5")));
    assertEquals("Expected configuration key read_shape to be a positive Zipf shape, but was '-0.5'",
        e.getMessage());
  }

  @Test
  void emptyDomainIsAConfigError() {
    ConfigError e = assertThrows(ConfigError.class, () -> configured(10, 10, Map.of("read_shape", "0.5")));
    assertEquals("max = 10 <= min = 10: probability distribution cannot have zero or negative domain",
        e.getMessage());
  }
}
