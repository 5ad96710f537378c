package com.linkbenchx.load;

import com.linkbenchx.workload.UnsharedRandom;
import java.util.Random;

/**
 * Per-chunk random generators derived from the load seed, so the same {@code load_random_seed} gives the same graph
 * whatever the number of loaders (LinkBench's one shared generator made it depend on thread scheduling).
 */
record ChunkSeeds(long masterSeed) {
  private static final long LINK_SALT = 0x4c494e4b53L; // "LINKS"
  private static final long NODE_SALT = 0x4e4f444553L; // "NODES"
  private static final long PIECE_SALT = 0x5049454345L; // "PIECE"

  Random forTask(LoadTask task) {
    long salt = task instanceof LoadTask.LinkChunk ? LINK_SALT : NODE_SALT;
    return new UnsharedRandom(mix(masterSeed ^ mix(salt + task.index())));
  }

  /** A piece of a split (id1, type): seeded by what it holds, not by the chunk that set it aside. */
  Random forPiece(LoadTask.LinkPiece piece) {
    SplitLinks split = piece.split();
    long key = mix(mix(PIECE_SALT + split.id1()) + split.typeIndex()) + piece.index();
    return new UnsharedRandom(mix(masterSeed ^ mix(key)));
  }

  /** SplitMix64's finaliser: neighbouring inputs give unrelated seeds. */
  static long mix(long value) {
    long z = value + 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
