package com.linkbenchx.workload;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Every draw LinkBench's generators make comes out as java.util.Random's, seed for seed. */
class UnsharedRandomTest {
  private static final long[] SEEDS = {0, 1, -1, 42, 12345, Long.MIN_VALUE, Long.MAX_VALUE, 0x5DEECE66DL};

  @Test
  void everyKindOfDrawMatchesRandom() {
    for (long seed : SEEDS) {
      Random expected = new Random(seed);
      Random actual = new UnsharedRandom(seed);
      for (int i = 0; i < 2_000; i++) {
        assertEquals(expected.nextInt(), actual.nextInt(), "nextInt, seed " + seed);
        for (int bound : new int[] {1, 2, 10, 69, 171, 1 << 20, (1 << 30) + 1, Integer.MAX_VALUE}) {
          assertEquals(expected.nextInt(bound), actual.nextInt(bound), "nextInt(" + bound + "), seed " + seed);
        }
        assertEquals(expected.nextLong(), actual.nextLong(), "nextLong, seed " + seed);
        assertEquals(expected.nextDouble(), actual.nextDouble(), 0.0, "nextDouble, seed " + seed);
        assertEquals(expected.nextFloat(), actual.nextFloat(), 0.0f, "nextFloat, seed " + seed);
        assertEquals(expected.nextBoolean(), actual.nextBoolean(), "nextBoolean, seed " + seed);
        assertEquals(expected.nextGaussian(), actual.nextGaussian(), 0.0, "nextGaussian, seed " + seed);
      }
      byte[] expectedBytes = new byte[37];
      byte[] actualBytes = new byte[37];
      expected.nextBytes(expectedBytes);
      actual.nextBytes(actualBytes);
      assertArrayEquals(expectedBytes, actualBytes, "nextBytes, seed " + seed);
    }
  }

  @Test
  void reseedingRestartsTheSequenceAndDropsAPendingGaussian() {
    Random expected = new Random(7);
    Random actual = new UnsharedRandom(7);
    assertEquals(expected.nextGaussian(), actual.nextGaussian(), 0.0); // the second of the pair is now pending
    expected.setSeed(99);
    actual.setSeed(99);
    for (int i = 0; i < 100; i++) {
      assertEquals(expected.nextGaussian(), actual.nextGaussian(), 0.0);
      assertEquals(expected.nextInt(1000), actual.nextInt(1000));
    }
  }

  @Test
  void aKnownSeedGivesRandomsDocumentedFirstValues() {
    // new Random(42).nextInt() is -1170105035 on every Java: the sequence is specified.
    assertEquals(-1170105035, new UnsharedRandom(42).nextInt());
    assertEquals(0, new UnsharedRandom(42).nextInt(10));
  }
}
