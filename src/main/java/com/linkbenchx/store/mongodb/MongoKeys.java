package com.linkbenchx.store.mongodb;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.store.connection.ConnectionKeys;

/** Keys only the MongoDB store reads; those shared with the SQL stores are declared in {@link ConnectionKeys}. */
public final class MongoKeys {
  private static final String SCOPE = "MongoDB";

  public static final ConfigKey<String> URL = ConfigKey.string("url")
      .defaultText("built from host, port and connection_options")
      .scope(SCOPE)
      .doc("Full connection string (mongodb:// or mongodb+srv://, options checked by name); when set and not empty"
          + " it wins over host, port and connection_options; a password inside it is never printed");
  public static final ConfigKey<String> CONNECTION_OPTIONS = ConfigKey.properties("connection_options")
      .defaultValue("")
      .constraint("options the MongoDB Java driver knows")
      .scope(SCOPE)
      .doc("Connection-string options added to host and port, e.g. replicaSet=rs0&maxPoolSize=200; values of"
          + " secret-looking names are never printed");
  public static final ConfigKey<String> TRANSACTION_SUPPORT_LEVEL = ConfigKey.choice("transaction_support_level",
      "0", "1", "2")
      .defaultValue("2")
      .scope(SCOPE)
      .doc("0: no transactions (each document write atomic, a link and its count are two writes); 1: the obsolete"
          + " TokuMX level, now transactions when the server has them; 2: multi-document transactions (replica set"
          + " or sharded cluster; refused at start by a server without them)");
  public static final ConfigKey<Integer> BULK_INSERT_BATCH = ConfigKey.integer("mongo_bulk_insert_batch")
      .alias("bulkinsert_size")
      .defaultValue(MongoSettings.DEFAULT_BULK_BATCH)
      .range(1, MongoSettings.MAX_BULK_BATCH)
      .scope(SCOPE)
      .doc("Documents per unordered bulk insert of the load phase (either spelling; mongo_bulk_insert_batch wins)");
  public static final ConfigKey<String> WRITE_CONCERN = ConfigKey.string("mongo_write_concern")
      .defaultText("the url's, else the server's")
      .constraint("majority, a number of members (0: unacknowledged) or a tag set name")
      .scope(SCOPE)
      .doc("Write concern of every write");
  public static final ConfigKey<String> READ_PREFERENCE = ConfigKey.string("mongo_read_preference")
      .defaultText("the url's, else primary")
      .constraint("primary, primaryPreferred, secondary, secondaryPreferred or nearest")
      .scope(SCOPE)
      .doc("Read preference of every read outside a transaction (transactions read from the primary)");

  /** The MongoDB store's own keys. */
  public static final KeySet ALL = KeySet.of("MongoDB store", URL, CONNECTION_OPTIONS, TRANSACTION_SUPPORT_LEVEL,
      BULK_INSERT_BATCH, WRITE_CONCERN, READ_PREFERENCE);
  /** The SQL stores' keys the MongoDB store reads too (dbid is every store's). */
  public static final KeySet SHARED_WITH_SQL = KeySet.of("MongoDB store", ConnectionKeys.HOST, ConnectionKeys.PORT,
      ConnectionKeys.USER, ConnectionKeys.PASSWORD, ConnectionKeys.PASSWORD_FILE, ConnectionKeys.CREATE_TABLES,
      ConnectionKeys.LINK_TABLE, ConnectionKeys.COUNT_TABLE, ConnectionKeys.NODE_TABLE, ConnectionKeys.MAX_RETRIES,
      ConnectionKeys.RETRY_BACKOFF_MS, ConnectionKeys.RETRY_BACKOFF_MAX_MS, ConnectionKeys.OUTAGE_LIMIT_SECONDS);

  private MongoKeys() {
  }
}
