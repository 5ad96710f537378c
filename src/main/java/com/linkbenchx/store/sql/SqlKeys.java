package com.linkbenchx.store.sql;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.store.connection.ConnectionKeys;

/** Keys only the SQL stores read (the embedded store: {@link #SHARED}); keys shared with MongoDB: ConnectionKeys. */
public final class SqlKeys {
  private static final String SQL_AND_EMBEDDED = "MySQL, PostgreSQL, embedded";
  private static final String TITLE = "MySQL and PostgreSQL stores, with the keys MongoDB shares";

  public static final ConfigKey<Integer> BULK_INSERT_BATCH = ConfigKey.integer("mysql_bulk_insert_batch")
      .alias("MySQL_bulk_insert_batch").defaultValue(SqlStoreSettings.DEFAULT_BULK_BATCH).range(1, 1 << 20)
      .scope(SQL_AND_EMBEDDED)
      .doc("Largest number of rows per bulk statement of the load phase (either spelling; the lower-case one wins);"
          + " with load_method=bulk, rows per LOAD DATA or COPY, default " + SqlStoreSettings.DEFAULT_BULK_PATH_BATCH);
  public static final ConfigKey<String> LOAD_METHOD = ConfigKey.choice("load_method", "insert", "bulk")
      .defaultValue("insert").scope(SQL_AND_EMBEDDED)
      .doc("How the load phase writes rows: insert (multi-row INSERT, as LinkBench) or bulk (the server's own"
          + " bulk path: LOAD DATA LOCAL INFILE, which needs the server's local_infile ON, or PostgreSQL's COPY FROM"
          + " STDIN); same rows either way. MySQL nodes load with the ids the loader gives them (startid1 on), the ones"
          + " AUTO_INCREMENT gives on the INSERT path");
  public static final ConfigKey<Boolean> DISABLE_BINLOG_LOAD = ConfigKey.bool("mysql_disable_binlog_load")
      .alias("MySQL_disable_binlog_load").defaultValue(false).scope(SQL_AND_EMBEDDED)
      .doc("MySQL: switch the binary log off in the load phase's sessions (needs SUPER or SYSTEM_VARIABLES_ADMIN)");
  public static final ConfigKey<String> JDBC_URL_PROPERTIES = ConfigKey.properties("jdbc_url_properties")
      .defaultValue("").scope(SQL_AND_EMBEDDED)
      .doc("Extra JDBC driver properties, e.g. sslMode=REQUIRED; values of secret-looking names are never printed");
  public static final ConfigKey<Integer> CONNECT_JITTER_MS = ConfigKey.integer("connect_jitter_ms").defaultValue(0)
      .range(0, 60_000).scope(SQL_AND_EMBEDDED)
      .doc("Random pause of up to this many milliseconds before each connection is opened");

  /** Keys the embedded store reads too (it sets host, port, user and password itself). */
  public static final KeySet SHARED = KeySet.of(TITLE, ConnectionKeys.LINK_TABLE, ConnectionKeys.COUNT_TABLE,
      ConnectionKeys.NODE_TABLE, BULK_INSERT_BATCH, LOAD_METHOD, DISABLE_BINLOG_LOAD, JDBC_URL_PROPERTIES,
      ConnectionKeys.MAX_RETRIES, ConnectionKeys.RETRY_BACKOFF_MS, ConnectionKeys.RETRY_BACKOFF_MAX_MS,
      CONNECT_JITTER_MS, ConnectionKeys.OUTAGE_LIMIT_SECONDS, ConnectionKeys.CONNECT_TIMEOUT_SECONDS,
      ConnectionKeys.READ_TIMEOUT_SECONDS);
  public static final KeySet ALL = KeySet.of(TITLE, ConnectionKeys.HOST, ConnectionKeys.PORT, ConnectionKeys.USER,
      ConnectionKeys.PASSWORD, ConnectionKeys.PASSWORD_FILE, ConnectionKeys.CREATE_TABLES).plus(SHARED);

  private SqlKeys() {
  }
}
