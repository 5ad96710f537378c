package com.linkbenchx.workload.distributions;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The JDK generator every reference vector depends on behaves as LinkBench's did. */
class JavaRandomVectorsTest {
  @Test
  void randomWithSeed12345ProducesTheSpecifiedSequence() {
    Random rng = new Random(12345);
    assertEquals(1553932502, rng.nextInt());
    assertEquals(80, rng.nextInt(100));
    assertEquals(-1236052134575208584L, rng.nextLong());
    assertEquals(0.8330913489710237, rng.nextDouble());
    assertEquals(-0.7423811735009279, rng.nextGaussian());
  }
}
