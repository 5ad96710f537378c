package com.linkbenchx.store.routing;

import com.linkbenchx.config.Config;
import java.util.Locale;

/** How a store with several endpoints spreads its work ({@code routing}). */
enum Routing {
  /** Every endpoint holds everything; each worker uses one, failing over when it is down. */
  ROUND_ROBIN,
  /** Every id1 and node id belongs to one endpoint: id mod the number of endpoints. */
  SHARD_BY_ID1;

  static Routing from(Config config) {
    return valueOf(RoutingKeys.ROUTING.read(config).toUpperCase(Locale.ROOT));
  }

  String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
