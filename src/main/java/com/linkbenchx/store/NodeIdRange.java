package com.linkbenchx.store;

/** The lowest and highest node id a store holds (read from the ends of the primary key: nothing of gaps). */
public record NodeIdRange(long lowest, long highest) {
  /** No node stored. */
  public static final NodeIdRange EMPTY = new NodeIdRange(Long.MAX_VALUE, Long.MIN_VALUE);

  public boolean isEmpty() {
    return lowest > highest;
  }

  /** The smallest range holding both (shards hold parts of one graph). */
  public NodeIdRange union(NodeIdRange other) {
    if (isEmpty()) {
      return other;
    }
    if (other.isEmpty()) {
      return this;
    }
    return new NodeIdRange(Math.min(lowest, other.lowest), Math.max(highest, other.highest));
  }

  /** "[1, 200001)" as startid1/maxid1 write ranges; "empty" when no node is stored. */
  @Override
  public String toString() {
    return isEmpty() ? "empty" : "[" + lowest + ", "
        + (highest == Long.MAX_VALUE ? "2^63" : String.valueOf(highest + 1)) + ")";
  }
}
