package com.linkbenchx.store.memory;

/** Bit mixing for id2 values, which are often sequential. */
final class Hashing {
  private Hashing() {
  }

  /** The MurmurHash3 64-bit finaliser: a bijection that spreads every input bit over the output. */
  static long mix(long value) {
    long h = value;
    h ^= h >>> 33;
    h *= 0xff51afd7ed558ccdL;
    h ^= h >>> 33;
    h *= 0xc4ceb9fe1a85ec53L;
    h ^= h >>> 33;
    return h;
  }
}
