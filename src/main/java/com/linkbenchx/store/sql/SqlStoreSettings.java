package com.linkbenchx.store.sql;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.Secrets;
import com.linkbenchx.store.StoreKeys;
import com.linkbenchx.store.connection.ConnectionKeys;
import com.linkbenchx.store.connection.RetryPolicy;
import com.linkbenchx.store.connection.Secret;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Everything an SQL store needs to connect and name its tables, read once from the configuration. {@link #toString()}
 * never shows the password (it is a {@link Secret}) nor the values of extra JDBC properties whose names look secret.
 *
 * @param database database to connect to, or "" to connect without one (MySQL qualifies every table with the dbid)
 * @param dbid the configured dbid: database (MySQL) or schema (PostgreSQL) checked at start-up
 */
public record SqlStoreSettings(
    String host,
    int port,
    String user,
    Secret password,
    String database,
    String dbid,
    String linkTable,
    String countTable,
    String nodeTable,
    int bulkBatchSize,
    boolean disableBinlogLoad,
    Map<String, String> jdbcProperties,
    boolean createTables,
    RetryPolicy retry,
    int connectJitterMillis,
    LoadMethod loadMethod) {

  public static final int DEFAULT_BULK_BATCH = 1024;
  /** Rows per bulk-path batch when the batch key is unset: a smaller batch's commit would cost as much as its load. */
  public static final int DEFAULT_BULK_PATH_BATCH = 16_384;
  private static final Pattern PROPERTY_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_.-]*");

  public SqlStoreSettings {
    jdbcProperties = Collections.unmodifiableMap(new LinkedHashMap<>(jdbcProperties));
  }

  /** Reads the settings with LinkBench's key names; {@code environment} may hold {@value Secret#PASSWORD_ENV}. */
  public static SqlStoreSettings from(Config config, SqlDefaults defaults, Map<String, String> environment) {
    String host = ConnectionKeys.HOST.read(config);
    int port = ConnectionKeys.readPort(config, defaults.port());
    String user = ConnectionKeys.USER.read(config);
    Secret password = Secret.read(config, environment, true);
    ConfigKey<String> databaseKey = defaults.databaseKey();
    String database =
        databaseKey == null ? "" : SqlIdentifiers.requireValid(databaseKey.name(), databaseKey.read(config));
    String dbid = SqlIdentifiers.requireValid(StoreKeys.DBID.name(), StoreKeys.DBID.read(config));
    String linkTable = requireTable(ConnectionKeys.LINK_TABLE, config);
    String countTable = requireTable(ConnectionKeys.COUNT_TABLE, config);
    String nodeTable = requireTable(ConnectionKeys.NODE_TABLE, config);
    LoadMethod loadMethod = LoadMethod.valueOf(SqlKeys.LOAD_METHOD.read(config).toUpperCase(Locale.ROOT));
    int batch = loadMethod == LoadMethod.BULK && !SqlKeys.BULK_INSERT_BATCH.isSet(config)
        ? DEFAULT_BULK_PATH_BATCH : SqlKeys.BULK_INSERT_BATCH.read(config);
    return new SqlStoreSettings(host, port, user, password, database, dbid, linkTable, countTable, nodeTable, batch,
        SqlKeys.DISABLE_BINLOG_LOAD.read(config), parseJdbcProperties(SqlKeys.JDBC_URL_PROPERTIES.read(config)),
        ConnectionKeys.CREATE_TABLES.read(config), RetryPolicy.from(config), SqlKeys.CONNECT_JITTER_MS.read(config),
        loadMethod);
  }

  /** The same settings pointing at another server (the embedded one, once its port is known). */
  public SqlStoreSettings withEndpoint(String newHost, int newPort) {
    return new SqlStoreSettings(newHost, newPort, user, password, database, dbid, linkTable, countTable, nodeTable,
        bulkBatchSize, disableBinlogLoad, jdbcProperties, createTables, retry, connectJitterMillis, loadMethod);
  }

  public SqlStoreSettings withCreateTables(boolean create) {
    return new SqlStoreSettings(host, port, user, password, database, dbid, linkTable, countTable, nodeTable,
        bulkBatchSize, disableBinlogLoad, jdbcProperties, create, retry, connectJitterMillis, loadMethod);
  }

  public SqlStoreSettings withDbid(String newDbid) {
    return new SqlStoreSettings(host, port, user, password, database, newDbid, linkTable, countTable, nodeTable,
        bulkBatchSize, disableBinlogLoad, jdbcProperties, createTables, retry, connectJitterMillis, loadMethod);
  }

  public SqlStoreSettings withJdbcProperties(Map<String, String> properties) {
    return new SqlStoreSettings(host, port, user, password, database, dbid, linkTable, countTable, nodeTable,
        bulkBatchSize, disableBinlogLoad, properties, createTables, retry, connectJitterMillis, loadMethod);
  }

  public SqlStoreSettings withLoadMethod(LoadMethod method) {
    return new SqlStoreSettings(host, port, user, password, database, dbid, linkTable, countTable, nodeTable,
        bulkBatchSize, disableBinlogLoad, jdbcProperties, createTables, retry, connectJitterMillis, method);
  }

  /** The configured link, count and node table names, in that order. */
  public List<String> tableNames() {
    return List.of(linkTable, countTable, nodeTable);
  }

  /** "host:port", with IPv6 literals bracketed as in URLs. */
  public String endpoint() {
    return (host.indexOf(':') >= 0 && !host.startsWith("[") ? "[" + host + "]" : host) + ":" + port;
  }

  private static String requireTable(ConfigKey<String> key, Config config) {
    return SqlIdentifiers.requireValid(key.name(), key.read(config));
  }

  /** Parses {@code name=value&name=value}; values may hold anything but '&'. */
  static Map<String, String> parseJdbcProperties(String text) {
    Map<String, String> properties = new LinkedHashMap<>();
    String trimmed = text.trim();
    if (trimmed.startsWith("?")) {
      trimmed = trimmed.substring(1);
    }
    if (trimmed.isEmpty()) {
      return properties;
    }
    for (String item : trimmed.split("&")) {
      int equals = item.indexOf('=');
      String name = equals < 0 ? item : item.substring(0, equals);
      if (equals < 0 || !PROPERTY_NAME.matcher(name).matches()) {
        String shown = equals < 0 ? Secrets.maskPairs(item) : Secrets.maskPairs(name) + "=...";
        throw new ConfigError("Expected configuration key jdbc_url_properties to be name=value pairs joined by '&',"
            + " but found '" + shown + "'");
      }
      properties.put(name, item.substring(equals + 1));
    }
    return properties;
  }

  @Override
  public String toString() {
    Map<String, String> shown = new LinkedHashMap<>();
    jdbcProperties.forEach((k, v) -> shown.put(k, Secrets.looksSecret(k) ? Secrets.MASK : v));
    return "SqlStoreSettings[host=" + host + ", port=" + port + ", user=" + user + ", password=" + password
        + ", database=" + database + ", dbid=" + dbid + ", linktable=" + linkTable + ", counttable=" + countTable
        + ", nodetable=" + nodeTable + ", bulkBatchSize=" + bulkBatchSize + ", disableBinlogLoad=" + disableBinlogLoad
        + ", jdbcProperties=" + shown + ", createTables=" + createTables + ", retry=" + retry
        + ", connectJitterMillis=" + connectJitterMillis + ", loadMethod=" + loadMethod + "]";
  }
}
