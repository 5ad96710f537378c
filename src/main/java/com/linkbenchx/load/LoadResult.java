package com.linkbenchx.load;

/**
 * What the load phase did.
 *
 * @param expectedNodes maxid1 - startid1 (this process's share when several load together)
 * @param seconds wall time from the first loader's start to the last one's end
 * @param failure the first loader failure, or null
 * @param seed the load's random seed, which a rerun needs to write the same graph
 */
public record LoadResult(long nodes, long expectedNodes, long links, double seconds, boolean interrupted,
    Throwable failure, long seed) {
  public boolean completed() {
    return !interrupted && failure == null;
  }
}
