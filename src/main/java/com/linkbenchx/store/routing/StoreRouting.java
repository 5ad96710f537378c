package com.linkbenchx.store.routing;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.store.EndpointStoreProvider;
import com.linkbenchx.store.StoreProvider;
import java.lang.reflect.InvocationTargetException;

/** Puts a routing layer over a provider when the configuration names several endpoints. */
public final class StoreRouting {
  private StoreRouting() {
  }

  /** {@code provider}, or a {@link RoutingStoreProvider} over instances of its class when routed (lists, routing). */
  public static StoreProvider wrapIfRouted(StoreProvider provider, Config config) {
    boolean routed = EndpointList.listsSeveral(config) || RoutingKeys.ROUTING.isSet(config);
    if (!routed) {
      return provider;
    }
    if (!(provider instanceof EndpointStoreProvider endpoint)) {
      throw new ConfigError("Store " + provider.describe() + " takes one endpoint: host, port and dbid must"
          + " each name one value (several endpoints and routing need the MySQL or PostgreSQL store)");
    }
    Class<? extends EndpointStoreProvider> type = endpoint.getClass();
    return new RoutingStoreProvider(() -> {
      try {
        return type.getConstructor().newInstance();
      } catch (NoSuchMethodException | InstantiationException | IllegalAccessException e) {
        throw new ConfigError("Store class " + type.getName() + " cannot be created once per endpoint: " + e);
      } catch (InvocationTargetException e) {
        throw new ConfigError("Store class " + type.getName() + " failed to start: " + e.getCause());
      }
    }, endpoint);
  }
}
