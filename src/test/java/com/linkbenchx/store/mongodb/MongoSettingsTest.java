package com.linkbenchx.store.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.store.connection.Secret;
import com.mongodb.ReadPreference;
import com.mongodb.WriteConcern;
import com.mongodb.connection.SocketSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The MongoDB keys: defaults, precedence, validation with one-line errors, and secrets kept out of sight. */
class MongoSettingsTest {
  private static Map<String, String> base() {
    Map<String, String> values = new HashMap<>();
    values.put("host", "db.example.com");
    values.put("dbid", "linkdb");
    values.put("linktable", "linktable");
    values.put("counttable", "counttable");
    values.put("nodetable", "nodetable");
    return values;
  }

  private static MongoSettings read(Map<String, String> values) {
    return MongoSettings.from(Config.of(values), Map.of());
  }

  private static String error(Map<String, String> values) {
    return assertThrows(ConfigError.class, () -> read(values)).getMessage();
  }

  @Test
  void hostAndPortDefaultToTheRealMongoDbPort() {
    MongoSettings settings = read(base());
    assertEquals(List.of("db.example.com:27017"), settings.connection().getHosts());
    assertEquals("db.example.com:27017", settings.endpoint());
    assertEquals("MongoDB at db.example.com:27017/linkdb", settings.describe());
    Map<String, String> values = base();
    values.put("port", "");
    assertEquals(27017, MongoSettings.DEFAULT_PORT);
    assertEquals(List.of("db.example.com:27017"), read(values).connection().getHosts(), "an empty port is the default");
    values.put("port", "27018");
    assertEquals(List.of("db.example.com:27018"), read(values).connection().getHosts());
  }

  @Test
  void noReplicaSetNameIsRequiredUnlessTheUserAsksForOne() {
    assertNull(read(base()).connection().getRequiredReplicaSetName());
    Map<String, String> values = base();
    values.put("connection_options", "replicaSet=rs7&w=majority");
    MongoSettings settings = read(values);
    assertEquals("rs7", settings.connection().getRequiredReplicaSetName());
    assertEquals(WriteConcern.MAJORITY, settings.writeConcern().orElseThrow());
  }

  @Test
  void theUrlWinsOverHostPortAndOptions() {
    Map<String, String> values = base();
    values.put("port", "1234");
    values.put("connection_options", "appName=ignored");
    values.put("url", "mongodb://a.example:27019,b.example:27020/?replicaSet=rs1&serverSelectionTimeoutMS=900");
    MongoSettings settings = read(values);
    assertEquals(List.of("a.example:27019", "b.example:27020"), settings.connection().getHosts());
    assertEquals("a.example:27019,b.example:27020", settings.endpoint());
    assertEquals(900, settings.serverSelectionTimeoutMillis());
    assertNull(settings.connection().getApplicationName());
    values.remove("host");
    assertEquals("a.example:27019,b.example:27020", read(values).endpoint(), "host is not needed with url");
  }

  @Test
  void serverSelectionIsShortByDefault() {
    assertEquals(5000, read(base()).serverSelectionTimeoutMillis());
    Map<String, String> values = base();
    values.put("connection_options", "serverSelectionTimeoutMS=250");
    assertEquals(250, read(values).serverSelectionTimeoutMillis());
  }

  @Test
  void everyWaitIsBoundedByTheTimeoutKeysAndOnlyByThem() {
    SocketSettings defaults = MongoConnector.clientSettings(read(base()), List.of()).getSocketSettings();
    assertEquals(10_000, defaults.getConnectTimeout(TimeUnit.MILLISECONDS));
    assertEquals(1_800_000, defaults.getReadTimeout(TimeUnit.MILLISECONDS), "a silent server must not hang a run");
    Map<String, String> values = base();
    values.put("store_connect_timeout_seconds", "2");
    values.put("store_read_timeout_seconds", "30");
    SocketSettings set = MongoConnector.clientSettings(read(values), List.of()).getSocketSettings();
    assertEquals(2_000, set.getConnectTimeout(TimeUnit.MILLISECONDS));
    assertEquals(30_000, set.getReadTimeout(TimeUnit.MILLISECONDS));
    values = base();
    values.put("connection_options", "socketTimeoutMS=0");
    assertEquals("Configuration key connection_options must not set 'socketTimeoutMS': it comes from the key"
        + " store_read_timeout_seconds", error(values));
    values = base();
    values.put("url", "mongodb://a.example/?connectTimeoutMS=0");
    assertEquals("Configuration key url must not set 'connectTimeoutMS': it comes from the key"
        + " store_connect_timeout_seconds", error(values));
  }

  @Test
  void badConnectionValuesGetOneLineErrorsNamingTheKey() {
    Map<String, String> values = base();
    values.remove("host");
    assertEquals("Expected configuration key url or host to be defined (the MongoDB server to use)", error(values));
    values.put("host", "db.example.com/admin?x=1");
    assertEquals("Expected configuration key host to be a host name, an IPv4 address or a bracketed IPv6 address,"
        + " but was 'db.example.com/admin?x=1' (use url for a full connection string)", error(values));
    values.put("host", "::1");
    assertEquals(List.of("[::1]:27017"), read(values).connection().getHosts(), "a bare IPv6 literal is bracketed");
    values.put("port", "70000");
    assertEquals("Expected configuration key port to be in range [1, 65535], but was '70000'", error(values));
    values.put("port", "27017");
    values.put("connection_options", "maxPoolSize=10&maxPoolSise=20");
    assertEquals("Configuration key connection_options has option 'maxPoolSise', which the MongoDB Java driver does"
        + " not know (see the driver's connection-string options)", error(values));
    values.put("connection_options", "tls");
    assertTrue(error(values).startsWith("Expected configuration key connection_options to be MongoDB connection-string"
        + " options, name=value pairs joined by '&', but found 'tls'"), error(values));
    values.put("connection_options", "maxPoolSize=many");
    String badValue = error(values);
    assertTrue(badValue.startsWith("Expected configuration key connection_options to give a valid MongoDB connection"
        + " string"), badValue);
    assertFalse(badValue.contains("\n"), badValue);
    values.remove("connection_options");
    values.put("url", "http://db.example.com");
    assertTrue(error(values).startsWith("Expected configuration key url to give a valid MongoDB connection string"),
        error(values));
  }

  @Test
  void optionNamesAreCheckedInTheUrlToo() {
    Map<String, String> values = base();
    values.put("url", "mongodb://db.example.com/?readPreference=nearest&retryWrite=true");
    assertEquals("Configuration key url has option 'retryWrite', which the MongoDB Java driver does not know"
        + " (see the driver's connection-string options)", error(values));
  }

  @Test
  void secretsNeverAppearInErrorsOrToString() {
    Map<String, String> values = base();
    values.put("password", "Key-Secret-1");
    values.put("url", "mongodb://bob:Url-Secret-2@db.example.com/?proxyPassword=Proxy-Secret-3&maxPoolSize=x");
    String message = error(values);
    assertFalse(message.contains("Url-Secret-2") || message.contains("Proxy-Secret-3"), message);
    values.put("url",
        "mongodb://bob:Url-Secret-2@db.example.com/?proxyHost=p&proxyUsername=u&proxyPassword=Proxy-Secret-3");
    MongoSettings settings = read(values);
    String shown = settings.toString() + " " + settings.describe() + " " + settings.endpoint();
    for (String secret : List.of("Key-Secret-1", "Url-Secret-2", "Proxy-Secret-3")) {
      assertFalse(shown.contains(secret), shown);
    }
    String dump = Config.of(values).maskedView().toString();
    for (String secret : List.of("Key-Secret-1", "Url-Secret-2", "Proxy-Secret-3")) {
      assertFalse(dump.contains(secret), dump);
    }
    assertTrue(dump.contains("mongodb://bob:*****@db.example.com/?proxyHost=p&proxyUsername=u&proxyPassword=*****"),
        dump);
  }

  @Test
  void passwordComesFromFileThenEnvironmentThenKeyAndMayBeAbsent(@TempDir Path dir) throws Exception {
    Map<String, String> values = base();
    assertTrue(read(values).password().isEmpty(), "no login by default");
    values.put("user", "bob");
    values.put("password", "from-key");
    assertEquals("from-key", read(values).password().reveal());
    assertEquals("from-env", MongoSettings.from(Config.of(values), Map.of(Secret.PASSWORD_ENV, "from-env"))
        .password().reveal());
    Path file = dir.resolve("pw");
    Files.writeString(file, "from-file\n");
    values.put("password_file", file.toString());
    assertEquals("from-file", MongoSettings.from(Config.of(values), Map.of(Secret.PASSWORD_ENV, "from-env"))
        .password().reveal());
    assertEquals("bob", read(values).user());
    assertEquals("admin", read(values).authSource());
    values.put("connection_options", "authSource=users");
    assertEquals("users", read(values).authSource());
  }

  @Test
  void transactionLevelsAndTheirErrors() {
    Map<String, String> values = base();
    assertEquals(TransactionLevel.TRANSACTIONS, read(values).level(), "transactions unless told otherwise, as before");
    values.put("transaction_support_level", "0");
    assertEquals(TransactionLevel.NONE, read(values).level());
    values.put("transaction_support_level", " 1 ");
    assertEquals(TransactionLevel.IF_SUPPORTED, read(values).level());
    values.put("transaction_support_level", "3");
    assertEquals("Expected configuration key transaction_support_level to be 0, 1 or 2, but was '3'", error(values));
  }

  @Test
  void batchSizeWithBothSpellingsAndItsRange() {
    Map<String, String> values = base();
    assertEquals(1024, read(values).bulkBatchSize());
    values.put("bulkinsert_size", "300");
    assertEquals(300, read(values).bulkBatchSize(), "the MongoDB team's LinkBench spelling");
    values.put("mongo_bulk_insert_batch", "500");
    assertEquals(500, read(values).bulkBatchSize(), "the LinkBenchX key wins");
    values.put("mongo_bulk_insert_batch", "0");
    assertEquals("Expected configuration key mongo_bulk_insert_batch to be in range [1, 100000], but was '0'",
        error(values));
  }

  @Test
  void writeConcernAndReadPreference() {
    Map<String, String> values = base();
    assertTrue(read(values).writeConcern().isEmpty());
    assertTrue(read(values).readPreference().isEmpty());
    values.put("mongo_write_concern", "majority");
    values.put("mongo_read_preference", "primaryPreferred");
    assertEquals(WriteConcern.MAJORITY, read(values).writeConcern().orElseThrow());
    assertEquals(ReadPreference.primaryPreferred(), read(values).readPreference().orElseThrow());
    values.put("mongo_write_concern", "2");
    assertEquals(new WriteConcern(2), read(values).writeConcern().orElseThrow());
    values.put("mongo_write_concern", "");
    assertEquals("Expected configuration key mongo_write_concern to be majority, a number of members or a tag set"
        + " name, but it was empty", error(values));
    values.put("mongo_write_concern", "1");
    values.put("mongo_read_preference", "closest");
    assertEquals("Expected configuration key mongo_read_preference to be primary, primaryPreferred, secondary,"
        + " secondaryPreferred or nearest, but was 'closest'", error(values));
  }

  @Test
  void databaseAndCollectionNames() {
    Map<String, String> values = base();
    values.put("dbid", "graph-linkbench");
    assertEquals("graph-linkbench", read(values).dbid(), "the original sample's dbid is valid");
    values.put("dbid", "link.db");
    assertTrue(error(values).startsWith("Expected configuration key dbid to be a MongoDB database name"),
        error(values));
    values.put("dbid", "linkdb");
    values.put("counttable", "system.counts");
    assertEquals("Expected configuration key counttable to be a MongoDB collection name, but 'system.counts' is in"
        + " the reserved system. namespace", error(values));
    values.put("counttable", "a$b");
    assertTrue(error(values).startsWith("Expected configuration key counttable to be a MongoDB collection name"));
    values.put("counttable", "counttable");
    assertEquals("nodetable_sequence", read(values).sequenceTable());
  }
}
