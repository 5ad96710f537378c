package com.linkbenchx.store.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.ClassAliases;
import com.linkbenchx.config.Config;
import com.linkbenchx.store.StoreProvider;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** The shipped MongoDB configuration, and the original stores' class names resolving to this store. */
class MongoSampleConfigTest {
  private static Map<String, String> read() throws IOException {
    Properties properties = new Properties();
    try (Reader reader = Files.newBufferedReader(
        com.linkbenchx.TestProject.DIR.resolve("config/LinkConfigMongoDb.properties"), StandardCharsets.ISO_8859_1)) {
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
  void mongoConfigNamesTheMongoStoreAndRunsWithoutTransactions() throws IOException {
    Map<String, String> values = read();
    StoreProvider provider = provider(values);
    assertInstanceOf(MongoStoreProvider.class, provider);
    assertEquals("MongoDB at localhost:27017/linkdb0", provider.describe());
    MongoSettings settings = ((MongoStoreProvider) provider).settings();
    assertEquals(TransactionLevel.NONE, settings.level());
    assertTrue(settings.createTables());
    assertTrue(settings.user().isEmpty());
    for (String original : List.of("com.percona.LinkBench.LinkStoreMongoDBv2",
        "com.facebook.LinkBench.LinkStoreMongoDb2",
        "com.facebook.LinkBench.LinkStoreMongoDbBasic")) {
      values.put("linkstore", original);
      assertInstanceOf(MongoStoreProvider.class, provider(values), original);
    }
  }

}
