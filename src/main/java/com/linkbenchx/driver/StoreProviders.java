package com.linkbenchx.driver;

import com.linkbenchx.config.ClassAliases;
import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.ReflectiveStoreProvider;
import com.linkbenchx.store.StoreKeys;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.routing.RoutingStoreProvider;

/**
 * Resolves {@code linkstore} and {@code nodestore} to providers (original class names map to this project's through
 * {@link ClassAliases}); a store configured with several endpoints gets a routing layer. No I/O happens here.
 */
public final class StoreProviders {
  private StoreProviders() {
  }

  /**
   * The providers named by the configuration, not yet configured, so that their keys are known before any value is
   * validated. Without {@code nodestore}, or with the same class in both keys, nodes use the link store's provider.
   */
  public static StoreSet instantiate(Config config) {
    String linkClass = StoreKeys.LINK_STORE.read(config).trim();
    StoreProvider linkProvider =
        RoutingStoreProvider.wrapIfRouted(create(StoreKeys.LINK_STORE.name(), linkClass), config);
    StoreProvider nodeProvider = linkProvider;
    String nodeClass = StoreKeys.NODE_STORE.readOptional(config).map(String::trim).orElse("");
    if (!nodeClass.isEmpty() && !ClassAliases.resolve(nodeClass).equals(ClassAliases.resolve(linkClass))) {
      nodeProvider = RoutingStoreProvider.wrapIfRouted(create(StoreKeys.NODE_STORE.name(), nodeClass), config);
    }
    return new StoreSet(linkProvider, nodeProvider);
  }

  private static StoreProvider create(String key, String className) {
    if (className.isEmpty()) {
      throw new ConfigError("Expected configuration key " + key + " to name a store class, but it was empty");
    }
    Class<?> type = ClassAliases.load(key, className, Object.class);
    if (StoreProvider.class.isAssignableFrom(type)) {
      return ClassAliases.instantiate(key, className, StoreProvider.class);
    }
    if (LinkStore.class.isAssignableFrom(type) || NodeStore.class.isAssignableFrom(type)) {
      return new ReflectiveStoreProvider(type);
    }
    throw new ConfigError("Configuration key " + key + " names class '" + className
        + "', which is neither a StoreProvider nor a LinkStore/NodeStore");
  }
}
