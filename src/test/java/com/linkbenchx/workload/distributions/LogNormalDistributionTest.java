package com.linkbenchx.workload.distributions;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Link payload sizes against LinkBench's reference values. */
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
}
