package com.linkbenchx.store;

/** A store that holds both links and nodes in one instance (and, for SQL stores, one connection set). */
public interface GraphStore extends LinkStore, NodeStore {
  @Override
  int bulkLoadBatchSize();

  @Override
  default void clearErrors(int threadId) {
  }

  @Override
  void close();
}
