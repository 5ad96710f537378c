package com.linkbenchx.workload.distributions;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import java.util.Map;
import java.util.Random;
import org.apache.commons.math3.distribution.UniformRealDistribution;
import org.apache.commons.math3.stat.inference.KolmogorovSmirnovTest;
import org.junit.jupiter.api.Test;

/** The uniform distribution against LinkBench's reference values. */
class UniformDistributionTest {
  @Test
  void drawsMatchLinkBenchWithSeed42() {
    UniformDistribution uniform = new UniformDistribution();
    uniform.init(1, 10_000_001, Config.of(Map.of()), "node_delete_");
    Random rng = new Random(42);
    long[] draws = new long[5];
    for (int i = 0; i < draws.length; i++) {
      draws[i] = uniform.choose(rng);
    }
    assertArrayEquals(new long[] {2431131, 7392764, 7211249, 2948885, 2969971}, draws);
  }

  @Test
  void drawsAreUniformByKolmogorovSmirnov() {
    UniformDistribution uniform = new UniformDistribution(1, 10_000_001);
    Random rng = new Random(99);
    double[] draws = new double[100_000];
    for (int i = 0; i < draws.length; i++) {
      draws[i] = uniform.choose(rng);
    }
    double distance = new KolmogorovSmirnovTest()
        .kolmogorovSmirnovStatistic(new UniformRealDistribution(1, 10_000_001), draws);
    assertTrue(distance < 0.01, "KS distance " + distance);
  }

  @Test
  void rangesWiderThanAnIntStillStartAtMin() {
    long min = 10_000_000_000L;
    long max = min + 5_000_000_000L;
    UniformDistribution uniform = new UniformDistribution(min, max);
    Random rng = new Random(42);
    long lowest = Long.MAX_VALUE;
    long highest = Long.MIN_VALUE;
    for (int i = 0; i < 100_000; i++) {
      long draw = uniform.choose(rng);
      assertTrue(draw >= min && draw < max, "draw " + draw);
      lowest = Math.min(lowest, draw);
      highest = Math.max(highest, draw);
    }
    // Both ends of the 5e9-wide range are reached within 0.01%.
    assertTrue(lowest < min + 500_000, "lowest " + lowest);
    assertTrue(highest > max - 500_000, "highest " + highest);
  }

  @Test
  void quantileCdfAndPdf() {
    UniformDistribution uniform = new UniformDistribution(10, 20);
    assertEquals(10, uniform.quantile(0.0));
    assertEquals(15, uniform.quantile(0.5));
    assertEquals(19, uniform.quantile(1.0));
    assertEquals(0.1, uniform.cdf(10), 1e-15);
    assertEquals(1.0, uniform.cdf(19));
    assertEquals(0.0, uniform.cdf(9));
    assertEquals(0.1, uniform.pdf(12), 1e-15);
    assertEquals(0.0, uniform.pdf(20));
  }

  @Test
  void meanScalesExpectedCount() {
    UniformDistribution uniform = new UniformDistribution();
    uniform.init(0, 100, Config.of(Map.of("x_mean", "3")), "x_");
    assertEquals(3.0, uniform.expectedCount(50), 1e-12);
  }
}
