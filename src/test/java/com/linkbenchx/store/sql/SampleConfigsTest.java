package com.linkbenchx.store.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.ClassAliases;
import com.linkbenchx.config.Config;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.embedded.EmbeddedMariaDbStoreProvider;
import com.linkbenchx.store.mysql.MySqlStoreProvider;
import com.linkbenchx.store.pgsql.PgsqlStoreProvider;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** The shipped SQL config files parse, name the right providers, and keep LinkBenchX's values. */
class SampleConfigsTest {
  /** The active entries of LinkBenchX's LinkConfigMysql.properties, in order. */
  private static final List<String> SHIPPED_MYSQL = List.of(
      "workload_file = config/FBWorkload.properties",
      "linkstore = com.facebook.LinkBench.LinkStoreMysql",
      "nodestore = com.facebook.LinkBench.LinkStoreMysql",
      "host = 10.10.7.167", "user = linkbench1", "password = mypassword1", "port = 3306", "dbid = linktoku",
      "linktable = linktable", "counttable = counttable", "nodetable = nodetable", "debuglevel = INFO",
      "progressfreq = 30", "displayfreq = 10", "load_progress_interval = 500000", "req_progress_interval = 10000",
      "maxsamples = 10000", "loaders = 10", "generate_nodes = true", "loader_chunk_size = 2048",
      "requesters = 200", "requests = 5000000000", "requestrate = 15000", "maxtime = 1800", "warmup_time = 0",
      "max_failed_requests = 100");

  private static Path config(String name) {
    return com.linkbenchx.TestProject.DIR.resolve("config").resolve(name);
  }

  private static Map<String, String> read(String name) throws IOException {
    Properties properties = new Properties();
    try (Reader reader = Files.newBufferedReader(config(name), StandardCharsets.ISO_8859_1)) {
      properties.load(reader);
    }
    Map<String, String> values = new HashMap<>();
    properties.stringPropertyNames().forEach(key -> values.put(key, properties.getProperty(key)));
    return values;
  }

  private static StoreProvider provider(Map<String, String> values) {
    StoreProvider provider = ClassAliases.instantiate("linkstore", values.get("linkstore"), StoreProvider.class);
    provider.configure(Config.of(values));
    return provider;
  }

  @Test
  void mysqlConfigKeepsTheShippedValuesInOrder() throws IOException {
    List<String> active = new ArrayList<>();
    for (String line : Files.readAllLines(config("LinkConfigMysql.properties"), StandardCharsets.ISO_8859_1)) {
      if (!line.isBlank() && !line.startsWith("#")) {
        active.add(line.trim());
      }
    }
    assertEquals(SHIPPED_MYSQL, active);
    String text = Files.readString(config("LinkConfigMysql.properties"), StandardCharsets.ISO_8859_1);
    for (String commented : List.of("#load_random_seed = 12345", "#request_random_seed = 12345",
        "#MySQL_bulk_insert_batch = 1024", "#MySQL_disable_binlog_load = true")) {
      assertTrue(text.contains(commented), commented);
    }
    StoreProvider provider = provider(read("LinkConfigMysql.properties"));
    assertInstanceOf(MySqlStoreProvider.class, provider);
    assertEquals("MySQL at 10.10.7.167:3306/linktoku", provider.describe());
  }

  @Test
  void pgsqlConfigNamesThePostgresStoreAndItsDatabase() throws IOException {
    StoreProvider provider = provider(read("LinkConfigPgsql.properties"));
    assertInstanceOf(PgsqlStoreProvider.class, provider);
    assertEquals("PostgreSQL at localhost:5432/linkdb0", provider.describe());
    assertEquals("linkbench", ((PgsqlStoreProvider) provider).settings().database());
  }

  @Test
  void embeddedConfigNeedsNoServerSettings() throws IOException {
    Map<String, String> values = read("LinkConfigEmbedded.properties");
    StoreProvider provider = provider(values);
    assertInstanceOf(EmbeddedMariaDbStoreProvider.class, provider);
    assertTrue(provider.describe().contains("linkbench-data/mariadb"), provider.describe());
    assertEquals("com.facebook.LinkBench.distributions.ZipfDistribution", values.get("nlinks_func"));
  }
}
