package com.linkbenchx.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.WorkerStores;
import com.linkbenchx.store.memory.MemoryStoreProvider;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How {@code linkstore}/{@code nodestore} become providers: aliases, providers, and plain plugin store classes. */
class StoreProvidersTest {
  /** The providers, configured and ready to start, as a run gets them. */
  private static StoreSet resolve(Config config) {
    StoreSet stores = StoreProviders.instantiate(config);
    stores.configure(config);
    return stores;
  }

  @Test
  void originalClassNameMapsToThisProjectsProvider() {
    StoreSet stores = resolve(Config.of(Map.of("linkstore", "com.facebook.LinkBench.MemoryLinkStore")));
    assertTrue(stores.linkProvider() instanceof MemoryStoreProvider, stores.linkProvider().describe());
    assertSame(stores.linkProvider(), stores.nodeProvider(), "without nodestore, nodes use the link store");
    assertEquals(1, stores.providers().size());
  }

  @Test
  void plainStoreClassIsInstantiatedAndInitializedPerWorker() throws Exception {
    String plugin = PluginStore.class.getName();
    Config config = Config.of(Map.of("linkstore", plugin, "nodestore", plugin, "plugin_greeting", "hello"));
    StoreSet stores = resolve(config);
    stores.start(false);
    try (WorkerStores first = stores.openBoth(Phase.REQUEST, 3); WorkerStores second = stores.openBoth(Phase.LOAD, 4)) {
      PluginStore store = (PluginStore) first.links();
      assertSame(store, first.nodes(), "one object serves links and nodes when both keys name the class");
      assertEquals(Phase.REQUEST, store.phase);
      assertEquals(3, store.threadId);
      assertEquals("hello", store.greeting);
      assertEquals(4, ((PluginStore) second.links()).threadId);
      assertTrue(first.links() != second.links(), "one instance per worker");

      store.addLink("db", new Link(1, Link.DEFAULT_LINK_TYPE, 2, Link.VISIBILITY_DEFAULT, null, 0, 10));
      assertEquals(1, store.countLinks("db", 1, Link.DEFAULT_LINK_TYPE));
    } finally {
      stores.close();
    }
  }

  @Test
  void classesThatCannotBeStoresAreCleanConfigErrors() {
    ConfigError notAStore = assertThrows(ConfigError.class,
        () -> resolve(Config.of(Map.of("linkstore", "java.lang.String"))));
    assertTrue(notAStore.getMessage().contains("linkstore") && notAStore.getMessage().contains("java.lang.String"),
        notAStore.getMessage());
    ConfigError noConstructor = assertThrows(ConfigError.class,
        () -> resolve(Config.of(Map.of("linkstore", NoDefaultConstructor.class.getName()))));
    assertTrue(noConstructor.getMessage().contains("no public no-argument constructor"), noConstructor.getMessage());
    ConfigError empty = assertThrows(ConfigError.class,
        () -> resolve(Config.of(Map.of("linkstore", " "))));
    assertTrue(empty.getMessage().contains("linkstore"), empty.getMessage());
  }

  /** A store class a plugin author got wrong. */
  public abstract static class NoDefaultConstructor implements LinkStore {
    protected NoDefaultConstructor(int unused) {
    }
  }
}
