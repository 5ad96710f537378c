package com.linkbenchx.workload.distributions;

import java.util.Random;

/**
 * LinkBench's invertible permutation of [0, n), bit for bit: ids are dealt into {@code groups} residue classes, each
 * rotated by an amount drawn from {@code new Random(seed)}. Immutable. For n of 2^31 or more LinkBench failed; here the
 * group size is computed in 64 bits and the rotations drawn below 2^31.
 */
public final class InvertibleShuffler {
  private final long n;
  private final int groups;
  private final long minGroupSize;
  private final long roundedDown;
  private final long roundedUp;
  private final long[] rotations;

  public InvertibleShuffler(long seed, int groups, long n) {
    if (n < 1 || groups < 1) {
      throw new IllegalArgumentException("shuffler needs n >= 1 and groups >= 1, got n = " + n
          + ", groups = " + groups);
    }
    int effectiveGroups = groups > n ? (int) n : groups;
    this.n = n;
    this.groups = effectiveGroups;
    this.minGroupSize = n <= Integer.MAX_VALUE ? (int) n / effectiveGroups : n / effectiveGroups;
    int rotationBound = (int) Math.min(minGroupSize, Integer.MAX_VALUE);
    Random rng = new Random(seed);
    this.rotations = new long[effectiveGroups];
    for (int g = 0; g < effectiveGroups; g++) {
      rotations[g] = Math.abs(rng.nextInt(rotationBound));
    }
    this.roundedDown = (n / effectiveGroups) * effectiveGroups;
    this.roundedUp = n == roundedDown ? n : roundedDown + effectiveGroups;
  }

  public long size() {
    return n;
  }

  public long permute(long i) {
    return permute(i, false);
  }

  public long invertPermute(long i) {
    return permute(i, true);
  }

  private long permute(long i, boolean inverse) {
    if (i < 0 || i >= n) {
      throw new IllegalArgumentException("Bad index to permute: " + i + ": out of range [0:" + (n - 1) + "]");
    }
    int group = (int) (i % groups);
    boolean bigGroup = group < n % groups;
    long rotate = rotations[group];
    if (inverse) {
      rotate = (bigGroup ? minGroupSize + 1 : minGroupSize) - rotate;
    }
    long j = i + groups * rotate;
    if (j < n) {
      return j;
    }
    long wrapped = j % (bigGroup ? roundedUp : roundedDown);
    return wrapped >= n ? group : wrapped;
  }
}
