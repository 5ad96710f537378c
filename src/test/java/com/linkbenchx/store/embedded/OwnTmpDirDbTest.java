package com.linkbenchx.store.embedded;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.store.StoreException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Installing a new embedded server leaves other servers' temporary tables alone: a MariaDB server
 * deletes the {@code #sql*} files of its tmpdir when it starts, and the install step's bootstrap
 * server would otherwise use the system's /tmp, shared with any local MariaDB.
 */
class OwnTmpDirDbTest {
  @Test
  void aFreshInstallKeepsToItsOwnTmpDir() throws IOException, StoreException {
    Path systemTmp = Path.of(System.getenv().getOrDefault("TMPDIR", "/tmp"));
    Path sentinel = systemTmp.resolve("#sql-temptable-linkbenchx-test-" + ProcessHandle.current().pid() + ".MAI");
    Path directory = EmbeddedMariaDbExtension.RunningServer.projectDir().resolve("target").resolve("embedded-fresh");
    deleteTree(directory);
    Files.writeString(sentinel, "another server's temporary table");
    try (EmbeddedMariaDbServer server = new EmbeddedMariaDbServer(new EmbeddedSettings(directory,
        EmbeddedMariaDbExtension.RunningServer.directory().resolve("base"), 0, List.of()))) {
      server.start(); // a new data directory: the install step runs
      assertTrue(Files.exists(sentinel), "the install step deleted " + sentinel);
    } finally {
      Files.deleteIfExists(sentinel);
      deleteTree(directory);
    }
  }

  private static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
