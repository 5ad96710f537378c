package com.linkbenchx.store.memory;

import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.conformance.GraphStoreConformance;

/** The whole conformance suite against the in-memory store. */
class MemoryStoreConformanceTest extends GraphStoreConformance {
  private int datasets;

  @Override
  protected StoreProvider newProvider() {
    return new MemoryStoreProvider();
  }

  /** A name never used before is an empty dataset. */
  @Override
  protected String emptyDbid(StoreProvider provider, int dataset) {
    return "linkdb" + dataset + "_" + datasets++;
  }
}
