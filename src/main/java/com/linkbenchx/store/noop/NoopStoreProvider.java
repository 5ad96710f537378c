package com.linkbenchx.store.noop;

import com.linkbenchx.config.Config;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.Phase;
import com.linkbenchx.store.StoreProvider;

/**
 * A backend that stores nothing and answers at once: for measuring the driver's own capacity
 * (generator, queue, requesters, recording) with no database in the way.
 * {@code linkstore = com.linkbenchx.store.noop.NoopStoreProvider}.
 */
public final class NoopStoreProvider implements StoreProvider {
  @Override
  public void configure(Config config) {
  }

  @Override
  public LinkStore openLinkStore(Phase phase, int threadId) {
    return new NoopGraphStore();
  }

  @Override
  public NodeStore openNodeStore(Phase phase, int threadId) {
    return new NoopGraphStore();
  }

  @Override
  public GraphStore openGraphStore(Phase phase, int threadId) {
    return new NoopGraphStore();
  }

  @Override
  public String describe() {
    return "no-op store (stores nothing)";
  }
}
