package com.linkbenchx.store.conformance;

import com.linkbenchx.model.Phase;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.NodeStore;

/**
 * What the contract tests use from the store under test. {@link StoreConformanceBase} implements
 * it; a store's test class only supplies the provider and empty datasets.
 */
public interface StoreFixture {
  /** The dbid of this test's dataset, empty when the test starts. */
  String dbid();

  /** A second dataset, empty and distinct from {@link #dbid()}, for isolation tests. */
  String otherDbid() throws Exception;

  /** This test's link store (request phase, thread 0), opened on first use. */
  LinkStore linkStore() throws Exception;

  /** This test's node store (request phase, thread 0), opened on first use. */
  NodeStore nodeStore() throws Exception;

  /** Another link store instance from the same provider, as another worker thread gets. */
  LinkStore newLinkStore(Phase phase) throws Exception;

  /** Another node store instance from the same provider. */
  NodeStore newNodeStore(Phase phase) throws Exception;
}
