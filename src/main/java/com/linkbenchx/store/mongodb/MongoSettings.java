package com.linkbenchx.store.mongodb;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.Secrets;
import com.linkbenchx.store.StoreKeys;
import com.linkbenchx.store.connection.ConnectionKeys;
import com.linkbenchx.store.connection.OutagePolicy;
import com.linkbenchx.store.connection.RetryPolicy;
import com.linkbenchx.store.connection.Secret;
import com.mongodb.ConnectionString;
import com.mongodb.ReadPreference;
import com.mongodb.WriteConcern;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Every key the MongoDB store reads, read once: {@code url} when set, else {@code host}, {@code port} and {@code
 * connection_options}. {@link #toString()} never shows the password, neither the key's nor one inside {@code url}.
 *
 * @param connection where and how to connect (may hold credentials given in {@code url})
 * @param endpoint "host:port" (or the url's hosts) for messages
 * @param user login user, or "" to connect without credentials (unless {@code url} holds some)
 */
public record MongoSettings(
    ConnectionString connection,
    String endpoint,
    String user,
    Secret password,
    String authSource,
    String dbid,
    String linkTable,
    String countTable,
    String nodeTable,
    TransactionLevel level,
    int bulkBatchSize,
    Optional<WriteConcern> writeConcern,
    Optional<ReadPreference> readPreference,
    boolean createTables,
    RetryPolicy retry,
    OutagePolicy outage,
    long serverSelectionTimeoutMillis) {

  public static final int DEFAULT_PORT = 27017;
  public static final int DEFAULT_BULK_BATCH = 1024;
  /** MongoDB accepts at most this many writes in one batch. */
  public static final int MAX_BULK_BATCH = 100_000;
  /** Not the driver's 30 s: a wrong address should be said within seconds. A url's serverSelectionTimeoutMS wins. */
  public static final long DEFAULT_SERVER_SELECTION_TIMEOUT_MS = 5_000;

  /** Database names: no '/', '\', '.', ' ', '"', '$' and the other characters MongoDB forbids. */
  static final Pattern DATABASE = Pattern.compile("[^/\\\\. \"$*<>:|?\\x00]{1,63}");
  private static final Pattern COLLECTION = Pattern.compile("[^$\\x00]{1,120}");

  public static MongoSettings from(Config config, Map<String, String> environment) {
    String url = MongoKeys.URL.readOptional(config).orElse("").trim();
    ConnectionOptions options;
    String text;
    if (!url.isEmpty()) {
      options = ConnectionOptions.ofUrl(MongoKeys.URL.name(), url);
      text = url;
    } else {
      String host = readHost(config);
      int port = ConnectionKeys.readPort(config, DEFAULT_PORT);
      options = ConnectionOptions.parse(MongoKeys.CONNECTION_OPTIONS.name(), MongoKeys.CONNECTION_OPTIONS.read(config));
      text = "mongodb://" + host + ":" + port + "/" + (options.isEmpty() ? "" : "?" + options.toQuery());
    }
    ConnectionString connection = parse((url.isEmpty() ? MongoKeys.CONNECTION_OPTIONS : MongoKeys.URL).name(), text);
    long selectionTimeout = connection.getServerSelectionTimeout() != null
        ? connection.getServerSelectionTimeout() : DEFAULT_SERVER_SELECTION_TIMEOUT_MS;
    Optional<WriteConcern> writeConcern = MongoKeys.WRITE_CONCERN.readOptional(config)
        .map(MongoSettings::parseWriteConcern)
        .or(() -> Optional.ofNullable(connection.getWriteConcern()));
    Optional<ReadPreference> readPreference = MongoKeys.READ_PREFERENCE.readOptional(config)
        .map(MongoSettings::parseReadPreference)
        .or(() -> Optional.ofNullable(connection.getReadPreference()));
    return new MongoSettings(
        connection,
        String.join(",", connection.getHosts()),
        ConnectionKeys.USER.readOptional(config).orElse("").trim(),
        Secret.read(config, environment, false),
        options.get("authsource", "admin"),
        requireName(StoreKeys.DBID, DATABASE, "a MongoDB database name (1 to 63 characters,"
            + " none of / \\ . space \" $ * < > : | ?)", config),
        requireCollection(ConnectionKeys.LINK_TABLE, config),
        requireCollection(ConnectionKeys.COUNT_TABLE, config),
        requireCollection(ConnectionKeys.NODE_TABLE, config),
        TransactionLevel.of(MongoKeys.TRANSACTION_SUPPORT_LEVEL.read(config)),
        MongoKeys.BULK_INSERT_BATCH.read(config),
        writeConcern,
        readPreference,
        ConnectionKeys.CREATE_TABLES.read(config),
        RetryPolicy.from(config),
        OutagePolicy.from(config),
        selectionTimeout);
  }

  /** The collection holding the node id counter: {@code <nodetable>_sequence}. */
  public String sequenceTable() {
    return nodeTable + "_sequence";
  }

  /** "MongoDB at host:port/dbid". */
  public String describe() {
    return "MongoDB at " + endpoint + "/" + dbid;
  }

  /** {@code host}, required without {@code url}; a bare IPv6 literal is bracketed for the connection string. */
  private static String readHost(Config config) {
    if (!ConnectionKeys.HOST.isSet(config)) {
      throw new ConfigError("Expected configuration key " + MongoKeys.URL.name() + " or " + ConnectionKeys.HOST.name()
          + " to be defined (the MongoDB server to use)");
    }
    String host;
    try {
      host = ConnectionKeys.HOST.read(config);
    } catch (ConfigError e) {
      throw new ConfigError(e.getMessage() + " (use " + MongoKeys.URL.name() + " for a full connection string)");
    }
    return host.indexOf(':') >= 0 && !host.startsWith("[") ? "[" + host + "]" : host;
  }

  private static ConnectionString parse(String key, String text) {
    try {
      return new ConnectionString(text);
    } catch (IllegalArgumentException e) {
      String reason = e.getMessage() == null ? e.getClass().getSimpleName() : Secrets.mask(e.getMessage());
      throw new ConfigError("Expected configuration key " + key + " to give a valid MongoDB connection string, but "
          + "'" + Secrets.mask(text) + "' is not: " + reason);
    }
  }

  /** "majority", a number of members (0 for unacknowledged writes), or any tag set name the server knows. */
  static WriteConcern parseWriteConcern(String text) {
    String value = text.trim();
    if (value.isEmpty()) {
      throw new ConfigError("Expected configuration key " + MongoKeys.WRITE_CONCERN.name()
          + " to be majority, a number of members or a tag set name, but it was empty");
    }
    if (value.chars().allMatch(Character::isDigit)) {
      try {
        return new WriteConcern(Integer.parseInt(value));
      } catch (NumberFormatException e) {
        throw new ConfigError("Expected configuration key " + MongoKeys.WRITE_CONCERN.name()
            + " to be majority, a number of members or a tag set name, but was '" + text + "'");
      }
    }
    return value.equalsIgnoreCase("majority") ? WriteConcern.MAJORITY : new WriteConcern(value);
  }

  static ReadPreference parseReadPreference(String text) {
    try {
      return ReadPreference.valueOf(text.trim());
    } catch (IllegalArgumentException e) {
      throw new ConfigError("Expected configuration key " + MongoKeys.READ_PREFERENCE.name()
          + " to be primary, primaryPreferred, secondary, secondaryPreferred or nearest, but was '" + text + "'");
    }
  }

  private static String requireCollection(ConfigKey<String> key, Config config) {
    String name = key.read(config);
    if (name.startsWith("system.")) {
      throw new ConfigError("Expected configuration key " + key.name() + " to be a MongoDB collection name, but '"
          + name + "' is in the reserved system. namespace");
    }
    return requireName(key, COLLECTION, "a MongoDB collection name (1 to 120 characters, no $)", config);
  }

  private static String requireName(ConfigKey<String> key, Pattern pattern, String expected, Config config) {
    String name = key.read(config);
    if (!pattern.matcher(name).matches()) {
      throw new ConfigError("Expected configuration key " + key.name() + " to be " + expected + ", but was '" + name
          + "'");
    }
    return name;
  }

  @Override
  public String toString() {
    return "MongoSettings[endpoint=" + endpoint + ", user=" + user + ", password=" + password
        + ", authSource=" + authSource + ", dbid=" + dbid + ", linktable=" + linkTable + ", counttable=" + countTable
        + ", nodetable=" + nodeTable + ", " + level.describe() + ", bulkBatchSize=" + bulkBatchSize
        + ", writeConcern=" + writeConcern.map(WriteConcern::toString).orElse("default")
        + ", readPreference=" + readPreference.map(ReadPreference::getName).orElse("primary")
        + ", createTables=" + createTables + ", retry=" + retry + ", outage=" + outage
        + ", serverSelectionTimeoutMillis=" + serverSelectionTimeoutMillis + "]";
  }
}
