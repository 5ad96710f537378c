package com.linkbenchx.workload.distributions;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Harmonic numbers against LinkBench's reference values. */
class HarmonicTest {
  @Test
  void approximationMatchesLinkBenchForTenMillionItems() {
    assertEquals(121.17432157547894, Harmonic.approx(10_000_000L, 0.8));
  }

  @Test
  void exactSumMatchesLinkBenchForOneThousandItems() {
    assertEquals(15.469810382227315, Harmonic.exact(1000, 0.8));
  }

  @Test
  void approximationIsExactBelowOneHundredThousand() {
    assertEquals(Harmonic.exact(99_999, 0.625), Harmonic.approx(99_999, 0.625));
  }

  @Test
  void shapeOneUsesLogarithmPlusEulersConstant() {
    assertEquals(Math.log(1_000_000) + 0.5772156649015329, Harmonic.approx(1_000_000, 1.0));
    // ...which is within 1/(2n) of the true sum.
    assertEquals(Harmonic.exact(1_000_000, 1.0), Harmonic.approx(1_000_000, 1.0), 1e-6);
  }

  @Test
  void approximationStaysCloseToTheExactSum() {
    // The constant 0.58 stands in for the Hurwitz zeta term: 53.0149 against 52.9974.
    assertEquals(52.997408051395844, Harmonic.exact(200_000, 0.8), 1e-9);
    assertEquals(53.014917749851726, Harmonic.approx(200_000, 0.8), 1e-9);
  }

  @Test
  void smallExactValues() {
    assertEquals(1.0 + 0.5 + 1.0 / 3, Harmonic.exact(3, 1.0), 1e-15);
    assertEquals(0.0, Harmonic.exact(0, 0.5));
  }
}
