package com.linkbenchx.workload;

/**
 * The arithmetic out-degree modes of {@code nlinks_func}, unshuffled, as pure functions of id1. Two LinkBench defects
 * are fixed: {@code PERFECT_SQUARES} added to its own default on every call, and {@code RECIPROCAL} divided by zero at
 * id1 = startid1, which now gets nlinks_default + (maxid1 - startid1), the largest value of the law.
 */
record ArithmeticOutDegree(Mode mode, long startId1, long maxId1, long config, long defaultLinks)
    implements OutDegreeFunction {
  enum Mode { CONST, RECIPROCAL, MULTIPLES, EXPONENTIAL, PERFECT_SQUARES }

  @Override
  public boolean shuffled() {
    return false;
  }

  @Override
  public long nlinks(long id1) {
    return switch (mode) {
      case CONST -> defaultLinks;
      case RECIPROCAL -> defaultLinks + reciprocal(id1);
      case MULTIPLES -> defaultLinks + (id1 % config == 0 ? config : 0);
      case EXPONENTIAL -> defaultLinks + exponentialBonus(id1);
      case PERFECT_SQUARES -> defaultLinks + perfectPowerBonus(id1);
    };
  }

  private long reciprocal(long id1) {
    long n = maxId1 - startId1;
    long offset = id1 - startId1;
    return offset == 0 ? n : (long) Math.ceil((double) n / (double) offset);
  }

  /** If id1 = c^k, then id1 - c^(k-1) extra links (powers in floating point, truncated). */
  private long exponentialBonus(long id1) {
    long exponent = (long) Math.ceil(Math.log(id1) / Math.log(config));
    long power = (long) Math.pow(config, exponent);
    return power == id1 ? id1 - (long) Math.pow(config, exponent - 1) : 0;
  }

  /** If id1 = r^c, then id1 - (r-1)^c extra links. */
  private long perfectPowerBonus(long id1) {
    long root = (long) Math.ceil(Math.pow(id1, 1.0 / config));
    long power = (long) Math.pow(root, config);
    return power == id1 ? id1 - (long) Math.pow(root - 1, config) : 0;
  }
}
