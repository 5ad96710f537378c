package com.linkbenchx.store.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.WorkerStores;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The embedded provider as the driver uses it: configured from keys, started once, stopped
 * without losing data, and refusing clearly to share its directory with a server still running.
 */
class EmbeddedMariaDbStoreProviderTest {
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;

  private static Config config(Path dataDir) {
    return Config.of(Map.of(
        "embedded_data_dir", dataDir.toString(),
        // share the binaries unpacked for the other embedded tests
        "embedded_base_dir", EmbeddedMariaDbExtension.RunningServer.directory().resolve("base").toString(),
        "dbid", "linkbench_embedded",
        "host", "ignored.example", "user", "ignored", "password", "ignored"));
  }

  @Test
  void dataSurvivesARestartAndALiveServerOnTheSameDirectoryIsReported() throws StoreException, IOException {
    Path dataDir = EmbeddedMariaDbExtension.RunningServer.projectDir().resolve("target").resolve("embedded-provider");
    String dbid = "linkbench_embedded";
    long id1 = ProcessHandle.current().pid(); // a fresh pair even when the data directory is reused

    EmbeddedMariaDbStoreProvider first = new EmbeddedMariaDbStoreProvider();
    first.configure(config(dataDir));
    try (StoreSet stores = new StoreSet(first, first)) {
      stores.start(false);
      stores.start(false); // idempotent: one server for load and request
      assertTrue(first.describe().startsWith("embedded MariaDB 11.4.5 at 127.0.0.1:" + first.port() + "/" + dbid),
          first.describe());
      com.linkbenchx.store.ServerInfo server = first.serverInfo().orElseThrow();
      assertEquals("MariaDB", server.product(), "asked of the server, which says it is MariaDB");
      assertTrue(server.version().startsWith("11.4.5-MariaDB"), server.version());
      try (WorkerStores worker = stores.openBoth(Phase.REQUEST, 0)) {
        assertTrue(worker.links() == worker.nodes(), "one object serves links and nodes");
        worker.links().addLink(dbid, new Link(id1, TYPE, 1, Link.VISIBILITY_DEFAULT, new byte[] {1, 2}, 0, 5));
      }

      EmbeddedMariaDbStoreProvider second = new EmbeddedMariaDbStoreProvider();
      second.configure(config(dataDir));
      StoreException clash = assertThrows(StoreException.class, () -> second.start(false));
      assertEquals(ErrorKind.FATAL, clash.kind());
      assertTrue(clash.getMessage().contains("still running") && clash.getMessage().contains("kill "),
          clash.getMessage());
    }
    assertFalse(Files.exists(dataDir.resolve("mariadbd.pid")), "a clean stop removes the pid file");

    // A pid file left by a run that died: the process is gone, so it is cleared and the data recovered.
    Files.writeString(dataDir.resolve("mariadbd.pid"), "2147483646\n");
    EmbeddedMariaDbStoreProvider third = new EmbeddedMariaDbStoreProvider();
    third.configure(config(dataDir));
    try {
      third.start(false);
      try (GraphStore store = third.openGraphStore(Phase.REQUEST, 0)) {
        assertEquals(1, store.countLinks(dbid, id1, TYPE));
        store.deleteLink(dbid, id1, TYPE, 1, true);
      }
    } finally {
      third.close();
    }
  }

  @Test
  void settingsComeFromKeysWithDefaults() {
    EmbeddedSettings defaults = EmbeddedSettings.from(Config.of(Map.of()));
    assertEquals(Path.of(EmbeddedSettings.DEFAULT_DIRECTORY).toAbsolutePath(), defaults.directory());
    assertEquals(defaults.directory().resolve("base"), defaults.baseDir());
    assertEquals(0, defaults.port());
    EmbeddedSettings custom = EmbeddedSettings.from(Config.of(Map.of("embedded_port", "3310",
        "embedded_server_args", " --innodb-buffer-pool-size=1G  --max-connections=500 ")));
    assertEquals(3310, custom.port());
    assertEquals(java.util.List.of("--innodb-buffer-pool-size=1G", "--max-connections=500"), custom.extraServerArgs());
  }

  @Test
  void aDataDirectoryUnderTheTemporaryDirectoryIsRefusedBecauseMariaDb4jWouldWipeIt() {
    Path inTemp = Path.of(System.getProperty("java.io.tmpdir"), "linkbench-data");
    ConfigError error = assertThrows(ConfigError.class,
        () -> EmbeddedSettings.from(Config.of(Map.of("embedded_data_dir", inTemp.toString()))));
    assertTrue(error.getMessage().startsWith("Expected configuration key embedded_data_dir to lie outside"),
        error.getMessage());
    assertTrue(error.getMessage().contains("'" + inTemp.toAbsolutePath().normalize() + "'"), error.getMessage());
  }
}
