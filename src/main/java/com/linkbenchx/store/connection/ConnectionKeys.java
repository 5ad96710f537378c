package com.linkbenchx.store.connection;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigKey;

/** Keys every store that connects to a server reads, declared once here; each store lists its own in its key set. */
public final class ConnectionKeys {
  private static final String SERVERS = "MySQL, PostgreSQL, MongoDB";
  private static final String SQL_EMBEDDED_AND_MONGODB = "MySQL, PostgreSQL, embedded, MongoDB";

  public static final ConfigKey<String> HOST = ConfigKey.host("host").defaultText("— (MongoDB: not needed with url)")
      .scope(SERVERS)
      .doc("Server host: a host name, an IPv4 address or a bracketed IPv6 address; MySQL and PostgreSQL: a"
          + " comma-separated list names several endpoints (see routing)");
  public static final ConfigKey<Integer> PORT = ConfigKey.integer("port").range(1, 65535)
      .defaultText("3306 (MySQL), 5432 (PostgreSQL), 27017 (MongoDB); also when empty").scope(SERVERS)
      .doc("Server port; MySQL and PostgreSQL: a comma-separated list gives each endpoint its own (see routing)");
  public static final ConfigKey<String> USER = ConfigKey.string("user").defaultText("— (MongoDB: empty, no login)")
      .scope(SERVERS).doc("Login user");
  public static final ConfigKey<String> PASSWORD = ConfigKey.string("password").secret()
      .defaultText("— (MongoDB: empty)").scope(SERVERS)
      .doc("Login password (may be empty); password_file and LINKBENCH_PASSWORD take precedence; never printed");
  public static final ConfigKey<String> PASSWORD_FILE = ConfigKey.string("password_file").scope(SERVERS)
      .doc("File holding the password (trailing line ends dropped; relative to the working directory)");
  public static final ConfigKey<String> LINK_TABLE = ConfigKey.string("linktable")
      .defaultText("— (embedded store: linktable)").constraint("an SQL identifier; MongoDB: a collection name")
      .scope(SQL_EMBEDDED_AND_MONGODB).doc("Link table (MongoDB: collection) name");
  public static final ConfigKey<String> COUNT_TABLE = ConfigKey.string("counttable")
      .defaultText("— (embedded store: counttable)").constraint("an SQL identifier; MongoDB: a collection name")
      .scope(SQL_EMBEDDED_AND_MONGODB).doc("Count table (MongoDB: collection) name");
  public static final ConfigKey<String> NODE_TABLE = ConfigKey.string("nodetable")
      .defaultText("— (embedded store: nodetable)").constraint("an SQL identifier; MongoDB: a collection name")
      .scope(SQL_EMBEDDED_AND_MONGODB).doc("Node table (MongoDB: collection) name");
  public static final ConfigKey<Boolean> CREATE_TABLES = ConfigKey.bool("create_tables").defaultValue(false)
      .scope(SERVERS)
      .doc("Create a missing database or schema and missing tables at start (MongoDB: missing collections and"
          + " indexes), once every existing table has the benchmark's columns; never drops anything, never"
          + " creates with --verify alone");
  public static final ConfigKey<Integer> MAX_RETRIES = ConfigKey.integer("max_retries")
      .defaultValue(RetryPolicy.DEFAULT_MAX_RETRIES).range(0, 1000).scope(SQL_EMBEDDED_AND_MONGODB)
      .doc("Retries of a transaction that failed transiently (deadlock, lock wait timeout, serialization; MongoDB:"
          + " transient transaction errors, unknown commit results, retryable write errors)");
  public static final ConfigKey<Long> RETRY_BACKOFF_MS = ConfigKey.longInteger("retry_backoff_ms")
      .defaultValue(RetryPolicy.DEFAULT_BACKOFF_MILLIS).range(0, 60_000).scope(SQL_EMBEDDED_AND_MONGODB)
      .doc("First pause before a retry, in milliseconds; doubled per retry, with jitter");
  public static final ConfigKey<Long> RETRY_BACKOFF_MAX_MS = ConfigKey.longInteger("retry_backoff_max_ms")
      .defaultValue(RetryPolicy.DEFAULT_MAX_BACKOFF_MILLIS).range(0, 600_000).scope(SQL_EMBEDDED_AND_MONGODB)
      .doc("Longest pause before a retry, in milliseconds");
  public static final ConfigKey<Long> OUTAGE_LIMIT_SECONDS = ConfigKey.longInteger("store_outage_limit_seconds")
      .defaultValue(OutagePolicy.DEFAULT_LIMIT_SECONDS).range(0, 7 * 24 * 3600).scope(SQL_EMBEDDED_AND_MONGODB)
      .doc("How long a worker keeps reconnecting to an unreachable server before it stops; 0: give up at once");
  public static final ConfigKey<Integer> CONNECT_TIMEOUT_SECONDS = ConfigKey.integer("store_connect_timeout_seconds")
      .defaultValue(OutagePolicy.DEFAULT_CONNECT_TIMEOUT_SECONDS).range(1, 3600).scope(SQL_EMBEDDED_AND_MONGODB)
      .doc("Longest wait for a server to accept a connection and answer the login (MongoDB: connectTimeoutMS);"
          + " a server that answers nothing at start is reported with exit 3 after it, and each reconnection"
          + " within store_outage_limit_seconds waits at most this long");
  public static final ConfigKey<Integer> READ_TIMEOUT_SECONDS = ConfigKey.integer("store_read_timeout_seconds")
      .defaultValue(OutagePolicy.DEFAULT_READ_TIMEOUT_SECONDS).range(1, 7 * 24 * 3600).scope(SQL_EMBEDDED_AND_MONGODB)
      .doc("Longest wait for the server's answer to one statement (MongoDB: socketTimeoutMS); past it the"
          + " connection counts as lost and is reopened within store_outage_limit_seconds; keep it above the"
          + " slowest statement (a load batch, a --verify scan)");

  private ConnectionKeys() {
  }

  /** The {@code port} key, or the store's default port when the key is absent or empty (as in LinkBench). */
  public static int readPort(Config config, int defaultPort) {
    return PORT.raw(config).orElse("").isEmpty() ? defaultPort : PORT.read(config);
  }
}
