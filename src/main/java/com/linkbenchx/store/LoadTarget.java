package com.linkbenchx.store;

import java.util.List;

/** Optional provider capability used before a load, so that one never lands silently on an earlier one. */
public interface LoadTarget {
  /** Names of the dbid's tables (or the store's equivalents) that hold at least one row; empty if none. */
  List<String> nonEmptyTables(String dbid) throws StoreException;

  /** Removes every link, count row and node of the dbid. */
  void truncate(String dbid) throws StoreException;

  /**
   * Refuses, before anything is written, a load the store cannot take (the in-memory store a graph beyond its heap, a
   * SQL store a bulk path the server has switched off); the sizes are estimates from a sample of the graph.
   */
  default void checkReadyToLoad(double nodes, double links) throws StoreException {
  }

  /** How many of {@code loaders} write at once without {@code load_streams}: by default all (as LinkBench). */
  default int defaultLoadStreams(int loaders) {
    return loaders;
  }

  /** The load path for the plan line when it is not LinkBench's multi-row INSERT ({@code load_method=bulk}). */
  default String loadPath() {
    return "";
  }

  /**
   * Whether several cluster members accept writes to the same rows, so loaders writing one row through different
   * members conflict at COMMIT (members listed with round_robin, or a cluster behind a proxy). Known after start.
   */
  default boolean isMultiMaster() {
    return false;
  }
}
