package com.linkbenchx.store.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.store.connection.RetryPolicy;
import com.linkbenchx.store.connection.Secret;
import com.linkbenchx.store.mysql.MySqlDialect;
import com.linkbenchx.store.mysql.MySqlStoreProvider;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqlStoreSettingsTest {
  private static final SqlDefaults MYSQL = new MySqlDialect().defaults();

  private static Map<String, String> base() {
    Map<String, String> values = new HashMap<>();
    values.put("host", "db.example");
    values.put("user", "bench");
    values.put("password", "from-key");
    values.put("dbid", "linkdb");
    values.put("linktable", "linktable");
    values.put("counttable", "counttable");
    values.put("nodetable", "nodetable");
    return values;
  }

  private static SqlStoreSettings read(Map<String, String> values) {
    return SqlStoreSettings.from(Config.of(values), MYSQL, Map.of());
  }

  private static String error(Map<String, String> values) {
    return assertThrows(ConfigError.class, () -> read(values)).getMessage();
  }

  @Test
  void defaultsMatchLinkBench() {
    SqlStoreSettings settings = read(base());
    assertEquals(3306, settings.port());
    assertEquals(1024, settings.bulkBatchSize());
    assertFalse(settings.disableBinlogLoad());
    assertFalse(settings.createTables());
    assertEquals(new RetryPolicy(10, 5, 1000), settings.retry());
    assertEquals("", settings.database());
    assertEquals("db.example:3306", settings.endpoint());
  }

  @Test
  void theLoadMethodIsInsertUnlessBulkIsChosenAndAMisspeltOneIsOneLineNamingTheKey() {
    Map<String, String> values = base();
    assertEquals(LoadMethod.INSERT, read(values).loadMethod());
    values.put("load_method", "BULK");
    assertEquals(LoadMethod.BULK, read(values).loadMethod());
    assertEquals(SqlStoreSettings.DEFAULT_BULK_PATH_BATCH, read(values).bulkBatchSize());
    values.put("MySQL_bulk_insert_batch", "500");
    assertEquals(500, read(values).bulkBatchSize());
    values.put("load_method", "bluk");
    String message = error(values);
    assertEquals("Expected configuration key load_method to be insert or bulk, but was 'bluk'", message);
  }

  /** LinkBench's INSERT load writes from every loader; the bulk path from two streams unless told. */
  @Test
  void theBulkPathAsksForTwoWriteStreamsAndTheInsertPathForEveryLoader() {
    Map<String, String> values = base();
    MySqlStoreProvider insert = new MySqlStoreProvider();
    insert.configure(Config.of(values));
    assertEquals(10, insert.defaultLoadStreams(10));
    values.put("load_method", "bulk");
    MySqlStoreProvider bulk = new MySqlStoreProvider();
    bulk.configure(Config.of(values));
    assertEquals(SqlStoreProvider.BULK_LOAD_STREAMS, bulk.defaultLoadStreams(10));
    assertEquals(1, bulk.defaultLoadStreams(1));
  }

  @Test
  void anEmptyPortMeansTheDefaultAndABadOneNamesKeyAndValue() {
    Map<String, String> values = base();
    values.put("port", "");
    assertEquals(3306, read(values).port());
    values.put("port", "33o6");
    assertEquals("Expected configuration key port to be integer, but was '33o6'", error(values));
    values.put("port", "70000");
    assertEquals("Expected configuration key port to be in range [1, 65535], but was '70000'", error(values));
  }

  @Test
  void bothSpellingsOfTheBulkKeysAreAcceptedAndLowerCaseWins() {
    Map<String, String> values = base();
    values.put("MySQL_bulk_insert_batch", "500");
    values.put("MySQL_disable_binlog_load", "true");
    assertEquals(500, read(values).bulkBatchSize());
    assertTrue(read(values).disableBinlogLoad());
    values.put("mysql_bulk_insert_batch", "200");
    values.put("mysql_disable_binlog_load", "false");
    assertEquals(200, read(values).bulkBatchSize());
    assertFalse(read(values).disableBinlogLoad());
    values.put("mysql_bulk_insert_batch", "0");
    assertEquals("Expected configuration key mysql_bulk_insert_batch to be in range [1, 1048576], but was '0'",
        error(values));
  }

  @Test
  void tableNamesMustBeIdentifiers() {
    Map<String, String> values = base();
    values.put("linktable", "links; DROP TABLE x");
    String message = error(values);
    assertTrue(message.startsWith("Expected configuration key linktable to be an SQL identifier"), message);
    assertTrue(message.endsWith("but was 'links; DROP TABLE x'"), message);
    values.put("linktable", "linktable");
    values.put("counttable", "");
    assertTrue(error(values).contains("counttable"));
    values.remove("counttable");
    assertEquals("Expected configuration key counttable to be defined", error(values));
    values.put("counttable", "counttable");
    values.put("dbid", "link-db");
    assertTrue(error(values).startsWith("Expected configuration key dbid to be an SQL identifier"));
  }

  @Test
  void passwordComesFromFileThenEnvironmentThenKey(@TempDir Path dir) throws IOException {
    Map<String, String> values = base();
    assertEquals("from-key", read(values).password().reveal());
    assertEquals("from-env", SqlStoreSettings.from(Config.of(values), MYSQL,
        Map.of(Secret.PASSWORD_ENV, "from-env")).password().reveal());
    Path file = dir.resolve("pw");
    Files.writeString(file, "from-file\n");
    values.put("password_file", file.toString());
    assertEquals("from-file", SqlStoreSettings.from(Config.of(values), MYSQL,
        Map.of(Secret.PASSWORD_ENV, "from-env")).password().reveal());
    values.remove("password");
    assertEquals("from-file", read(values).password().reveal());
    // First line only, as documented: a second line (a note, a second password) is not part of it.
    Files.writeString(file, "from-file\r\nsecond line\n");
    assertEquals("from-file", read(values).password().reveal());
    // A byte-order mark some editors write is not part of it either.
    Files.write(file, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'p', 'w', '\n', 'x'});
    assertEquals("pw", read(values).password().reveal());
    values.put("password_file", dir.resolve("missing").toString());
    assertEquals("Cannot read password_file " + dir.resolve("missing") + ": no such file", error(values));
    values.remove("password_file");
    assertEquals("Expected configuration key password to be defined", error(values));
    values.put("password", "");
    assertTrue(read(values).password().isEmpty(), "an empty password is allowed");
  }

  @Test
  void neitherToStringNorDescribeShowsThePassword() {
    Map<String, String> values = base();
    values.put("password", "Very-Secret-1");
    values.put("jdbc_url_properties", "sslMode=REQUIRED&trustCertificateKeyStorePassword=Very-Secret-2");
    SqlStoreSettings settings = read(values);
    assertFalse(settings.toString().contains("Very-Secret"), settings.toString());
    assertTrue(settings.toString().contains("sslMode=REQUIRED"));
    MySqlStoreProvider provider = new MySqlStoreProvider();
    provider.configure(Config.of(values));
    assertEquals("MySQL at db.example:3306/linkdb", provider.describe());
    assertEquals("*****", settings.password().toString());
  }

  @Test
  void extraJdbcPropertiesAreParsedAndCheckedByTheDialect() {
    Map<String, String> values = base();
    values.put("jdbc_url_properties", "?sslMode=VERIFY_IDENTITY&sessionVariables=a=1,b=2");
    assertEquals(Map.of("sslMode", "VERIFY_IDENTITY", "sessionVariables", "a=1,b=2"), read(values).jdbcProperties());
    values.put("jdbc_url_properties", "sslMode");
    assertEquals("Expected configuration key jdbc_url_properties to be name=value pairs joined by '&',"
        + " but found 'sslMode'", error(values));
    values.put("jdbc_url_properties", "useAffectedRows=false");
    MySqlStoreProvider provider = new MySqlStoreProvider();
    ConfigError rejected = assertThrows(ConfigError.class, () -> provider.configure(Config.of(values)));
    assertTrue(rejected.getMessage().contains("useAffectedRows"), rejected.getMessage());
  }

  @Test
  void retryKeysAreRangeChecked() {
    Map<String, String> values = base();
    values.put("max_retries", "3");
    values.put("retry_backoff_ms", "7");
    assertEquals(new RetryPolicy(3, 7, 1000), read(values).retry());
    values.put("max_retries", "-1");
    assertEquals("Expected configuration key max_retries to be in range [0, 1000], but was '-1'", error(values));
  }
}
