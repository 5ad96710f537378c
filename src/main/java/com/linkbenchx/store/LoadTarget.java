package com.linkbenchx.store;

import java.util.List;

/**
 * Optional provider capability used before a load: tells whether the dbid already holds data and
 * can empty it, so that a load never lands silently on top of an earlier one ({@code load_existing}).
 */
public interface LoadTarget {
  /** Names of the dbid's tables (or the store's equivalents) that hold at least one row; empty if none. */
  List<String> nonEmptyTables(String dbid) throws StoreException;

  /** Removes every link, count row and node of the dbid. */
  void truncate(String dbid) throws StoreException;

  /**
   * Refuses, before anything is written, a load the store cannot take: the in-memory store a graph
   * beyond its heap, a SQL store a bulk path the server has switched off. The sizes are estimates
   * from a sample of the graph. By default every load is taken.
   */
  default void checkReadyToLoad(double nodes, double links) throws StoreException {
  }

  /**
   * How many of {@code loaders} should write at once when {@code load_streams} is not set: by
   * default all of them (LinkBench's behaviour).
   */
  default int defaultLoadStreams(int loaders) {
    return loaders;
  }

  /**
   * The load path when it is not LinkBench's multi-row INSERT, as the plan line states it
   * ({@code load_method=bulk}); empty by default.
   */
  default String loadPath() {
    return "";
  }

  /**
   * Whether several members of a cluster accept writes to the same rows at once, so that loaders writing one row
   * through different members conflict at COMMIT (a multi-master cluster: members listed with routing round_robin, or a
   * server reporting a cluster of several, as one behind a proxy does). Known after start; by default false.
   */
  default boolean isMultiMaster() {
    return false;
  }
}
