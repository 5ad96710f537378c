package com.linkbenchx.store.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.WriteResult;
import com.linkbenchx.store.mysql.MySqlDialect;
import com.linkbenchx.store.sql.InterceptingDriver;
import com.linkbenchx.store.sql.SqlStoreProvider;
import com.linkbenchx.store.sql.SqlStoreSettings;
import com.linkbenchx.store.sql.TestDatabase;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Each write sends its COMMIT in the text of its last statement, as LinkBench does: counted on real
 * connections to the embedded server through a driver that sees every statement executed and every
 * commit call, and checked from another session that the work is committed. An UPDATE_NODE that
 * changes nothing answers from the server's own "Rows matched" without another SELECT.
 */
@ExtendWith(EmbeddedMariaDbExtension.class)
class WriteRoundTripsTest {
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;
  /** Statements executed and commit()/rollback() calls: one round trip each. */
  private static final AtomicInteger ROUND_TRIPS = new AtomicInteger();
  private static final AtomicInteger SEPARATE_COMMITS = new AtomicInteger();

  @Test
  void everyWriteCommitsInItsLastStatement(TestDatabase database) throws Exception {
    SqlStoreSettings settings = database.freshSettings("trips");
    SqlStoreProvider provider = SqlStoreProvider.of(new CountingDriver().dialectThrough(new MySqlDialect()), settings);
    provider.start(false);
    String dbid = settings.dbid();
    MySqlDialect dialect = new MySqlDialect();
    try (GraphStore store = provider.openGraphStore(Phase.REQUEST, 0); Connection other = database.connect()) {
      store.resetNodeStore(dbid, 1);
      Link link = new Link(5, TYPE, 6, Link.VISIBILITY_DEFAULT, "a".getBytes(), 10, 1);

      assertEquals(WriteResult.INSERTED, counted(() -> store.addLink(dbid, link), 2), "insert, count + COMMIT");
      assertEquals(WriteResult.UPDATED,
          counted(() -> store.addLink(dbid, new Link(5, TYPE, 6, Link.VISIBILITY_DEFAULT, "b".getBytes(), 11, 1)), 2),
          "insert-or-touch, rewrite + COMMIT");
      assertEquals(1L, count(other, "SELECT count FROM " + dialect.qualify(dbid, settings.countTable())
          + " WHERE id = 5"));
      assertEquals("b", text(other, "SELECT data FROM " + dialect.qualify(dbid, settings.linkTable())
          + " WHERE id1 = 5 AND id2 = 6"));
      assertTrue(counted(() -> store.deleteLink(dbid, 5, TYPE, 6, false), 3), "lock, hide, count + COMMIT");
      assertEquals(0L, count(other, "SELECT count FROM " + dialect.qualify(dbid, settings.countTable())
          + " WHERE id = 5"));

      long id = counted(() -> store.addNode(dbid, new Node(0, Node.DEFAULT_NODE_TYPE, 1, 100, "n".getBytes())), 1);
      Node changed = new Node(id, Node.DEFAULT_NODE_TYPE, 2, 200, "m".getBytes());
      assertTrue(counted(() -> store.updateNode(dbid, changed), 1));
      assertTrue(counted(() -> store.updateNode(dbid, changed), 1), "identical values: matched, not changed");
      assertFalse(counted(() -> store.updateNode(dbid, new Node(id + 1, Node.DEFAULT_NODE_TYPE, 2, 2, "x".getBytes())),
          1), "no such node");
      assertEquals("m", text(other, "SELECT data FROM " + dialect.qualify(dbid, settings.nodeTable())
          + " WHERE id = " + id));
      assertTrue(counted(() -> store.deleteNode(dbid, Node.DEFAULT_NODE_TYPE, id), 1));
      assertEquals(0L, count(other, "SELECT COUNT(*) FROM " + dialect.qualify(dbid, settings.nodeTable())));
    } finally {
      provider.close();
      database.dropTables(settings);
    }
  }

  private interface Call<T> {
    T run() throws Exception;
  }

  private static <T> T counted(Call<T> call, int roundTrips) throws Exception {
    ROUND_TRIPS.set(0);
    SEPARATE_COMMITS.set(0);
    T result = call.run();
    assertEquals(roundTrips, ROUND_TRIPS.get(), "round trips");
    assertEquals(0, SEPARATE_COMMITS.get(), "no COMMIT of its own");
    return result;
  }

  private static long count(Connection connection, String sql) throws Exception {
    try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
      return row.next() ? row.getLong(1) : -1;
    }
  }

  private static String text(Connection connection, String sql) throws Exception {
    try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
      return row.next() ? row.getString(1) : null;
    }
  }

  /** Connector/J underneath; counts statements executed and commit and rollback calls. */
  private static final class CountingDriver extends InterceptingDriver {
    CountingDriver() {
      super("lbx-trips");
    }

    @Override
    protected Connection intercept(Connection real) {
      return connectionThrough((proxy, method, args) -> {
        String name = method.getName();
        if (name.equals("commit")) {
          SEPARATE_COMMITS.incrementAndGet();
          ROUND_TRIPS.incrementAndGet();
        } else if (name.equals("rollback")) {
          ROUND_TRIPS.incrementAndGet();
        }
        Object result = InterceptingDriver.invoke(real, method, args);
        return result instanceof PreparedStatement statement ? counting(statement) : result;
      });
    }

    private static PreparedStatement counting(PreparedStatement real) {
      return (PreparedStatement) Proxy.newProxyInstance(PreparedStatement.class.getClassLoader(),
          new Class<?>[] {PreparedStatement.class}, (proxy, method, args) -> {
            if (method.getName().startsWith("execute") && (args == null || args.length == 0)) {
              ROUND_TRIPS.incrementAndGet();
            }
            return InterceptingDriver.invoke(real, method, args);
          });
    }
  }
}
