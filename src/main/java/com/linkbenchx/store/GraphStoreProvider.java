package com.linkbenchx.store;

import com.linkbenchx.model.Phase;

/** A provider whose every store holds links and nodes: link and node stores are graph stores. */
public interface GraphStoreProvider extends StoreProvider {
  @Override
  GraphStore openGraphStore(Phase phase, int threadId) throws StoreException;

  @Override
  default LinkStore openLinkStore(Phase phase, int threadId) throws StoreException {
    return openGraphStore(phase, threadId);
  }

  @Override
  default NodeStore openNodeStore(Phase phase, int threadId) throws StoreException {
    return openGraphStore(phase, threadId);
  }
}
