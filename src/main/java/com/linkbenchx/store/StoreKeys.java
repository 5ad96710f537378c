package com.linkbenchx.store;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeySet;

/** Which stores a run uses, and the dbid every store call names. */
public final class StoreKeys {
  public static final ConfigKey<String> LINK_STORE = ConfigKey.className("linkstore")
      .scope("all")
      .doc("Store for links, and for nodes unless nodestore names another: a StoreProvider, LinkStore or"
          + " NodeStore class (LinkBench's class names map to this project's)");
  public static final ConfigKey<String> NODE_STORE = ConfigKey.className("nodestore")
      .defaultText("the link store")
      .scope("all")
      .doc("Store for nodes; absent, empty or the same class as linkstore: the link store serves nodes too");
  public static final ConfigKey<String> DBID = ConfigKey.string("dbid")
      .scope("load, request, --verify")
      .doc("Database (MySQL, MongoDB) or schema (PostgreSQL) that every store call names; MySQL and PostgreSQL:"
          + " a comma-separated list makes each one a shard (routing = shard_by_id1)");

  public static final KeySet ALL = KeySet.of("Store selection", LINK_STORE, NODE_STORE, DBID);

  private StoreKeys() {
  }
}
