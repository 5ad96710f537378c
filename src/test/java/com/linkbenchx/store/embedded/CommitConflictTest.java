package com.linkbenchx.store.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.connection.RetryCounters;
import com.linkbenchx.store.mysql.MySqlDialect;
import com.linkbenchx.store.sql.InterceptingDriver;
import com.linkbenchx.store.sql.LoadMethod;
import com.linkbenchx.store.sql.SqlDialect;
import com.linkbenchx.store.sql.SqlStoreProvider;
import com.linkbenchx.store.sql.SqlStoreSettings;
import com.linkbenchx.store.sql.TestDatabase;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLIntegrityConstraintViolationException;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A multi-master cluster refuses a transaction at COMMIT with MySQL's deadlock error (1213, SQLState
 * 40001): a Galera certification failure. The store retries it like a deadlock, but counts it as a
 * conflict; the same error raised by a statement is an ordinary deadlock. A node insert whose
 * generated id another writer took (a duplicate key: Galera without its AUTO_INCREMENT offsets) is a
 * conflict too. The errors are injected into a real connection to the embedded server, so everything
 * else is the real store.
 */
@ExtendWith(EmbeddedMariaDbExtension.class)
class CommitConflictTest {
  /** Commits still to refuse, and count-row statements still to fail as deadlocks. */
  private static final AtomicInteger REFUSED_COMMITS = new AtomicInteger();
  private static final AtomicInteger DEADLOCKED_STATEMENTS = new AtomicInteger();
  /** The node insert's column list: the statement whose generated id can be taken. */
  private static final String NODE_INSERT = "(type, version, time, data) VALUES";
  /** Node inserts still to fail with a duplicate key. */
  private static final AtomicInteger TAKEN_NODE_IDS = new AtomicInteger();
  private static TestDatabase database;
  private static SqlDialect conflictingMySql;

  private SqlStoreSettings settings;
  private SqlStoreProvider provider;

  @BeforeAll
  static void server(TestDatabase shared) throws SQLException {
    database = shared;
    SqlDialect through = new ConflictingDriver().dialectThrough(new MySqlDialect());
    // A member of a three-node cluster, as Galera says of itself: there each COMMIT goes alone.
    conflictingMySql = (SqlDialect) Proxy.newProxyInstance(SqlDialect.class.getClassLoader(),
        new Class<?>[] {SqlDialect.class}, (proxy, method, args) -> method.getName().equals("clusterMembers")
            ? OptionalInt.of(3) : InterceptingDriver.invoke(through, method, args));
  }

  @AfterEach
  void cleanUp() {
    REFUSED_COMMITS.set(0);
    DEADLOCKED_STATEMENTS.set(0);
    TAKEN_NODE_IDS.set(0);
    if (provider != null) {
      provider.close();
      database.dropTables(settings);
    }
  }

  private GraphStore open(int maxRetries) throws StoreException {
    return open(maxRetries, Phase.REQUEST);
  }

  private GraphStore open(int maxRetries, Phase phase) throws StoreException {
    SqlStoreSettings fresh = database.freshSettings("cc");
    settings = new SqlStoreSettings(fresh.host(), fresh.port(), fresh.user(), fresh.password(), fresh.database(),
        fresh.dbid(), fresh.linkTable(), fresh.countTable(), fresh.nodeTable(), fresh.bulkBatchSize(), false,
        fresh.jdbcProperties(), true, new com.linkbenchx.store.connection.RetryPolicy(maxRetries, 0, 0), 0,
        LoadMethod.INSERT);
    provider = SqlStoreProvider.of(conflictingMySql, settings);
    provider.start(false);
    return provider.openGraphStore(phase, 0);
  }

  private static Link link(long id2) {
    return new Link(7, Link.DEFAULT_LINK_TYPE, id2, Link.VISIBILITY_DEFAULT, new byte[] {1}, 0, 100);
  }

  @Test
  void aCommitRefusedByTheClusterIsRetriedAndCountedAsAConflict() throws StoreException {
    try (GraphStore store = open(10)) {
      REFUSED_COMMITS.set(2);
      store.addLink(settings.dbid(), link(1));
      assertEquals(1, store.countLinks(settings.dbid(), 7, Link.DEFAULT_LINK_TYPE), "applied once, counted once");
    }
    RetryCounters.Snapshot counts = provider.retryCounters().snapshot();
    assertEquals(2, counts.conflictRetries());
    assertEquals(0, counts.transientRetries());
    assertEquals(2, provider.retryTally().conflictRetries());
  }

  @Test
  void theSameErrorFromAStatementIsAnOrdinaryDeadlock() throws StoreException {
    try (GraphStore store = open(10)) {
      DEADLOCKED_STATEMENTS.set(1);
      store.addLink(settings.dbid(), link(2));
      assertEquals(1, store.countLinks(settings.dbid(), 7, Link.DEFAULT_LINK_TYPE));
    }
    RetryCounters.Snapshot counts = provider.retryCounters().snapshot();
    assertEquals(1, counts.transientRetries());
    assertEquals(0, counts.conflictRetries());
  }

  @Test
  void conflictsBeyondTheRetriesFailAsTheirOwnKind() throws StoreException {
    try (GraphStore store = open(2)) {
      REFUSED_COMMITS.set(3);
      StoreException refused = assertThrows(StoreException.class, () -> store.addLink(settings.dbid(), link(3)));
      assertEquals(ErrorKind.CONFLICT, refused.kind());
      assertTrue(refused.getMessage().endsWith("after 2 retries"), refused.getMessage());
      assertEquals(0, store.countLinks(settings.dbid(), 7, Link.DEFAULT_LINK_TYPE), "nothing was committed");
    }
    RetryCounters.Snapshot counts = provider.retryCounters().snapshot();
    assertEquals(2, counts.conflictRetries());
    assertEquals(1, counts.failed(ErrorKind.CONFLICT));
    assertEquals(1, counts.retriesExhausted());
  }

  @Test
  void theLoadRetriesConflictsPastMaxRetriesWithinItsPatience() throws StoreException {
    try (GraphStore store = open(2, Phase.LOAD)) {
      REFUSED_COMMITS.set(5);
      store.addBulkLoad(settings.dbid(), new LoadBatch(List.of(link(4)),
          List.of(new LinkCount(7, Link.DEFAULT_LINK_TYPE, 100, 0, 1)), List.of()));
      assertEquals(1, store.countLinks(settings.dbid(), 7, Link.DEFAULT_LINK_TYPE), "stored once, after 5 refusals");
    }
    RetryCounters.Snapshot counts = provider.retryCounters().snapshot();
    assertEquals(5, counts.conflictRetries(), "every refusal counted: " + counts);
    assertEquals(0, counts.retriesExhausted());
  }

  @Test
  void aGeneratedNodeIdAnotherWriterTookIsRetriedAsAConflict() throws StoreException {
    Node node = new Node(0, Node.DEFAULT_NODE_TYPE, 1, 100, new byte[] {2});
    try (GraphStore store = open(10)) {
      store.resetNodeStore(settings.dbid(), 1);
      TAKEN_NODE_IDS.set(2);
      long id = store.addNode(settings.dbid(), node);
      assertEquals(node.withId(id), store.getNode(settings.dbid(), Node.DEFAULT_NODE_TYPE, id));
    }
    RetryCounters.Snapshot counts = provider.retryCounters().snapshot();
    assertEquals(2, counts.conflictRetries(), counts.toString());
    assertEquals(0, counts.transientRetries(), counts.toString());
  }

  @Test
  void aDuplicateKeyBeyondTheRetriesFailsAsAConflictNamingTheKey() throws StoreException {
    try (GraphStore store = open(1)) {
      store.resetNodeStore(settings.dbid(), 1);
      TAKEN_NODE_IDS.set(2);
      StoreException taken = assertThrows(StoreException.class, () -> store.addNode(settings.dbid(),
          new Node(0, Node.DEFAULT_NODE_TYPE, 1, 100, new byte[] {2})));
      assertEquals(ErrorKind.CONFLICT, taken.kind());
      assertTrue(taken.getMessage().contains("another writer took the generated id: Duplicate entry '1'"),
          taken.getMessage());
    }
    assertEquals(1, provider.retryCounters().snapshot().failed(ErrorKind.CONFLICT));
  }

  private static SQLException deadlock() {
    return new SQLException("Deadlock found when trying to get lock; try restarting transaction", "40001", 1213);
  }

  /** Connector/J underneath; commits and count-table writes fail while the counters say so. */
  private static final class ConflictingDriver extends InterceptingDriver {
    ConflictingDriver() {
      super("lbx-conflict");
    }

    @Override
    protected Connection intercept(Connection real) {
      return connectionThrough((proxy, method, args) -> {
        if (method.getName().equals("commit") && REFUSED_COMMITS.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
          throw deadlock();
        }
        Object result = InterceptingDriver.invoke(real, method, args);
        if (result instanceof PreparedStatement statement && args[0] instanceof String sql
            && (sql.contains("count") || sql.contains(NODE_INSERT))) {
          return failingStatement(statement, sql);
        }
        return result;
      });
    }

    private static PreparedStatement failingStatement(PreparedStatement real, String sql) {
      AtomicInteger failures = sql.contains(NODE_INSERT) ? TAKEN_NODE_IDS : DEADLOCKED_STATEMENTS;
      return (PreparedStatement) Proxy.newProxyInstance(PreparedStatement.class.getClassLoader(),
          new Class<?>[] {PreparedStatement.class}, (proxy, method, args) -> {
            if (method.getName().equals("executeUpdate") && (args == null || args.length == 0)
                && failures.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
              throw failures == TAKEN_NODE_IDS
                  ? new SQLIntegrityConstraintViolationException("Duplicate entry '1' for key 'PRIMARY'", "23000", 1062)
                  : deadlock();
            }
            return InterceptingDriver.invoke(real, method, args);
          });
    }
  }
}
