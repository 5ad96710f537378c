package com.linkbenchx.store.memory;

import java.util.concurrent.ConcurrentHashMap;

/** The links and count rows of one dbid, one {@link PairLinks} per (id1, link_type). */
final class LinkTable {
  /** Equality written out: a record's generated equals showed as 2% of an in-memory run's CPU. */
  private record PairKey(long id1, long linkType) {
    @Override
    public boolean equals(Object other) {
      return other instanceof PairKey key && key.id1 == id1 && key.linkType == linkType;
    }

    @Override
    public int hashCode() {
      return 31 * Long.hashCode(id1) + Long.hashCode(linkType);
    }
  }

  private final ConcurrentHashMap<PairKey, PairLinks> pairs = new ConcurrentHashMap<>();

  /** The pair, created empty on first write. */
  PairLinks pairForWrite(long id1, long linkType) {
    PairKey key = new PairKey(id1, linkType);
    PairLinks pair = pairs.get(key); // a lock-free read first: computeIfAbsent locks a bin it finds crowded
    return pair != null ? pair : pairs.computeIfAbsent(key, created -> new PairLinks());
  }

  /** Calls {@code visitor} with every pair ever written; for verification, not for the benchmark's hot path. */
  void forEachPair(PairVisitor visitor) {
    pairs.forEach((key, pair) -> visitor.visit(key.id1(), key.linkType(), pair));
  }

  /** Receives one pair of {@link #forEachPair}. */
  interface PairVisitor {
    void visit(long id1, long linkType, PairLinks pair);
  }

  boolean isEmpty() {
    return pairs.isEmpty();
  }

  /** The pair, or null if nothing was ever written to it (reads do not create pairs). */
  PairLinks pairForRead(long id1, long linkType) {
    return pairs.get(new PairKey(id1, linkType));
  }
}
