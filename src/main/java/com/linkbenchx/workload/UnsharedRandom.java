package com.linkbenchx.workload;

import java.util.Random;

/**
 * {@link Random}'s exact sequence (so every seeded draw matches LinkBench's) for a generator one thread owns, without
 * Random's compare-and-set per draw and lock per Gaussian: the load draws one per payload byte (bench/jmh
 * PayloadBenchmark, brief run: a node payload 1,420 ns from Random, 462 ns from this).
 */
public final class UnsharedRandom extends Random {
  private static final long serialVersionUID = 1L;
  private static final long MULTIPLIER = 0x5DEECE66DL;
  private static final long ADDEND = 0xBL;
  private static final long MASK = (1L << 48) - 1;

  /** No initialiser: Random's constructor sets it through {@link #setSeed}, which a field initialiser would undo. */
  private long state;
  /** The second value of the last Gaussian pair, not drawn yet (Random keeps its own behind a lock). */
  private boolean gaussianPending;
  private double pendingGaussian;

  public UnsharedRandom(long seed) {
    super(seed);
  }

  @Override
  public synchronized void setSeed(long seed) {
    super.setSeed(seed);
    state = (seed ^ MULTIPLIER) & MASK;
    gaussianPending = false;
  }

  /** Random's polar method as its documentation gives it, without its synchronized. */
  @Override
  public double nextGaussian() {
    if (gaussianPending) {
      gaussianPending = false;
      return pendingGaussian;
    }
    double v1;
    double v2;
    double s;
    do {
      v1 = 2 * nextDouble() - 1;
      v2 = 2 * nextDouble() - 1;
      s = v1 * v1 + v2 * v2;
    } while (s >= 1 || s == 0);
    double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
    pendingGaussian = v2 * multiplier;
    gaussianPending = true;
    return v1 * multiplier;
  }

  @Override
  protected int next(int bits) {
    state = (state * MULTIPLIER + ADDEND) & MASK;
    return (int) (state >>> (48 - bits));
  }
}
