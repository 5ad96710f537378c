package com.linkbenchx.store.noop;

import com.linkbenchx.config.Config;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.GraphStoreProvider;
import com.linkbenchx.store.ServerInfo;
import java.util.Optional;

/**
 * A backend that stores nothing and answers at once: for measuring the driver's own capacity (generator, queue,
 * requesters, recording) with no database in the way. {@code linkstore = com.linkbenchx.store.noop.NoopStoreProvider}.
 */
public final class NoopStoreProvider implements GraphStoreProvider {
  @Override
  public void configure(Config config) {
  }

  @Override
  public GraphStore openGraphStore(Phase phase, int threadId) {
    return new NoopGraphStore();
  }

  /** Built into the driver: there is no server to ask. */
  @Override
  public Optional<ServerInfo> serverInfo() {
    return Optional.of(new ServerInfo("no-op store", "built into the driver"));
  }

  @Override
  public String describe() {
    return "no-op store (stores nothing)";
  }
}
