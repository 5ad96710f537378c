package com.linkbenchx.store;

/**
 * The node ids one endpoint allocates when several share one id space: disjoint per shard, so a node's id names its
 * shard, as a link's id1 does.
 *
 * @param modulus number of classes (1: every id)
 * @param residue this endpoint's class, {@code 0 <= residue < modulus}
 */
public record NodeIdClass(int modulus, int residue) {
  /** One endpoint allocating every id, as a lone server does. */
  public static final NodeIdClass ALL = new NodeIdClass(1, 0);

  public NodeIdClass {
    if (modulus < 1 || residue < 0 || residue >= modulus) {
      throw new IllegalArgumentException("node id class " + residue + " mod " + modulus);
    }
  }

  public boolean isAll() {
    return modulus == 1;
  }

  public boolean contains(long id) {
    return Math.floorMod(id, (long) modulus) == residue;
  }

  /** The smallest id of this class that is at least {@code id}. */
  public long firstAtOrAbove(long id) {
    return id + Math.floorMod(residue - id, (long) modulus);
  }

  @Override
  public String toString() {
    return isAll() ? "all ids" : "ids = " + residue + " mod " + modulus;
  }
}
