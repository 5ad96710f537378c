package com.linkbenchx.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.cli.CliProcess;
import com.linkbenchx.store.sql.TestDatabase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real command line against a real SQL server: a small load, then a 15 s request phase, each
 * checked in SQL (all nodes there; the count table equal to the visible links of every
 * (id1, link_type), both ways), then {@code --verify}. One subclass per server.
 */
abstract class SqlEndToEndScenario {
  static final String DBID = "e2e_linkdb";
  private static final long NODES = 5000;
  private static final Pattern REQUESTS =
      Pattern.compile("REQUEST PHASE COMPLETED\\. (\\d+) requests done in (\\d+) seconds\\. Requests/second = (\\d+)");

  @TempDir
  Path work;

  /** The server, with {@link TestDatabase#database()} as the database to connect to. */
  abstract TestDatabase database();

  /** The shipped configuration file of this store. */
  abstract String configFile();

  /** The database (MySQL) or schema (PostgreSQL) the scenario loads into. */
  String dbid() {
    return DBID;
  }

  /** Removes the scenario's tables (or its whole database or schema). */
  abstract void dropDbid(Statement statement) throws SQLException;

  @Test
  void loadThenRequestsKeepTheCountTableExact() throws Exception {
    try (Connection connection = database().connect(); Statement statement = connection.createStatement()) {
      dropDbid(statement);
    }

    CliProcess.Result load = run("-l", "-D", "create_tables=true");
    assertEquals(0, load.exitCode(), load.all());
    assertTrue(load.stderr().contains("LOAD PHASE COMPLETED.  Loaded " + NODES + " nodes (Expected " + NODES + ")"),
        load.stderr());
    try (Connection connection = database().connect(); Statement statement = connection.createStatement()) {
      assertEquals(NODES, single(statement, "SELECT COUNT(*) FROM " + dbid() + ".nodetable"));
      assertEquals(1, single(statement, "SELECT MIN(id) FROM " + dbid() + ".nodetable"));
      assertEquals(NODES, single(statement, "SELECT MAX(id) FROM " + dbid() + ".nodetable"));
      assertTrue(single(statement, "SELECT COUNT(*) FROM " + dbid() + ".linktable") > NODES);
      assertEquals(List.of(), countMismatches(statement, dbid()));
    }

    // The shipped maxid1 over this small graph: refused before the phase starts, naming both ranges.
    CliProcess.Result wrongGraph = run("-r", "-D", "maxid1=100001", "-D", "maxtime=5");
    assertEquals(3, wrongGraph.exitCode(), wrongGraph.all());
    assertTrue(wrongGraph.stderr().contains("Store error: The request phase would draw ids from [1, 100001) (startid1,"
        + " maxid1), but dbid " + dbid() + " holds node ids [1, " + (NODES + 1) + "): 95.0% of them were never loaded;"
        + " set startid1 and maxid1 to the loaded graph's (-D startid1=1 -D maxid1=" + (NODES + 1) + ")"),
        wrongGraph.stderr());
    assertTrue(!wrongGraph.stderr().contains("REQUEST PHASE COMPLETED"), wrongGraph.stderr());
    // --verify over a slightly wider range: one warning, then the verification.
    CliProcess.Result wider = run("--verify", "-D", "maxid1=" + (NODES + 101));
    assertEquals(0, wider.exitCode(), wider.all());
    assertTrue(
        wider.stderr().contains("--verify would check ids [1, " + (NODES + 101) + ") (startid1, maxid1), but dbid "
            + dbid() + " holds node ids [1, " + (NODES + 1) + "): 2.0% of them were never loaded"),
        wider.stderr());

    Path stream = work.resolve("stream.csv");
    CliProcess.Result requests =
        run("-r", "-D", "requestrate=500", "-D", "maxtime=15", "--csvstream", stream.toString());
    assertEquals(0, requests.exitCode(), requests.all());
    Matcher matcher = REQUESTS.matcher(requests.stderr());
    assertTrue(matcher.find(), requests.stderr());
    long done = Long.parseLong(matcher.group(1));
    // The rate achieved depends on the machine (timing targets live in bench/); the schedule never exceeds it.
    assertTrue(done > 0 && done < 500 * 15 * 1.1, "requests done: " + done);
    List<String> rows = Files.readAllLines(stream);
    assertTrue(rows.get(0).startsWith("timestamp,totalops,op,ops,concurrency,queue_size,max_us,p95_us,p99_us"));
    assertTrue(rows.stream().anyMatch(row -> row.contains(",ADD_LINK,")), rows.toString());
    assertTrue(rows.stream().anyMatch(row -> row.contains(",GET_LINKS_LIST,")), rows.toString());
    try (Connection connection = database().connect(); Statement statement = connection.createStatement()) {
      assertEquals(List.of(), countMismatches(statement, dbid()));
    }

    CliProcess.Result verify = run("--verify");
    assertEquals(0, verify.exitCode(), verify.all());
    assertTrue(verify.stderr().contains("VERIFY PASSED"), verify.stderr());
  }

  private CliProcess.Result run(String... args) throws Exception {
    TestDatabase db = database();
    List<String> all = new ArrayList<>(List.of(
        "-c", CliProcess.PROJECT_DIR.resolve(configFile()).toString(),
        "-D", "host=" + db.host(), "-D", "port=" + db.port(), "-D", "user=" + db.user(), "-D",
        "password=" + db.password(),
        "-D", "dbid=" + dbid(), "-D", "maxid1=" + (NODES + 1), "-D", "loaders=2", "-D", "requesters=4",
        "-D", "displayfreq=5", "-D", "load_random_seed=7", "-D", "request_random_seed=7"));
    if (!db.database().isEmpty()) {
      all.addAll(List.of("-D", "pgsql_database=" + db.database()));
    }
    all.addAll(List.of(args));
    return CliProcess.run(work, 240, all.toArray(String[]::new));
  }

  /** (id1, link_type) pairs whose count row differs from their number of visible links, both ways. */
  private static List<String> countMismatches(Statement statement, String dbid) throws SQLException {
    String visible = "SELECT id1, link_type, COUNT(*) AS n FROM " + dbid
        + ".linktable WHERE visibility = 1 GROUP BY id1, link_type";
    String sql = "SELECT v.id1, v.link_type, v.n, c.count FROM (" + visible + ") v LEFT JOIN " + dbid
        + ".counttable c ON c.id = v.id1 AND c.link_type = v.link_type WHERE c.count IS NULL OR c.count <> v.n"
        + " UNION ALL SELECT c.id, c.link_type, 0, c.count FROM " + dbid + ".counttable c LEFT JOIN (" + visible
        + ") v ON c.id = v.id1 AND c.link_type = v.link_type WHERE v.id1 IS NULL AND c.count <> 0";
    List<String> mismatches = new ArrayList<>();
    try (ResultSet rows = statement.executeQuery(sql)) {
      while (rows.next() && mismatches.size() < 20) {
        mismatches.add("(" + rows.getLong(1) + "," + rows.getLong(2) + ") visible=" + rows.getLong(3)
            + " count=" + rows.getLong(4));
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
