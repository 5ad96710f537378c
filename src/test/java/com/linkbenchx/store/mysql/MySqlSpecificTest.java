package com.linkbenchx.store.mysql;

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
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.connection.RetryCounters;
import com.linkbenchx.store.connection.Secret;
import com.linkbenchx.store.sql.LoadMethod;
import com.linkbenchx.store.sql.SqlStoreProvider;
import com.linkbenchx.store.sql.SqlStoreSettings;
import com.linkbenchx.store.sql.SqlTestSupport;
import com.linkbenchx.store.sql.TestDatabase;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * What only a real MySQL/MariaDB server can show: retries after forced lock-wait timeouts and
 * deadlocks leave counts exact, killed connections are reopened, the schema check explains what is
 * missing, sql/create_innodb.sql equals the tables create_tables makes, and passwords never leak.
 */
public abstract class MySqlSpecificTest {
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;
  /** An upper bound for waiting on the server, not a timing assertion. */

  protected abstract TestDatabase database();

  private static Link visible(long id1, long id2) {
    return new Link(id1, TYPE, id2, Link.VISIBILITY_DEFAULT, "payload".getBytes(), 0, 1000);
  }

  @Test
  void lockWaitTimeoutIsRetriedAfterRollbackAndTheCountStaysExact() throws Exception {
    SqlStoreSettings settings = withProperties(database().freshSettings("lw"),
        Map.of("sessionVariables", "innodb_lock_wait_timeout=1"));
    SqlStoreProvider provider = SqlStoreProvider.of(new MySqlDialect(), settings);
    provider.start(false);
    String counts = new MySqlDialect().qualify(settings.dbid(), settings.countTable());
    try (GraphStore store = provider.openGraphStore(Phase.REQUEST, 1); Connection blocker = database().connect()) {
      blocker.createStatement().execute("INSERT INTO " + counts + " VALUES (42, " + TYPE + ", 0, 0, 0)");
      blocker.setAutoCommit(false);
      blocker.createStatement().executeQuery("SELECT * FROM " + counts + " WHERE id = 42 FOR UPDATE").close();

      CompletableFuture<Void> write =
          CompletableFuture.runAsync(() -> addQuietly(store, settings.dbid(), visible(42, 7)));
      SqlTestSupport.waitUntil(() -> provider.retryCounters().snapshot().transientRetries() >= 1, "a lock-wait retry");
      blocker.commit(); // release: the retried transaction now goes through
      write.get(SqlTestSupport.WAIT_MILLIS, TimeUnit.MILLISECONDS);

      assertEquals(1, store.countLinks(settings.dbid(), 42, TYPE), "exactly one increment across all attempts");
      assertNotNull(store.getLink(settings.dbid(), 42, TYPE, 7));
      RetryCounters.Snapshot snapshot = provider.retryCounters().snapshot();
      assertEquals(0, snapshot.failed(ErrorKind.TRANSIENT));
    } finally {
      provider.close();
      database().dropTables(settings);
    }
  }

  @Test
  void deadlockVictimIsRetriedAfterRollbackAndTheCountStaysExact() throws Exception {
    SqlStoreSettings settings = database().freshSettings("dl");
    SqlStoreProvider provider = SqlStoreProvider.of(new MySqlDialect(), settings);
    provider.start(false);
    MySqlDialect dialect = new MySqlDialect();
    String links = dialect.qualify(settings.dbid(), settings.linkTable());
    String counts = dialect.qualify(settings.dbid(), settings.countTable());
    try (GraphStore store = provider.openGraphStore(Phase.REQUEST, 1);
        Connection other = database().connect(); Connection watcher = database().connect()) {
      other.createStatement().execute("INSERT INTO " + counts + " VALUES (43, " + TYPE + ", 0, 0, 0)");
      other.setAutoCommit(false);
      // Make the other transaction heavy, so that InnoDB picks the store's transaction as the victim.
      try (PreparedStatement insert = other.prepareStatement("INSERT INTO " + links
          + " (id1, id2, link_type, visibility, data, time, version) VALUES (?, 1, ?, 1, 'x', 0, 0)")) {
        for (int i = 0; i < 200; i++) {
          insert.setLong(1, 10_000 + i);
          insert.setLong(2, TYPE);
          insert.addBatch();
        }
        insert.executeBatch();
      }
      other.createStatement().executeQuery("SELECT * FROM " + counts + " WHERE id = 43 FOR UPDATE").close();

      CompletableFuture<Void> write =
          CompletableFuture.runAsync(() -> addQuietly(store, settings.dbid(), visible(43, 1)));
      SqlTestSupport.waitUntil(() -> statementsOn(watcher, settings.countTable()) >= 1,
          "the store's transaction waiting for the count row");
      try {
        // Now wait for the row the store inserted: a cycle, and the store's lighter transaction loses.
        other.createStatement().executeQuery("SELECT * FROM " + links + " WHERE link_type = " + TYPE
            + " AND id1 = 43 AND id2 = 1 FOR UPDATE").close();
      } catch (SQLException e) {
        fail("the heavy transaction was chosen as the deadlock victim: " + e.getMessage());
      }
      SqlTestSupport.waitUntil(() -> provider.retryCounters().snapshot().transientRetries() >= 1, "a deadlock retry");
      other.rollback();
      write.get(SqlTestSupport.WAIT_MILLIS, TimeUnit.MILLISECONDS);

      assertEquals(1, store.countLinks(settings.dbid(), 43, TYPE));
      assertNotNull(store.getLink(settings.dbid(), 43, TYPE, 1));
      assertEquals(0, store.getLinkList(settings.dbid(), 10_000, TYPE).length, "the other transaction rolled back");
    } finally {
      provider.close();
      database().dropTables(settings);
    }
  }

  @Test
  void killedConnectionsAreReopenedTransparently() throws Exception {
    SqlStoreSettings settings = database().freshSettings("kill");
    SqlStoreProvider provider = SqlStoreProvider.of(new MySqlDialect(), settings);
    provider.start(false);
    try (Connection admin = database().connect()) {
      Set<Long> before = sessionIds(admin);
      try (GraphStore store = provider.openGraphStore(Phase.REQUEST, 3)) {
        store.addLink(settings.dbid(), visible(1, 1));
        Set<Long> storeSessions = sessionIds(admin);
        storeSessions.removeAll(before);
        assertEquals(2, storeSessions.size(),
            "a write and a read connection (see MySqlDialect.readsOnSeparateConnection)");
        for (long id : storeSessions) {
          admin.createStatement().execute("KILL " + id); // numeric id from the server itself
        }
        assertEquals(1, store.countLinks(settings.dbid(), 1, TYPE));
        store.addLink(settings.dbid(), visible(1, 2));
        assertEquals(2, store.countLinks(settings.dbid(), 1, TYPE));
        assertEquals(1, provider.retryCounters().snapshot().reconnects());
      }
    } finally {
      provider.close();
      database().dropTables(settings);
    }
  }

  /** Once started, the store is described by the product the server reports (MariaDB is not "MySQL"). */
  @Test
  void theDescriptionNamesTheServersProduct() throws Exception {
    SqlStoreSettings settings = database().freshSettings("product");
    SqlStoreProvider provider = SqlStoreProvider.of(new MySqlDialect(), settings);
    assertTrue(provider.describe().startsWith("MySQL at "), "before it connects: " + provider.describe());
    provider.start(false);
    try {
      String product = provider.serverInfo().orElseThrow().product();
      assertTrue(provider.describe().startsWith(product + " at " + settings.endpoint() + "/" + settings.dbid()),
          provider.describe() + " names " + product);
    } finally {
      provider.close();
      database().dropTables(settings);
    }
  }

  /**
   * Reads never see an old snapshot: after a write and after a read, a change committed elsewhere
   * is seen at once (REPEATABLE READ would hide it from a read inside a still-open transaction).
   */
  @Test
  void readsSeeOtherSessionsCommitsAtOnce() throws Exception {
    SqlStoreSettings settings = database().freshSettings("fresh");
    SqlStoreProvider provider = SqlStoreProvider.of(new MySqlDialect(), settings);
    provider.start(false);
    String counts = "`" + settings.dbid() + "`.`" + settings.countTable() + "`";
    try (Connection admin = database().connect();
        GraphStore store = provider.openGraphStore(Phase.REQUEST, 0)) {
      store.addLink(settings.dbid(), visible(1, 1));
      assertEquals(1, store.countLinks(settings.dbid(), 1, TYPE));
      admin.createStatement().execute("UPDATE " + counts + " SET count = 5 WHERE id = 1");
      assertEquals(5, store.countLinks(settings.dbid(), 1, TYPE), "a read after a read sees the new commit");
      store.addLink(settings.dbid(), visible(1, 2));
      assertEquals(6, store.countLinks(settings.dbid(), 1, TYPE));
      admin.createStatement().execute("UPDATE " + counts + " SET count = 9 WHERE id = 1");
      assertEquals(9, store.countLinks(settings.dbid(), 1, TYPE), "a read after a write sees the new commit");
    } finally {
      provider.close();
      database().dropTables(settings);
    }
  }

  @Test
  void missingTablesAreNamedWithTheCommandThatCreatesThem() throws Exception {
    SqlStoreSettings settings = database().freshSettings("miss").withCreateTables(false);
    StoreException error = assertThrows(StoreException.class,
        () -> SqlStoreProvider.of(new MySqlDialect(), settings).start(false));
    assertEquals(ErrorKind.FATAL, error.kind());
    String message = error.getMessage();
    assertFalse(message.contains("\n"), message);
    for (String expected : List.of(settings.linkTable(), settings.countTable(), settings.nodeTable(),
        "sql/create_innodb.sql", "-D create_tables=true", settings.dbid())) {
      assertTrue(message.contains(expected), "'" + expected + "' in: " + message);
    }

    SqlStoreProvider creating = SqlStoreProvider.of(new MySqlDialect(), settings.withCreateTables(true));
    creating.start(false);
    try (GraphStore store = creating.openGraphStore(Phase.LOAD, 0)) {
      store.addLink(settings.dbid(), visible(2, 2));
    }
    creating.start(false); // existing tables are kept, never dropped
    try (GraphStore store = creating.openGraphStore(Phase.LOAD, 0)) {
      assertEquals(1, store.countLinks(settings.dbid(), 2, TYPE));
    }
    SqlStoreProvider.of(new MySqlDialect(), settings).start(false); // now the plain check passes too
    database().dropTables(settings);
  }

  @Test
  void sqlFileCreatesExactlyTheTablesOfCreateTables() throws Exception {
    SqlStoreSettings settings = database().freshSettings("ddl");
    SqlStoreProvider.of(new MySqlDialect(), settings).start(false);
    Path file = TestProject.DIR.resolve("sql").resolve("create_innodb.sql");
    String script = Files.readString(file);
    String suffix = "_file" + ProcessHandle.current().pid() % 100_000;
    try (Connection admin = database().connect(); Statement statement = admin.createStatement()) {
      statement.execute("USE " + settings.dbid());
      for (String sql : SqlTestSupport.statements(script)) {
        statement
            .execute(sql.replaceAll("(?i)CREATE TABLE IF NOT EXISTS (\\w+)", "CREATE TABLE IF NOT EXISTS $1" + suffix));
      }
      assertEquals(showCreate(statement, settings.linkTable()), showCreate(statement, "linktable" + suffix));
      assertEquals(showCreate(statement, settings.countTable()), showCreate(statement, "counttable" + suffix));
      assertEquals(showCreate(statement, settings.nodeTable()), showCreate(statement, "nodetable" + suffix));
      for (String table : List.of("linktable", "counttable", "nodetable")) {
        statement.execute("DROP TABLE " + table + suffix);
      }
    } finally {
      database().dropTables(settings);
    }
  }

  @Test
  void aStatementUnansweredPastTheReadTimeoutFailsAsALostConnection() throws Exception {
    double seconds = SqlTestSupport.secondsUntilReadTimeout(new com.linkbenchx.store.mysql.MySqlDialect(),
        database().freshSettings("readto"), "SELECT SLEEP(5)");
    assertTrue(seconds >= 0.9 && seconds < 4, seconds + " s");
  }

  @Test
  void anUnreachableServerGivesOneLineNamingHostAndPortButNotThePassword() throws IOException {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0)) {
      closedPort = socket.getLocalPort();
    }
    SqlStoreSettings base = database().freshSettings("unreach");
    SqlStoreSettings settings = new SqlStoreSettings("127.0.0.1", closedPort, "someone", new Secret("s3cret-Passw0rd"),
        base.database(), base.dbid(), base.linkTable(), base.countTable(), base.nodeTable(), 10, false, Map.of(),
        false, base.retry(), 0, LoadMethod.INSERT);
    SqlStoreProvider provider = SqlStoreProvider.of(new MySqlDialect(), settings);
    StoreException error = assertThrows(StoreException.class, () -> provider.start(false));
    assertEquals(ErrorKind.CONNECTION_LOST, error.kind());
    assertTrue(error.getMessage().startsWith("Cannot connect to MySQL at 127.0.0.1:" + closedPort + ": "),
        error.getMessage());
    assertFalse(error.getMessage().contains("\n"));
    assertFalse(error.getMessage().contains("s3cret-Passw0rd"));
    assertFalse(settings.toString().contains("s3cret-Passw0rd"), settings.toString());
    assertFalse(provider.describe().contains("s3cret-Passw0rd"));
    StoreException fromOpen = assertThrows(StoreException.class, () -> provider.openGraphStore(Phase.REQUEST, 0));
    assertEquals(ErrorKind.CONNECTION_LOST, fromOpen.kind());
    assertTrue(fromOpen.getMessage().startsWith("Cannot connect to MySQL at 127.0.0.1:" + closedPort + ": "),
        fromOpen.getMessage());
    assertFalse(fromOpen.getMessage().contains("s3cret-Passw0rd"));
    assertEquals(0, provider.retryCounters().snapshot().reconnects(), "a first connection is not a reconnection");
  }

  @Test
  void loadBatchesCarryEveryByteValueAsTextOrOnTheServer() throws Exception {
    SqlStoreSettings settings = database().freshSettings("sprep");
    SqlStoreProvider provider = SqlStoreProvider.of(new MySqlDialect(), settings);
    provider.start(false);
    String dbid = settings.dbid();
    try (GraphStore store = provider.openGraphStore(Phase.LOAD, 1); Connection probe = database().connect()) {
      int rows = store.bulkLoadBatchSize() + 3; // a full batch and a short one (node batches: server-side, then client-side)
      List<Link> links = new java.util.ArrayList<>();
      List<com.linkbenchx.model.Node> nodes = new java.util.ArrayList<>();
      for (int i = 0; i < rows; i++) {
        byte[] data = new byte[1 + i % 40];
        for (int b = 0; b < data.length; b++) {
          data[b] = (byte) (i * 7 + b * 13); // every byte value, quotes and backslashes included
        }
        links.add(new Link(77, TYPE, i, Link.VISIBILITY_DEFAULT, data, 0, 1000 + i));
        nodes.add(new com.linkbenchx.model.Node(0, 2048, 1, 5, data));
      }
      long prepared = globalStatus(probe, "Com_stmt_prepare");
      store.addBulkLoad(dbid, new LoadBatch(links, List.of(), List.of()));
      store.addBulkLoad(dbid, new LoadBatch(List.of(),
          List.of(new com.linkbenchx.model.LinkCount(77, TYPE, 1000 + rows - 1, 0, rows)), List.of()));
      assertEquals(prepared, globalStatus(probe, "Com_stmt_prepare"), "links and counts go as text");
      long[] ids = store.bulkAddNodes(dbid, nodes);
      assertTrue(globalStatus(probe, "Com_stmt_prepare") >= prepared + 1, "nodes prepared on the server");

      Link[] stored = store.getLinkList(dbid, 77, TYPE, 0, Long.MAX_VALUE, 0, 10_000);
      assertEquals(rows, stored.length);
      for (Link link : stored) {
        Link sent = links.get((int) link.id2());
        assertTrue(java.util.Arrays.equals(sent.data(), link.data()), "payload of id2 " + link.id2());
        assertEquals(sent.time(), link.time());
      }
      assertEquals(rows, store.countLinks(dbid, 77, TYPE));
      for (int i = 0; i < rows; i++) {
        com.linkbenchx.model.Node node = store.getNode(dbid, 2048, ids[i]);
        assertNotNull(node, "node " + ids[i]);
        assertTrue(java.util.Arrays.equals(nodes.get(i).data(), node.data()), "payload of node " + ids[i]);
      }
    } finally {
      provider.close();
      database().dropTables(settings);
    }
  }

  private static long globalStatus(Connection connection, String name) throws SQLException {
    try (PreparedStatement query = connection.prepareStatement("SHOW GLOBAL STATUS LIKE ?")) {
      query.setString(1, name);
      try (ResultSet row = query.executeQuery()) {
        return row.next() ? row.getLong(2) : 0;
      }
    }
  }

  private static void addQuietly(GraphStore store, String dbid, Link link) {
    try {
      store.addLink(dbid, link);
    } catch (StoreException e) {
      throw new IllegalStateException(e);
    }
  }

  private static SqlStoreSettings withProperties(SqlStoreSettings settings, Map<String, String> properties) {
    return settings.withJdbcProperties(properties);
  }

  /** Sessions currently running a statement on {@code table} (the store blocked on a row lock shows up here). */
  private static int statementsOn(Connection watcher, String table) {
    try (PreparedStatement query = watcher.prepareStatement(
        "SELECT COUNT(*) FROM information_schema.processlist WHERE info LIKE ? AND id <> CONNECTION_ID()")) {
      query.setString(1, "INSERT INTO %" + table + "%");
      try (ResultSet row = query.executeQuery()) {
        row.next();
        return row.getInt(1);
      }
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Set<Long> sessionIds(Connection admin) throws SQLException {
    Set<Long> ids = new HashSet<>();
    try (ResultSet rows = admin.createStatement().executeQuery(
        "SELECT id FROM information_schema.processlist WHERE command <> 'Daemon'")) {
      while (rows.next()) {
        ids.add(rows.getLong(1));
      }
    }
    return ids;
  }

  private static String showCreate(Statement statement, String table) throws SQLException {
    try (ResultSet row = statement.executeQuery("SHOW CREATE TABLE " + table)) {
      row.next();
      return row.getString(2).replaceFirst("CREATE TABLE `[^`]+`", "CREATE TABLE t");
    }
  }

}
