package com.linkbenchx.store;

import com.linkbenchx.config.ClassAliases;
import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;

/**
 * Resolves {@code linkstore} and {@code nodestore} to providers (original class names map to this
 * project's through {@link ClassAliases}) and validates their settings. No I/O happens here.
 */
public final class StoreProviders {
  public static final String LINK_STORE_KEY = "linkstore";
  public static final String NODE_STORE_KEY = "nodestore";

  private StoreProviders() {
  }

  /** Without {@code nodestore}, or with the same class in both keys, nodes use the link store's provider [Q14]. */
  public static StoreSet resolve(Config config) {
    String linkClass = config.getString(LINK_STORE_KEY).trim();
    StoreProvider linkProvider = create(config, LINK_STORE_KEY, linkClass);
    StoreProvider nodeProvider = linkProvider;
    String nodeClass = config.get(NODE_STORE_KEY).map(String::trim).orElse("");
    if (!nodeClass.isEmpty()
        && !ClassAliases.resolve(nodeClass).equals(ClassAliases.resolve(linkClass))) {
      nodeProvider = create(config, NODE_STORE_KEY, nodeClass);
    }
    return new StoreSet(linkProvider, nodeProvider);
  }

  private static StoreProvider create(Config config, String key, String className) {
    if (className.isEmpty()) {
      throw new ConfigError("Expected configuration key " + key + " to name a store class, but it was empty");
    }
    Class<?> type = ClassAliases.load(key, className, Object.class);
    StoreProvider provider;
    if (StoreProvider.class.isAssignableFrom(type)) {
      provider = ClassAliases.instantiate(key, className, StoreProvider.class);
    } else if (LinkStore.class.isAssignableFrom(type) || NodeStore.class.isAssignableFrom(type)) {
      provider = new ReflectiveStoreProvider(type);
    } else {
      throw new ConfigError("Configuration key " + key + " names class '" + className
          + "', which is neither a StoreProvider nor a LinkStore/NodeStore");
    }
    provider.configure(config);
    return provider;
  }
}
