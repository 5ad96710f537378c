package com.linkbenchx.store.sql;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Everything an SQL store needs to connect and name its tables, read once from the configuration.
 * {@link #toString()} never shows the password (it is a {@link Secret}) nor the values of extra
 * JDBC properties whose names look secret.
 *
 * @param host server host
 * @param port server port
 * @param user login user
 * @param password login password
 * @param database database to connect to, or "" to connect without one (MySQL qualifies every
 *     table with the dbid instead)
 * @param dbid the configured dbid: database (MySQL) or schema (PostgreSQL) checked at start-up
 * @param linkTable link table name
 * @param countTable count table name
 * @param nodeTable node table name
 * @param bulkBatchSize largest number of rows per bulk statement
 * @param disableBinlogLoad whether the load phase switches off the MySQL binary log per session
 * @param jdbcProperties extra JDBC connection properties (e.g. TLS settings)
 * @param createTables whether start-up creates a missing database/schema and tables
 * @param retry transient-failure retry policy
 * @param connectJitterMillis random pause of up to this long before each connection is opened
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
    int connectJitterMillis) {

  public static final String PASSWORD_ENV = "LINKBENCH_PASSWORD";
  public static final int DEFAULT_BULK_BATCH = 1024;
  private static final Pattern PROPERTY_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_.-]*");

  public SqlStoreSettings {
    jdbcProperties = Collections.unmodifiableMap(new LinkedHashMap<>(jdbcProperties));
  }

  /**
   * Reads the settings with LinkBench's key names.
   *
   * @param config the run's configuration
   * @param defaults the dialect's port and database defaults
   * @param environment process environment, consulted for {@value #PASSWORD_ENV}
   */
  public static SqlStoreSettings from(Config config, SqlDefaults defaults, Map<String, String> environment) {
    String host = config.getString("host");
    int port = readPort(config, defaults.port());
    String user = config.getString("user");
    Secret password = readPassword(config, environment);
    String database = defaults.databaseKey() == null
        ? ""
        : SqlIdentifiers.requireValid(defaults.databaseKey(),
            config.getString(defaults.databaseKey(), defaults.database()));
    String dbid = SqlIdentifiers.requireValid("dbid", config.getString("dbid"));
    String linkTable = SqlIdentifiers.requireValid("linktable", config.getString("linktable"));
    String countTable = SqlIdentifiers.requireValid("counttable", config.getString("counttable"));
    String nodeTable = SqlIdentifiers.requireValid("nodetable", config.getString("nodetable"));
    int batch = readEitherSpelling(config, "mysql_bulk_insert_batch", "MySQL_bulk_insert_batch",
        key -> config.getIntInRange(key, DEFAULT_BULK_BATCH, 1, 1 << 20), DEFAULT_BULK_BATCH);
    boolean disableBinlog = readEitherSpelling(config, "mysql_disable_binlog_load", "MySQL_disable_binlog_load",
        key -> config.getBoolean(key, false), false);
    Map<String, String> properties = parseJdbcProperties(config.getString("jdbc_url_properties", ""));
    boolean createTables = config.getBoolean("create_tables", false);
    RetryPolicy retry = new RetryPolicy(
        config.getIntInRange("max_retries", RetryPolicy.DEFAULT_MAX_RETRIES, 0, 1000),
        config.getLongInRange("retry_backoff_ms", RetryPolicy.DEFAULT_BACKOFF_MILLIS, 0, 60_000),
        config.getLongInRange("retry_backoff_max_ms", RetryPolicy.DEFAULT_MAX_BACKOFF_MILLIS, 0, 600_000));
    int jitter = config.getIntInRange("connect_jitter_ms", 0, 0, 60_000);
    return new SqlStoreSettings(host, port, user, password, database, dbid, linkTable, countTable, nodeTable,
        batch, disableBinlog, properties, createTables, retry, jitter);
  }

  /** The same settings pointing at another server (the embedded one, once its port is known). */
  public SqlStoreSettings withEndpoint(String newHost, int newPort) {
    return new SqlStoreSettings(newHost, newPort, user, password, database, dbid, linkTable, countTable, nodeTable,
        bulkBatchSize, disableBinlogLoad, jdbcProperties, createTables, retry, connectJitterMillis);
  }

  public SqlStoreSettings withCreateTables(boolean create) {
    return new SqlStoreSettings(host, port, user, password, database, dbid, linkTable, countTable, nodeTable,
        bulkBatchSize, disableBinlogLoad, jdbcProperties, create, retry, connectJitterMillis);
  }

  public SqlStoreSettings withDbid(String newDbid) {
    return new SqlStoreSettings(host, port, user, password, database, newDbid, linkTable, countTable, nodeTable,
        bulkBatchSize, disableBinlogLoad, jdbcProperties, createTables, retry, connectJitterMillis);
  }

  public SqlStoreSettings withJdbcProperties(Map<String, String> properties) {
    return new SqlStoreSettings(host, port, user, password, database, dbid, linkTable, countTable, nodeTable,
        bulkBatchSize, disableBinlogLoad, properties, createTables, retry, connectJitterMillis);
  }

  /** "host:port", with IPv6 literals bracketed as in URLs. */
  public String endpoint() {
    return (host.indexOf(':') >= 0 && !host.startsWith("[") ? "[" + host + "]" : host) + ":" + port;
  }

  private static int readPort(Config config, int defaultPort) {
    String value = config.getString("port", "");
    if (value.isEmpty()) {
      return defaultPort; // LinkBench: an empty port means the default
    }
    return config.getIntInRange("port", 1, 65535);
  }

  /** {@code password_file}, else the environment, else the {@code password} key (which may be empty). */
  private static Secret readPassword(Config config, Map<String, String> environment) {
    if (config.has("password_file")) {
      Path file = Path.of(config.getString("password_file").trim());
      try {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        return new Secret(stripLineEnd(text));
      } catch (NoSuchFileException e) {
        throw new ConfigError("Cannot read password_file " + file + ": no such file");
      } catch (IOException e) {
        throw new ConfigError("Cannot read password_file " + file + ": " + e.getClass().getSimpleName());
      }
    }
    String fromEnvironment = environment.get(PASSWORD_ENV);
    if (fromEnvironment != null) {
      return new Secret(fromEnvironment);
    }
    return new Secret(config.getString("password"));
  }

  private static String stripLineEnd(String text) {
    int end = text.length();
    while (end > 0 && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
      end--;
    }
    return text.substring(0, end);
  }

  private interface KeyReader<T> {
    T read(String key);
  }

  /** The lower-case key wins, as LinkBench reads it; the sample file's mixed case is accepted too [Q23]. */
  private static <T> T readEitherSpelling(Config config, String lower, String mixed, KeyReader<T> reader, T fallback) {
    if (config.has(lower)) {
      return reader.read(lower);
    }
    if (config.has(mixed)) {
      return reader.read(mixed);
    }
    return fallback;
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
        throw new ConfigError("Expected configuration key jdbc_url_properties to be name=value pairs joined by '&',"
            + " but found '" + (equals < 0 ? item : name + "=...") + "'");
      }
      properties.put(name, item.substring(equals + 1));
    }
    return properties;
  }

  @Override
  public String toString() {
    Map<String, String> shown = new LinkedHashMap<>();
    jdbcProperties.forEach((k, v) -> shown.put(k, Config.isSecretKey(k) ? "*****" : v));
    return "SqlStoreSettings[host=" + host + ", port=" + port + ", user=" + user + ", password=" + password
        + ", database=" + database + ", dbid=" + dbid + ", linktable=" + linkTable + ", counttable=" + countTable
        + ", nodetable=" + nodeTable + ", bulkBatchSize=" + bulkBatchSize + ", disableBinlogLoad=" + disableBinlogLoad
        + ", jdbcProperties=" + shown + ", createTables=" + createTables + ", retry=" + retry
        + ", connectJitterMillis=" + connectJitterMillis + "]";
  }
}
