package com.linkbenchx.store.conformance;

import com.linkbenchx.config.Config;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.StoreProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;

/**
 * Lifecycle shared by the conformance suites. One provider serves the whole test class (starting
 * a database server per test would be too slow); each test gets an emptied dataset and its own
 * store instances, which are closed after it.
 *
 * <p>A store's test class implements {@link #newProvider()} and {@link #emptyDbid(StoreProvider,
 * int)}, and overrides {@link #config()} when its provider needs keys.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class StoreConformanceBase implements StoreFixture {
  private final List<AutoCloseable> openStores = new ArrayList<>();
  private StoreProvider provider;
  private String dbid;
  private LinkStore linkStore;
  private NodeStore nodeStore;
  private int nextThreadId;

  /** A new, unconfigured provider of the store under test; called once per test class. */
  protected abstract StoreProvider newProvider() throws Exception;

  /**
   * Returns the dbid of dataset {@code dataset} (0 for every test, 1 for isolation tests) after
   * making its links, counts and nodes empty, and creating it if needed. Called before each test
   * for dataset 0. A store whose tables are set up outside the test can truncate them here; the
   * memory store can return a fresh name. A store with only one dataset available may call
   * {@code Assumptions.abort} for dataset 1, which skips the isolation tests.
   */
  protected abstract String emptyDbid(StoreProvider provider, int dataset) throws Exception;

  /** The configuration given to {@link StoreProvider#configure}; empty unless overridden. */
  protected Config config() {
    return Config.of(Map.of());
  }

  @BeforeAll
  protected final void startProvider() throws Exception {
    provider = newProvider();
    provider.configure(config());
    provider.start(false);
  }

  @AfterAll
  protected final void closeProvider() {
    if (provider != null) {
      provider.close();
    }
  }

  @BeforeEach
  protected final void prepareDataset() throws Exception {
    dbid = emptyDbid(provider, 0);
  }

  @AfterEach
  protected final void closeStores() throws Exception {
    for (AutoCloseable store : openStores) {
      store.close();
    }
    openStores.clear();
    linkStore = null;
    nodeStore = null;
  }

  /** The provider under test, started. */
  protected final StoreProvider provider() {
    return provider;
  }

  @Override
  public final String dbid() {
    return dbid;
  }

  @Override
  public final String otherDbid() throws Exception {
    String other = emptyDbid(provider, 1);
    if (other.equals(dbid)) {
      throw new IllegalStateException("emptyDbid returned the same dbid for datasets 0 and 1: " + other);
    }
    return other;
  }

  @Override
  public final LinkStore linkStore() throws Exception {
    if (linkStore == null) {
      linkStore = newLinkStore(Phase.REQUEST);
    }
    return linkStore;
  }

  @Override
  public final NodeStore nodeStore() throws Exception {
    if (nodeStore == null) {
      nodeStore = newNodeStore(Phase.REQUEST);
    }
    return nodeStore;
  }

  @Override
  public final LinkStore newLinkStore(Phase phase) throws Exception {
    LinkStore store = provider.openLinkStore(phase, nextThreadId++);
    openStores.add(store);
    return store;
  }

  @Override
  public final NodeStore newNodeStore(Phase phase) throws Exception {
    NodeStore store = provider.openNodeStore(phase, nextThreadId++);
    openStores.add(store);
    return store;
  }
}
