package com.linkbenchx.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.linkbenchx.cli.CliProcess;
import com.linkbenchx.store.sql.TestDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real command line on two shards of one server ({@code dbid = s0,s1}, {@code routing =
 * shard_by_id1}): a load, a request phase and {@code --verify}; then each shard is checked in SQL to
 * hold only the links, count rows and nodes of its own ids (id mod 2), every node id of the range
 * exactly once across both, and a count table equal to its visible links.
 */
abstract class ShardedEndToEndScenario {
  private static final long NODES = 3000;

  @TempDir
  Path work;

  abstract TestDatabase database();

  abstract String configFile();

  /** The two shards' databases (MySQL) or schemas (PostgreSQL). */
  abstract List<String> shards();

  abstract void dropShard(Statement statement, String shard) throws SQLException;

  @Test
  void eachShardHoldsOnlyItsIdsAndVerifies() throws Exception {
    try (Connection connection = database().connect(); Statement statement = connection.createStatement()) {
      for (String shard : shards()) {
        dropShard(statement, shard);
      }
    }
    CliProcess.Result load = run("-l", "-D", "create_tables=true");
    assertEquals(0, load.exitCode(), load.all());
    assertTrue(load.stderr().contains("LOAD PHASE COMPLETED.  Loaded " + NODES + " nodes (Expected " + NODES + ")"),
        load.stderr());
    assertShardsHoldTheirOwnIds(true);

    CliProcess.Result requests = run("-r", "-D", "requestrate=300", "-D", "maxtime=12", "--results",
        work.resolve("requests").toString());
    assertEquals(0, requests.exitCode(), requests.all());
    JsonNode summary = new ObjectMapper().readTree(work.resolve("requests/summary.json").toFile());
    assertEquals(2, summary.path("endpoints").size(), summary.path("endpoints").toString());
    long operations = 0;
    for (JsonNode endpoint : summary.path("endpoints")) {
      assertTrue(endpoint.path("operations").asLong() > 0, endpoint.toString());
      operations += endpoint.path("operations").asLong();
    }
    assertEquals(summary.path("totals").path("operations").asLong(), operations,
        "every measured operation was served by one shard");
    assertShardsHoldTheirOwnIds(false);

    CliProcess.Result verify = run("--verify");
    assertEquals(0, verify.exitCode(), verify.all());
    for (int shard = 0; shard < 2; shard++) {
      assertTrue(verify.stderr().contains("Shard " + shard + " (") && verify.stderr().contains(
          "ids = " + shard + " mod 2): nodes "), verify.stderr());
    }
    assertEquals(2, verify.stderr().lines().filter(line -> line.endsWith("rows of other shards: 0 links, 0 counts,"
        + " 0 nodes")).count(), verify.stderr());
    assertTrue(verify.stderr().contains("VERIFY PASSED"), verify.stderr());
  }

  /** In SQL, each shard alone: only its ids, an exact count table; after the load also every node id once. */
  private void assertShardsHoldTheirOwnIds(boolean justLoaded) throws SQLException {
    long nodes = 0;
    try (Connection connection = database().connect(); Statement statement = connection.createStatement()) {
      for (int shard = 0; shard < 2; shard++) {
        String s = shards().get(shard);
        String other = " <> " + shard;
        assertEquals(0, single(statement, "SELECT COUNT(*) FROM " + s + ".linktable WHERE MOD(id1, 2)" + other));
        assertEquals(0, single(statement, "SELECT COUNT(*) FROM " + s + ".counttable WHERE MOD(id, 2)" + other));
        assertEquals(0, single(statement, "SELECT COUNT(*) FROM " + s + ".nodetable WHERE MOD(id, 2)" + other));
        assertTrue(single(statement, "SELECT COUNT(*) FROM " + s + ".linktable") > NODES / 2);
        assertEquals(List.of(), countMismatches(statement, s), "shard " + s);
        if (justLoaded) {
          assertEquals(NODES / 2, single(statement, "SELECT COUNT(*) FROM " + s + ".nodetable WHERE id >= 1 AND id <= "
              + NODES), "the shard's half of the ids " + s);
        }
        nodes += single(statement, "SELECT COUNT(DISTINCT id) FROM " + s + ".nodetable");
      }
    }
    if (justLoaded) {
      assertEquals(NODES, nodes);
    }
  }

  private CliProcess.Result run(String... args) throws Exception {
    TestDatabase db = database();
    List<String> all = new ArrayList<>(List.of(
        "-c", CliProcess.PROJECT_DIR.resolve(configFile()).toString(),
        "-D", "host=" + db.host(), "-D", "port=" + db.port(), "-D", "user=" + db.user(), "-D",
        "password=" + db.password(),
        "-D", "dbid=" + String.join(",", shards()), "-D", "routing=shard_by_id1", "-D", "maxid1=" + (NODES + 1),
        "-D", "nlinks_func=com.facebook.LinkBench.distributions.ZipfDistribution", "-D", "nlinks_shape=0.8",
        "-D", "nlinks_mean=5", "-D", "loaders=2", "-D", "requesters=4", "-D", "displayfreq=4",
        "-D", "load_random_seed=11", "-D", "request_random_seed=11"));
    if (!db.database().isEmpty()) {
      all.addAll(List.of("-D", "pgsql_database=" + db.database()));
    }
    all.addAll(List.of(args));
    if (!List.of(args).contains("--results")) {
      all.addAll(List.of("--results", "none"));
    }
    return CliProcess.run(work, 240, all.toArray(String[]::new));
  }

  /** (id1, link_type) pairs of one shard whose count row differs from their visible links, both ways. */
  private static List<String> countMismatches(Statement statement, String shard) throws SQLException {
    String visible = "SELECT id1, link_type, COUNT(*) AS n FROM " + shard
        + ".linktable WHERE visibility = 1 GROUP BY id1, link_type";
    String sql = "SELECT v.id1, v.link_type, v.n, c.count FROM (" + visible + ") v LEFT JOIN " + shard
        + ".counttable c ON c.id = v.id1 AND c.link_type = v.link_type WHERE c.count IS NULL OR c.count <> v.n"
        + " UNION ALL SELECT c.id, c.link_type, 0, c.count FROM " + shard + ".counttable c LEFT JOIN (" + visible
        + ") v ON c.id = v.id1 AND c.link_type = v.link_type WHERE v.id1 IS NULL AND c.count <> 0";
    List<String> mismatches = new ArrayList<>();
    try (ResultSet rows = statement.executeQuery(sql)) {
      while (rows.next() && mismatches.size() < 20) {
        mismatches.add("(" + rows.getLong(1) + "," + rows.getLong(2) + ") visible=" + rows.getLong(3) + " count="
            + rows.getLong(4));
      }
    }
    return mismatches;
  }

  private static long single(Statement statement, String sql) throws SQLException {
    try (ResultSet rows = statement.executeQuery(sql)) {
      rows.next();
      return rows.getLong(1);
    }
  }
}
