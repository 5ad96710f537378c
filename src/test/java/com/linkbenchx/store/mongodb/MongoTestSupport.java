package com.linkbenchx.store.mongodb;

import com.linkbenchx.config.Config;
import java.util.HashMap;
import java.util.Map;

/** Configurations of the MongoDB store for tests. */
final class MongoTestSupport {
  private MongoTestSupport() {
  }

  /** The store's keys for a server at {@code url}, with small batches so tests cross batch boundaries. */
  static Map<String, String> keys(String url, String dbid, int level) {
    Map<String, String> keys = new HashMap<>();
    keys.put("url", url);
    keys.put("dbid", dbid);
    keys.put("linktable", "linktable");
    keys.put("counttable", "counttable");
    keys.put("nodetable", "nodetable");
    keys.put("create_tables", "true");
    keys.put("transaction_support_level", String.valueOf(level));
    keys.put("mongo_bulk_insert_batch", "100");
    keys.put("retry_backoff_ms", "1");
    keys.put("retry_backoff_max_ms", "20");
    return keys;
  }

  static Config config(String url, String dbid, int level) {
    return Config.of(keys(url, dbid, level));
  }

  /** A started provider on {@code url}. */
  static MongoStoreProvider provider(Config config) throws Exception {
    MongoStoreProvider provider = new MongoStoreProvider();
    provider.configure(config);
    provider.start(false);
    return provider;
  }
}
