package com.linkbenchx.store.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.mysql.MySqlDialect;
import com.linkbenchx.store.pgsql.PgsqlDialect;
import java.io.IOException;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A server that accepts connections and never answers (a stopped server process, a stuck proxy):
 * the SQL stores give up after store_connect_timeout_seconds with one line naming the server and
 * the key, at start and when a worker opens its connection; they never wait for ever.
 */
class SilentServerTest {
  private SilentListener listener;

  @BeforeEach
  void listenSilently() throws IOException {
    listener = new SilentListener();
  }

  @AfterEach
  void close() throws IOException {
    listener.close();
  }

  private static SqlDialect dialect(String name) {
    return name.equals("mysql") ? new MySqlDialect() : new PgsqlDialect();
  }

  private Config config(Map<String, String> extra) {
    Map<String, String> values = new HashMap<>(Map.of("host", "127.0.0.1", "port",
        Integer.toString(listener.port()), "user", "someone", "password", "s3cret-Passw0rd", "dbid", "linkdb",
        "linktable", "linktable", "counttable", "counttable", "nodetable", "nodetable"));
    values.putAll(extra);
    return Config.of(values);
  }

  @ParameterizedTest
  @ValueSource(strings = {"mysql", "pgsql"})
  void startGivesUpAfterTheConnectTimeoutWithOneLineNamingServerAndKey(String name) {
    SqlStoreProvider provider = new SqlStoreProvider(dialect(name));
    provider.configure(config(Map.of("store_connect_timeout_seconds", "1", "store_outage_limit_seconds", "0")));
    long start = System.nanoTime();
    StoreException error = assertTimeoutPreemptively(Duration.ofSeconds(20),
        () -> assertThrows(StoreException.class, () -> provider.start(false)));
    double seconds = (System.nanoTime() - start) / 1e9;
    String message = error.getMessage();
    assertTrue(message.startsWith("Cannot connect to " + provider.dialect().name() + " at 127.0.0.1:"
        + listener.port() + ": no answer within 1 s (store_connect_timeout_seconds)"), message);
    assertTrue(!message.contains("\n") && !message.contains("s3cret-Passw0rd"), message);
    assertTrue(seconds >= 0.9 && seconds < 6, seconds + " s");
    StoreException fromWorker = assertTimeoutPreemptively(Duration.ofSeconds(20),
        () -> assertThrows(StoreException.class, () -> provider.openGraphStore(Phase.REQUEST, 0)));
    assertTrue(fromWorker.getMessage().contains("(store_connect_timeout_seconds)"), fromWorker.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"mysql", "pgsql"})
  void jdbcPropertiesMayNotSetTheTimeouts(String name) {
    for (String property : List.of("connectTimeout", "socketTimeout", "SOCKETTIMEOUT")) {
      SqlStoreProvider provider = new SqlStoreProvider(dialect(name));
      ConfigError error = assertThrows(ConfigError.class,
          () -> provider.configure(config(Map.of("jdbc_url_properties", property + "=0"))));
      assertTrue(error.getMessage().startsWith("Configuration key jdbc_url_properties must not set '" + property
          + "': it comes from the key"), error.getMessage());
      assertTrue(error.getMessage().contains("store_connect_timeout_seconds"), error.getMessage());
    }
    if (name.equals("pgsql")) {
      assertEquals("Configuration key jdbc_url_properties must not set 'loginTimeout': it comes from the key"
          + " store_connect_timeout_seconds",
          assertThrows(ConfigError.class, () -> new SqlStoreProvider(
              dialect(name)).configure(config(Map.of("jdbc_url_properties", "loginTimeout=0")))).getMessage());
    }
  }
}
