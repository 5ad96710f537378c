package com.linkbenchx.store.routing;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeySet;

/** Keys of a MySQL or PostgreSQL store spread over several endpoints (host, port or dbid lists). */
public final class RoutingKeys {
  public static final ConfigKey<String> ROUTING = ConfigKey.choice("routing", "round_robin", "shard_by_id1")
      .defaultValue("round_robin")
      .scope("MySQL, PostgreSQL with several endpoints")
      .doc("round_robin: every endpoint holds the whole graph (a multi-master cluster); each worker is bound to one"
          + " endpoint, spread evenly, and fails over to the next when its own is unreachable. shard_by_id1: each"
          + " endpoint (or dbid) is a shard holding the links, counts and nodes whose id1 (node id) mod the number"
          + " of shards is its position in the list");

  public static final KeySet ALL = KeySet.of("Several endpoints: clusters and shards", ROUTING);

  private RoutingKeys() {
  }
}
