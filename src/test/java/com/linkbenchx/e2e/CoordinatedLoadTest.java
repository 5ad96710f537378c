package com.linkbenchx.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.cli.CliChild;
import com.linkbenchx.cli.CliProcess;
import com.linkbenchx.store.embedded.EmbeddedMariaDbExtension;
import com.linkbenchx.store.embedded.EmbeddedMariaDbExtension.RunningServer;
import com.linkbenchx.store.sql.TestDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A load shared by two driver processes ({@code driver_count = 2}, a common {@code start_at}) writes
 * exactly the graph one process writes with the same seed: the same links and count rows, and every
 * node id of the range once. Each process loads its own run of chunks; process 0 alone empties the
 * tables and resets the node ids first.
 */
@ExtendWith(EmbeddedMariaDbExtension.class)
class CoordinatedLoadTest {
  private static final long NODES = 4000;

  @TempDir
  Path work;

  @Test
  void twoProcessesLoadTheGraphOneWould(RunningServer server) throws Exception {
    TestDatabase db = server.database();
    try (Connection connection = db.connect(); Statement statement = connection.createStatement()) {
      statement.execute("DROP DATABASE IF EXISTS e2e_single");
      statement.execute("DROP DATABASE IF EXISTS e2e_shared");
    }
    CliProcess.Result single = load(db, "e2e_single", List.of());
    assertEquals(0, single.exitCode(), single.all());

    // Process 0 empties the tables before start_at and refuses to go on once it has passed; process 1
    // starts once process 0 waits, so the lead covers one JVM's start. A process 1 that starts late
    // on a loaded machine loads its share late, into the same graph. If process 0 itself was too
    // slow, it said so and wrote nothing: again with the lead that suits any machine.
    String startAt = null;
    CliChild first = null;
    for (long lead : new long[] {10, 40}) {
      startAt = Instant.now().plusSeconds(lead).toString();
      first = CliChild.start(work, args(db, "e2e_shared", share(0, startAt)));
      if (first.awaitOutput(" for start_at ", lead + 60)) {
        break;
      }
      CliProcess.Result late = first.await(60);
      assertTrue(late.stderr().contains("run again with a later start_at"), late.all());
    }
    CliChild second = CliChild.start(work, args(db, "e2e_shared", share(1, startAt)));
    List<CliProcess.Result> parts = List.of(first.await(240), second.await(240));
    long nodes = 0;
    for (int index = 0; index < 2; index++) {
      CliProcess.Result part = parts.get(index);
      assertEquals(0, part.exitCode(), part.all());
      assertTrue(part.stderr().contains("driver " + (index + 1) + " of 2 (driver_index " + index + ")"), part.stderr());
      assertTrue(part.stderr().contains("start_at " + startAt.substring(0, 16)), "used the common start: "
          + part.stderr());
      nodes += Long.parseLong(part.stderr().replaceAll("(?s).*LOAD PHASE COMPLETED\\.  Loaded (\\d+) nodes.*", "$1"));
    }
    assertEquals(NODES, nodes, "each loaded its share of the nodes");

    try (Connection connection = db.connect(); Statement statement = connection.createStatement()) {
      assertEquals(content(statement, "e2e_single"), content(statement, "e2e_shared"));
      assertEquals(List.of(NODES, 1L, NODES), List.of(single(statement, "SELECT COUNT(*) FROM e2e_shared.nodetable"),
          single(statement, "SELECT MIN(id) FROM e2e_shared.nodetable"),
          single(statement, "SELECT MAX(id) FROM e2e_shared.nodetable")));
    }
  }

  private static List<String> share(int index, String startAt) {
    return List.of("-D", "driver_count=2", "-D", "driver_index=" + index, "-D", "start_at=" + startAt);
  }

  private CliProcess.Result load(TestDatabase db, String dbid, List<String> share) throws Exception {
    return CliProcess.run(work, 240, args(db, dbid, share));
  }

  private static String[] args(TestDatabase db, String dbid, List<String> share) {
    List<String> args = new ArrayList<>(List.of(
        "-c", CliProcess.PROJECT_DIR.resolve("config/LinkConfigMysql.properties").toString(),
        "-D", "host=" + db.host(), "-D", "port=" + db.port(), "-D", "user=" + db.user(), "-D",
        "password=" + db.password(),
        "-D", "dbid=" + dbid, "-D", "create_tables=true", "-D", "load_existing=truncate", "-D", "maxid1=" + (NODES + 1),
        "-D", "nlinks_func=com.facebook.LinkBench.distributions.ZipfDistribution", "-D", "nlinks_shape=0.8",
        "-D", "nlinks_mean=5", "-D", "loaders=2", "-D", "loader_chunk_size=500", "-D", "load_random_seed=5",
        "--results", "none", "-l"));
    args.addAll(share);
    return args.toArray(String[]::new);
  }

  /**
   * Row counts and checksums of the graph's shape, leaving out the load's clock (link and count
   * times) and the payloads (their sizes and bytes depend on how chunks fall to loaders, already in
   * one process).
   */
  private static List<Long> content(Statement statement, String dbid) throws SQLException {
    return List.of(
        single(statement, "SELECT COUNT(*) FROM " + dbid + ".linktable"),
        single(statement, "SELECT SUM(CRC32(CONCAT_WS(',', id1, id2, link_type, visibility, version)))"
            + " FROM " + dbid + ".linktable"),
        single(statement, "SELECT COUNT(*) FROM " + dbid + ".counttable"),
        single(statement, "SELECT SUM(CRC32(CONCAT_WS(',', id, link_type, count))) FROM " + dbid + ".counttable"));
  }

  private static long single(Statement statement, String sql) throws SQLException {
    try (ResultSet rows = statement.executeQuery(sql)) {
      rows.next();
      return rows.getLong(1);
    }
  }
}
