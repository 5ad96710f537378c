package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.pgsql.PgsqlDialect;
import com.linkbenchx.store.sql.SqlStoreProvider;
import com.linkbenchx.store.sql.SqlStoreSettings;
import com.linkbenchx.store.sql.TestDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Runs that must leave tables as they found them, against one SQL server: through the real command
 * line, a table name pointing at a table of another shape and {@code --verify} on a dbid missing a
 * table; through the store, emptying tables one of which has another shape. Run on the embedded
 * MariaDB server (default suite) and on external MySQL and PostgreSQL servers (their groups).
 */
public abstract class UntouchedTablesTest {
  private static final AtomicInteger NAMES = new AtomicInteger();

  /** The server and the database or schema the tests may write to. */
  protected abstract TestDatabase database();

  /**
   * One table key names a table of another shape holding two rows, the other two tables are
   * missing, and the load may create and empty tables: it is refused in one line naming the table
   * and its key, before anything is created or emptied. Each of the three keys in turn.
   */
  @ParameterizedTest
  @ValueSource(strings = {"nodetable", "linktable", "counttable"})
  void foreignTableKeepsItsRows(String key) throws Exception {
    foreignRelationKeepsItsRows(database(), key, false);
  }

  /** As {@link #foreignTableKeepsItsRows} with nodetable naming a view over that table: checked, not taken as missing. */
  @Test
  void foreignViewKeepsItsRows() throws Exception {
    foreignRelationKeepsItsRows(database(), "nodetable", true);
  }

  private static void foreignRelationKeepsItsRows(TestDatabase db, String key, boolean view)
      throws Exception {
    String suffix = uniqueSuffix();
    String source = "canary_" + suffix;
    String canary = view ? "canary_view_" + suffix : source;
    Map<String, String> tables = new LinkedHashMap<>();
    tables.put("linktable", "lt_" + suffix);
    tables.put("counttable", "ct_" + suffix);
    tables.put("nodetable", "nt_" + suffix);
    tables.put(key, canary);
    db.execute(db.dialect().createSchemaSql(db.dbid()));
    db.execute("CREATE TABLE " + db.dialect().qualify(db.dbid(), source) + " (a INT, b INT)");
    try {
      db.execute("INSERT INTO " + db.dialect().qualify(db.dbid(), source) + " VALUES (1, 2), (3, 4)");
      if (view) {
        db.execute("CREATE VIEW " + db.dialect().qualify(db.dbid(), canary) + " AS SELECT a, b FROM "
            + db.dialect().qualify(db.dbid(), source));
      }
      List<String> args = new ArrayList<>(List.of("-l"));
      tables.forEach((name, table) -> args.addAll(List.of("-D", name + "=" + table)));
      args.addAll(List.of("-D", "create_tables=true", "-D", "load_existing=truncate"));
      CliProcess.Result result = run(db, args.toArray(String[]::new));
      String role = key.substring(0, key.length() - "table".length());
      assertOneLine(result, db.dbid() + "." + canary + " ", "(" + key + ") is not a benchmark " + role + " table",
          "lacks column", "nothing was created or emptied");
      assertEquals(2, rows(db, source), "the foreign table's rows survive");
      for (Map.Entry<String, String> table : tables.entrySet()) {
        if (!table.getKey().equals(key)) {
          assertFalse(exists(db, table.getValue()), table.getValue() + " (" + table.getKey() + ") was created");
        }
      }
    } finally {
      if (view) {
        db.execute("DROP VIEW IF EXISTS " + db.dialect().qualify(db.dbid(), canary));
      }
      db.dropTables(db.settings(tables.get("linktable").equals(canary) ? source : tables.get("linktable"),
          tables.get("counttable").equals(canary) ? source : tables.get("counttable"),
          tables.get("nodetable").equals(canary) ? source : tables.get("nodetable"), false, Map.of()));
    }
  }

  /**
   * load_existing=truncate asked of the store directly (past the start-up check): with nodetable
   * naming a table of another shape, no table is emptied, not even the benchmark link table.
   */
  @Test
  void truncateEmptiesNothingUnlessEveryTablePasses() throws Exception {
    TestDatabase db = database();
    SqlStoreSettings settings = db.freshSettings("trunc");
    SqlStoreProvider.of(db.dialect(), settings).start(false);
    String canary = "canary_" + uniqueSuffix();
    SqlStoreSettings foreign = db.settings(settings.linkTable(), settings.countTable(), canary, false, Map.of());
    try {
      db.execute("INSERT INTO " + db.dialect().qualify(db.dbid(), settings.linkTable())
          + " (id1, id2, link_type, visibility, data, time, version) VALUES (1, 2, 3, 1, '', 4, 0)");
      db.execute("CREATE TABLE " + db.dialect().qualify(db.dbid(), canary) + " (a INT, b INT)");
      db.execute("INSERT INTO " + db.dialect().qualify(db.dbid(), canary) + " VALUES (1, 2), (3, 4)");
      StoreException refusal = assertThrows(StoreException.class,
          () -> SqlStoreProvider.of(db.dialect(), foreign).truncate(db.dbid()));
      assertTrue(refusal.getMessage().contains(db.dbid() + "." + canary + " "), refusal.getMessage());
      assertTrue(refusal.getMessage().contains("nothing was created or emptied"), refusal.getMessage());
      assertEquals(2, rows(db, canary), "the foreign table's rows survive");
      assertEquals(1, rows(db, settings.linkTable()), "the link table is not emptied either");
    } finally {
      db.dropTables(settings);
      db.dropTables(foreign);
    }
  }

  /** --verify with create_tables=true on a dbid whose link table was dropped: named in one line, not created. */
  @Test
  void verifyNamesAMissingTableAndCreatesNothing() throws Exception {
    TestDatabase db = database();
    SqlStoreSettings settings = db.freshSettings("verify");
    SqlStoreProvider.of(db.dialect(), settings).start(false);
    try {
      db.execute("DROP TABLE " + db.dialect().qualify(db.dbid(), settings.linkTable()));
      CliProcess.Result result = run(db, "--verify", "-D", "linktable=" + settings.linkTable(),
          "-D", "counttable=" + settings.countTable(), "-D", "nodetable=" + settings.nodeTable(),
          "-D", "create_tables=true");
      assertOneLine(result, "'" + db.dbid() + "'", "has no table " + settings.linkTable(), "--verify only reads");
      assertFalse(exists(db, settings.linkTable()), "--verify created " + settings.linkTable());
    } finally {
      db.dropTables(settings);
    }
  }

  private static String uniqueSuffix() {
    return ProcessHandle.current().pid() % 100_000 + "_" + NAMES.incrementAndGet();
  }

  /** Every run here is refused before any phase, so it runs in-process. */
  private static CliProcess.Result run(TestDatabase db, String... more) {
    boolean pgsql = db.dialect() instanceof PgsqlDialect;
    List<String> args = new ArrayList<>(List.of("-c", CliProcess.PROJECT_DIR.resolve(pgsql
        ? "config/LinkConfigPgsql.properties" : "config/LinkConfigMysql.properties").toString(),
        "-D", "host=" + db.host(), "-D", "port=" + db.port(), "-D", "user=" + db.user(),
        "-D", "password=" + db.password(), "-D", "dbid=" + db.dbid(),
        "-D", "maxid1=101", "-D", "loaders=1", "-D", "requesters=1"));
    if (pgsql) {
      args.addAll(List.of("-D", "pgsql_database=" + db.database()));
    }
    args.addAll(List.of(more));
    return InProcessCli.run(args.toArray(String[]::new));
  }

  private static void assertOneLine(CliProcess.Result result, String... named) {
    assertEquals(3, result.exitCode(), result.all());
    assertEquals(1, result.errorLines().size(), result.stderr());
    String line = result.errorLines().get(0);
    for (String text : named) {
      assertTrue(line.contains(text), "expected '" + text + "' in " + line);
    }
    assertFalse(result.all().contains("\tat "), result.all());
  }

  private static long rows(TestDatabase db, String table) throws Exception {
    try (Connection connection = db.connect(); Statement statement = connection.createStatement();
        ResultSet row = statement.executeQuery("SELECT COUNT(*) FROM " + db.dialect().qualify(db.dbid(), table))) {
      row.next();
      return row.getLong(1);
    }
  }

  private static boolean exists(TestDatabase db, String table) throws Exception {
    try (Connection connection = db.connect();
        PreparedStatement query = connection.prepareStatement(db.dialect().tableExistsSql())) {
      query.setString(1, db.dbid());
      query.setString(2, table);
      try (ResultSet row = query.executeQuery()) {
        return row.next();
      }
    }
  }
}
