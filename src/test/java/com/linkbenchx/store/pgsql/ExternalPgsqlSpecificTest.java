package com.linkbenchx.store.pgsql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.linkbenchx.TestProject;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.connection.Secret;
import com.linkbenchx.store.sql.LoadMethod;
import com.linkbenchx.store.sql.SqlStoreProvider;
import com.linkbenchx.store.sql.SqlStoreSettings;
import com.linkbenchx.store.sql.SqlTestSupport;
import com.linkbenchx.store.sql.TestDatabase;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * PostgreSQL failure handling and schema checks: lock timeouts (55P03) and deadlocks (40P01) are
 * retried after rollback with exact counts, terminated backends are reopened, the schema check
 * explains what is missing, and sql/create_postgres.sql equals what create_tables makes.
 */
@Tag("pgsql-external")
class ExternalPgsqlSpecificTest {
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;
  /** An upper bound for waiting on the server, not a timing assertion. */

  private final TestDatabase database = TestDatabase.externalPgsql();
  private final PgsqlDialect dialect = new PgsqlDialect();

  private static Link visible(long id1, long id2) {
    return new Link(id1, TYPE, id2, Link.VISIBILITY_DEFAULT, new byte[] {0, (byte) 0xff, 39, 92}, 0, 1000);
  }

  @Test
  void aStatementUnansweredPastTheReadTimeoutFailsAsALostConnection() throws Exception {
    double seconds = SqlTestSupport.secondsUntilReadTimeout(dialect, database.freshSettings("readto"),
        "SELECT pg_sleep(5)");
    assertTrue(seconds >= 0.9 && seconds < 4, seconds + " s");
  }

  @Test
  void theServerSaysWhichVersionItIs() throws Exception {
    SqlStoreProvider provider = SqlStoreProvider.of(dialect, database.freshSettings("sv"));
    provider.start(false);
    com.linkbenchx.store.ServerInfo server = provider.serverInfo().orElseThrow();
    assertEquals("PostgreSQL", server.product());
    assertTrue(server.version().matches("\\d+(\\.\\d+)?.*"), server.version());
  }

  @Test
  void lockTimeoutIsRetriedAfterRollbackAndTheCountStaysExact() throws Exception {
    SqlStoreSettings settings =
        database.freshSettings("lt").withJdbcProperties(Map.of("options", "-c lock_timeout=300"));
    SqlStoreProvider provider = SqlStoreProvider.of(dialect, settings);
    provider.start(false);
    String counts = dialect.qualify(settings.dbid(), settings.countTable());
    try (GraphStore store = provider.openGraphStore(Phase.REQUEST, 1); Connection blocker = database.connect()) {
      blocker.createStatement().execute("INSERT INTO " + counts + " VALUES (42, " + TYPE + ", 0, 0, 0)");
      blocker.setAutoCommit(false);
      blocker.createStatement().executeQuery("SELECT * FROM " + counts + " WHERE id = 42 FOR UPDATE").close();

      CompletableFuture<Void> write = CompletableFuture.runAsync(() -> add(store, settings.dbid(), visible(42, 7)));
      SqlTestSupport.waitUntil(() -> provider.retryCounters().snapshot().transientRetries() >= 1,
          "a lock-timeout retry");
      blocker.commit();
      write.get(SqlTestSupport.WAIT_MILLIS, TimeUnit.MILLISECONDS);

      assertEquals(1, store.countLinks(settings.dbid(), 42, TYPE), "exactly one increment across all attempts");
      assertEquals(visible(42, 7), store.getLink(settings.dbid(), 42, TYPE, 7));
    } finally {
      provider.close();
      database.dropTables(settings);
    }
  }

  @Test
  void deadlockVictimIsRetriedAfterRollbackAndTheCountStaysExact() throws Exception {
    SqlStoreSettings settings = database.freshSettings("dl");
    SqlStoreProvider provider = SqlStoreProvider.of(dialect, settings);
    provider.start(false);
    String links = dialect.qualify(settings.dbid(), settings.linkTable());
    String counts = dialect.qualify(settings.dbid(), settings.countTable());
    try (GraphStore store = provider.openGraphStore(Phase.REQUEST, 1);
        Connection other = database.connect(); Connection watcher = database.connect()) {
      other.createStatement().execute("INSERT INTO " + counts + " VALUES (43, " + TYPE + ", 0, 0, 0)");
      other.setAutoCommit(false);
      other.createStatement().executeQuery("SELECT * FROM " + counts + " WHERE id = 43 FOR UPDATE").close();

      CompletableFuture<Void> write = CompletableFuture.runAsync(() -> add(store, settings.dbid(), visible(43, 1)));
      SqlTestSupport.waitUntil(() -> lockWaiters(watcher) >= 1, "the store's transaction waiting for the count row");
      try {
        // Inserting the key the store has inserted but not committed waits for the store: a cycle.
        // The store waited first, so its deadlock check runs first and it aborts itself.
        other.createStatement().execute("INSERT INTO " + links + " (id1, id2, link_type, visibility, data)"
            + " VALUES (43, 1, " + TYPE + ", 0, '')");
      } catch (SQLException e) {
        fail("the other transaction was chosen as the deadlock victim: " + e.getMessage());
      }
      SqlTestSupport.waitUntil(() -> provider.retryCounters().snapshot().transientRetries() >= 1, "a deadlock retry");
      other.rollback();
      write.get(SqlTestSupport.WAIT_MILLIS, TimeUnit.MILLISECONDS);

      assertEquals(1, store.countLinks(settings.dbid(), 43, TYPE));
      assertNotNull(store.getLink(settings.dbid(), 43, TYPE, 1));
    } finally {
      provider.close();
      database.dropTables(settings);
    }
  }

  /** max_connections less the reserved slots a superuser may use anyway; client backends in use. */
  @Test
  void connectionRoomComesFromTheServersSettings() throws Exception {
    SqlStoreSettings settings = database.freshSettings("room");
    SqlStoreProvider provider = SqlStoreProvider.of(dialect, settings);
    provider.start(false);
    try (Connection admin = database.connect(); java.sql.Statement statement = admin.createStatement();
        java.sql.ResultSet row = statement.executeQuery("SELECT current_setting('max_connections')::int,"
            + " current_setting('superuser_reserved_connections')::int,"
            + " (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)")) {
      row.next();
      long expected = row.getBoolean(3) ? row.getLong(1) : row.getLong(1) - row.getLong(2);
      java.util.List<com.linkbenchx.store.ConnectionRoom> rooms = provider.connectionRoom(Phase.REQUEST, 10);
      assertEquals(1, rooms.size());
      com.linkbenchx.store.ConnectionRoom room = rooms.get(0);
      assertEquals(10, room.needed());
      assertTrue(room.server().startsWith("PostgreSQL at "), room.server());
      assertTrue(room.allowed() <= expected && room.allowed() >= expected - 100, room.toString());
      assertTrue(room.inUse() >= 1, "at least the admin connection: " + room);
    } finally {
      provider.close();
      database.dropTables(settings);
    }
  }

  @Test
  void terminatedBackendsAreReopenedTransparently() throws Exception {
    SqlStoreSettings settings = database.freshSettings("term");
    SqlStoreProvider provider = SqlStoreProvider.of(dialect, settings);
    provider.start(false);
    try (Connection admin = database.connect()) {
      Set<Integer> before = backends(admin);
      try (GraphStore store = provider.openGraphStore(Phase.REQUEST, 2)) {
        store.addLink(settings.dbid(), visible(1, 1));
        Set<Integer> storeBackends = backends(admin);
        storeBackends.removeAll(before);
        assertEquals(1, storeBackends.size(), "one connection per store, for reads and writes");
        try (PreparedStatement terminate = admin.prepareStatement("SELECT pg_terminate_backend(?)")) {
          for (int pid : storeBackends) {
            terminate.setInt(1, pid);
            terminate.executeQuery().close();
          }
        }
        assertEquals(1, store.countLinks(settings.dbid(), 1, TYPE));
        store.addLink(settings.dbid(), visible(1, 2));
        assertEquals(2, store.countLinks(settings.dbid(), 1, TYPE));
        assertEquals(1, provider.retryCounters().snapshot().reconnects());
      }
    } finally {
      provider.close();
      database.dropTables(settings);
    }
  }

  @Test
  void missingTablesAreNamedWithTheCommandThatCreatesThem() throws Exception {
    SqlStoreSettings settings = database.freshSettings("miss").withCreateTables(false);
    database.execute("CREATE SCHEMA IF NOT EXISTS " + dialect.quote(settings.dbid()));
    StoreException error =
        assertThrows(StoreException.class, () -> SqlStoreProvider.of(dialect, settings).start(false));
    assertEquals(ErrorKind.FATAL, error.kind());
    for (String expected : List.of(settings.linkTable(), settings.countTable(), settings.nodeTable(),
        "sql/create_postgres.sql", "-v schema=" + settings.dbid(), "-D create_tables=true")) {
      assertTrue(error.getMessage().contains(expected), "'" + expected + "' in: " + error.getMessage());
    }
    SqlStoreSettings noSchema = settings.withDbid("linkbench_absent_schema");
    StoreException schemaError =
        assertThrows(StoreException.class, () -> SqlStoreProvider.of(dialect, noSchema).start(false));
    assertTrue(schemaError.getMessage().contains("schema 'linkbench_absent_schema'")
        && schemaError.getMessage().contains("does not exist"), schemaError.getMessage());
  }

  @Test
  void sqlFileCreatesExactlyTheTablesOfCreateTables() throws Exception {
    String suffix = "_" + ProcessHandle.current().pid() % 100_000;
    String fileSchema = "lb_file" + suffix;
    String javaSchema = "lb_java" + suffix;
    SqlStoreSettings standard = database.settings("linktable", "counttable", "nodetable", true, Map.of())
        .withDbid(javaSchema);
    try (Connection admin = database.connect(); Statement statement = admin.createStatement()) {
      SqlStoreProvider.of(dialect, standard).start(false);
      String script = Files.readString(TestProject.DIR.resolve("sql").resolve("create_postgres.sql"));
      for (String sql : SqlTestSupport.statements(script)) {
        statement.execute(sql.replace(":\"schema\"", "\"" + fileSchema + "\""));
      }
    }
    try (Connection fresh = database.connect()) { // the script changed the first session's search_path
      assertEquals(describe(fresh, javaSchema), describe(fresh, fileSchema));
    } finally {
      database.execute("DROP SCHEMA IF EXISTS " + fileSchema + " CASCADE");
      database.execute("DROP SCHEMA IF EXISTS " + javaSchema + " CASCADE");
    }
  }

  @Test
  void aWrongPasswordIsFatalAndNeverShown() throws SQLException {
    SqlStoreSettings good = database.freshSettings("auth");
    SqlStoreSettings wrong = new SqlStoreSettings(good.host(), good.port(), good.user(),
        new Secret("Wrong-Passw0rd-xyz"),
        good.database(), good.dbid(), good.linkTable(), good.countTable(), good.nodeTable(), 10, false, Map.of(), true,
        good.retry(), 0, LoadMethod.INSERT);
    SqlStoreProvider provider = SqlStoreProvider.of(dialect, wrong);
    StoreException error;
    try {
      provider.start(false);
      database.dropTables(good);
      Assumptions.abort("the server accepts any password (trust authentication)");
      return;
    } catch (StoreException e) {
      error = e;
    }
    assertEquals(ErrorKind.FATAL, error.kind(), error.getMessage());
    assertTrue(error.getMessage().startsWith("Cannot connect to PostgreSQL at "), error.getMessage());
    assertFalse(error.getMessage().contains("Wrong-Passw0rd-xyz"), error.getMessage());
  }

  private static void add(GraphStore store, String dbid, Link link) {
    try {
      store.addLink(dbid, link);
    } catch (StoreException e) {
      throw new IllegalStateException(e);
    }
  }

  private static int lockWaiters(Connection watcher) throws SQLException {
    try (ResultSet row = watcher.createStatement().executeQuery("SELECT COUNT(*) FROM pg_stat_activity"
        + " WHERE wait_event_type = 'Lock' AND application_name = 'linkbenchx'")) {
      row.next();
      return row.getInt(1);
    }
  }

  private static Set<Integer> backends(Connection admin) throws SQLException {
    Set<Integer> pids = new HashSet<>();
    try (ResultSet rows = admin.createStatement().executeQuery(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")) {
      while (rows.next()) {
        pids.add(rows.getInt(1));
      }
    }
    return pids;
  }

  /** Columns and indexes of the three standard tables, with the schema name taken out. */
  private static List<String> describe(Connection admin, String schema) throws SQLException {
    List<String> lines = new ArrayList<>();
    try (PreparedStatement columns = admin.prepareStatement("SELECT table_name, column_name, data_type, is_nullable,"
        + " column_default FROM information_schema.columns WHERE table_schema = ? ORDER BY table_name, ordinal_position");
        PreparedStatement indexes = admin.prepareStatement(
            "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = ? ORDER BY indexname")) {
      columns.setString(1, schema);
      try (ResultSet rows = columns.executeQuery()) {
        while (rows.next()) {
          lines.add(rows.getString(1) + "." + rows.getString(2) + " " + rows.getString(3) + " " + rows.getString(4)
              + " " + rows.getString(5));
        }
      }
      indexes.setString(1, schema);
      try (ResultSet rows = indexes.executeQuery()) {
        while (rows.next()) {
          lines.add(rows.getString(1) + " " + rows.getString(2));
        }
      }
    }
    return lines.stream().map(line -> line.replace(schema, "S")).toList();
  }

}
