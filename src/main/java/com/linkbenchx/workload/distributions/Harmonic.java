package com.linkbenchx.workload.distributions;

import org.apache.commons.math3.util.FastMath;

/**
 * Generalized harmonic numbers H(n, m) = sum of 1/k^m for k = 1..n, evaluated the way LinkBench does so that Zipf
 * quantiles match it: the exact sum runs from k = n down to 1 with {@link FastMath#pow}; the approximation is
 * LinkBench's closed form for large n.
 */
public final class Harmonic {
  private static final double EULER_MASCHERONI = 0.5772156649015329;
  /** Below this n the approximation falls back to the exact sum. */
  private static final long APPROXIMATION_THRESHOLD = 100_000;

  private Harmonic() {
  }

  /** Exact H(n, m), summed from the smallest term up for accuracy. O(n). */
  public static double exact(long n, double m) {
    double sum = 0.0;
    for (long k = n; k >= 1; k--) {
      sum += 1.0 / FastMath.pow(k, m);
    }
    return sum;
  }

  /**
   * LinkBench's approximation of H(n, m) for m in [0, 1]: exact below n = 100,000; otherwise ln n + γ for m = 1 and
   * n^(1-m)/(1-m) + 0.58 - 1/(1-m) for m < 1.
   */
  public static double approx(long n, double m) {
    if (m < 0.0 || m > 1.0) {
      throw new IllegalArgumentException("harmonic approximation needs m in [0, 1], got " + m);
    }
    if (n < 0) {
      throw new IllegalArgumentException("harmonic number of negative n " + n);
    }
    if (n < APPROXIMATION_THRESHOLD) {
      return exact(n, m);
    }
    if (m == 1.0) {
      // LinkBench adds 1/(2n) computed in integer arithmetic, i.e. nothing.
      return Math.log(n) + EULER_MASCHERONI;
    }
    double inverse = 1.0 / (1.0 - m);
    double correction = 0.58 - inverse;
    return inverse * Math.pow(n, 1.0 - m) + correction;
  }
}
