package com.linkbenchx.store.sql;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.NodeIdRange;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WriteResult;
import com.linkbenchx.store.connection.OutagePolicy;
import com.linkbenchx.store.connection.RetryCounters;
import com.linkbenchx.store.connection.RetryPolicy;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One worker thread's links and nodes in an SQL database: LinkBench's MySQL adapter with its defects fixed. Each link
 * write and its count change form one transaction; reads run in autocommit ({@link SqlSession}). Count rule, as the
 * in-memory reference: +1 for a visible insert and for hidden→visible, −1 for visible→hidden and for deleting a visible
 * link, never below 0. Isolation is the server default (REPEATABLE READ on InnoDB, READ COMMITTED on PostgreSQL), as
 * in LinkBench.
 */
public final class SqlGraphStore implements GraphStore {
  private final SqlDialect dialect;
  private final SqlStoreSettings settings;
  private final SqlSession session;
  private final SqlOperationRunner runner;
  private final ErrorMessages messages;
  private final SqlErrorClassifier classifier;
  private final Map<String, SqlStatements> statementsByDbid = new HashMap<>();
  /** The server's own bulk path for this store's load-phase writes; null: multi-row INSERT. */
  private final ServerBulkPath bulkPath;
  /** The load's link and count statements written as text; null: prepared multi-row statements. */
  private final LoadStatementText loadText;
  private final Phase phase;
  /** Appended to a transaction's last write to commit it in the same round trip; null: a COMMIT of its own. */
  private final String commitSuffix;

  SqlGraphStore(SqlConnector connector, RetryCounters counters, OutagePolicy outage, int threadId,
      String commitSuffix) {
    this.commitSuffix = commitSuffix;
    this.dialect = connector.dialect();
    this.settings = connector.settings();
    this.session = new SqlSession(connector, dialect.readsOnSeparateConnection());
    this.messages = connector.messages();
    this.classifier = new SqlErrorClassifier(dialect.errorCodes());
    this.runner = new SqlOperationRunner(session, classifier, settings.retry(), counters, messages, outage, threadId,
        connector.phase() == Phase.LOAD ? RetryPolicy.LOAD_PATIENCE_SECONDS : 0);
    this.bulkPath = connector.usesBulkPath() ? dialect.newBulkPath() : null;
    this.loadText = dialect.newLoadStatementText();
    this.phase = connector.phase();
  }

  /** Opens the connection now, so that connecting is done before the benchmark clock starts. */
  void connect() throws StoreException {
    try {
      session.ensureOpen();
    } catch (SQLException e) {
      session.close();
      ErrorKind kind = classifier.classify(e);
      throw new StoreException(kind == ErrorKind.TRANSIENT ? ErrorKind.CONNECTION_LOST : kind,
          messages.cannotConnect(e), e);
    }
  }

  private SqlStatements statements(String dbid) throws StoreException {
    SqlStatements statements = statementsByDbid.get(dbid);
    if (statements == null) {
      SqlIdentifiers.requireValidDbid(dbid);
      statements = new SqlStatements(dialect, TableNames.of(dialect, dbid, settings), commitSuffix);
      statementsByDbid.put(dbid, statements);
    }
    return statements;
  }

  // ---------------------------------------------------------------- link writes

  @Override
  public WriteResult addLink(String dbid, Link link) throws StoreException {
    SqlStatements sql = statements(dbid);
    return runner.run("addLink", true, session -> {
      PreparedStatement touch = session.write(sql.touchLink);
      RowMapping.bindLink(touch, 1, link);
      touch.setByte(8, link.visibility());
      TouchOutcome outcome = dialect.touchLink(touch);
      int delta = outcome.countDelta(link.isVisible());
      boolean rewrite = outcome != TouchOutcome.INSERTED;
      if (delta != 0) {
        changeCount(session, sql, link.id1(), link.linkType(), delta, !rewrite);
      }
      if (rewrite) {
        PreparedStatement update = session.writeLast(sql.updateLinkData, sql.updateLinkDataCommitting);
        update.setByte(1, link.visibility());
        update.setBytes(2, link.data());
        update.setLong(3, link.time());
        update.setInt(4, link.version());
        RowMapping.bindLinkKey(update, 5, link.id1(), link.linkType(), link.id2());
        update.executeUpdate();
      }
      session.commit();
      return outcome == TouchOutcome.INSERTED ? WriteResult.INSERTED : WriteResult.UPDATED;
    });
  }

  @Override
  public boolean deleteLink(String dbid, long id1, long linkType, long id2, boolean expunge) throws StoreException {
    SqlStatements sql = statements(dbid);
    return runner.run("deleteLink", true, session -> {
      PreparedStatement lock = session.write(sql.lockLinkVisibility);
      RowMapping.bindLinkKey(lock, 1, id1, linkType, id2);
      Byte visibility;
      try (ResultSet row = lock.executeQuery()) {
        visibility = row.next() ? row.getByte(1) : null;
      }
      boolean visible = visibility != null && visibility == Link.VISIBILITY_DEFAULT;
      if (visibility == null || (!visible && !expunge)) {
        session.rollback(); // releases the row or gap lock; nothing to change
        return visibility != null;
      }
      PreparedStatement change = visible ? session.write(expunge ? sql.expungeLink : sql.hideLink)
          : session.writeLast(expunge ? sql.expungeLink : sql.hideLink,
              expunge ? sql.expungeLinkCommitting : sql.hideLinkCommitting);
      RowMapping.bindLinkKey(change, 1, id1, linkType, id2);
      change.executeUpdate();
      if (visible) {
        changeCount(session, sql, id1, linkType, -1, true); // only a visible link was counted
      }
      session.commit();
      return true;
    });
  }

  /** Adds {@code delta} to the pair's count, never below 0; {@code last}: the transaction's last write. */
  private static void changeCount(SqlSession session, SqlStatements sql, long id1, long linkType, int delta,
      boolean last) throws SQLException {
    PreparedStatement upsert = last ? session.writeLast(sql.upsertCount, sql.upsertCountCommitting)
        : session.write(sql.upsertCount);
    runCountUpsert(upsert, id1, linkType, Math.max(delta, 0), delta, System.currentTimeMillis());
  }

  /** Runs {@link SqlDialect#upsertCountSql}: a new row gets {@code newCount}, an existing one {@code delta} added. */
  private static void runCountUpsert(PreparedStatement upsert, long id1, long linkType, long newCount, long delta,
      long time) throws SQLException {
    upsert.setLong(1, id1);
    upsert.setLong(2, linkType);
    upsert.setLong(3, newCount);
    upsert.setLong(4, time);
    upsert.setLong(5, delta);
    upsert.setLong(6, time);
    upsert.executeUpdate();
  }

  // ---------------------------------------------------------------- link reads

  @Override
  public Link getLink(String dbid, long id1, long linkType, long id2) throws StoreException {
    SqlStatements sql = statements(dbid);
    return runner.run("getLink", true, session -> {
      PreparedStatement query = session.read(sql.getLink);
      RowMapping.bindLinkKey(query, 1, id1, linkType, id2);
      try (ResultSet row = query.executeQuery()) {
        return row.next() ? RowMapping.readLink(row) : null;
      }
    });
  }

  @Override
  public Link[] multigetLinks(String dbid, long id1, long linkType, long[] id2s) throws StoreException {
    SqlStatements sql = statements(dbid);
    if (id2s.length == 0) {
      return new Link[0];
    }
    return runner.run("multigetLinks", true, session -> {
      PreparedStatement query = session.read(sql.multigetLinks(id2s.length));
      query.setLong(1, linkType);
      query.setLong(2, id1);
      for (int i = 0; i < id2s.length; i++) {
        query.setLong(3 + i, id2s[i]);
      }
      return RowMapping.readLinks(query);
    });
  }

  @Override
  public Link[] getLinkList(String dbid, long id1, long linkType, long minTime, long maxTime, int offset, int limit)
      throws StoreException {
    SqlStatements sql = statements(dbid);
    if (limit <= 0 || minTime > maxTime) {
      return new Link[0];
    }
    return runner.run("getLinkList", true, session -> {
      PreparedStatement query = session.read(sql.linkList);
      query.setLong(1, id1);
      query.setLong(2, linkType);
      query.setLong(3, minTime);
      query.setLong(4, maxTime);
      query.setInt(5, Math.max(offset, 0));
      query.setInt(6, limit);
      return RowMapping.readLinks(query);
    });
  }

  @Override
  public long countLinks(String dbid, long id1, long linkType) throws StoreException {
    SqlStatements sql = statements(dbid);
    return runner.run("countLinks", true, session -> {
      PreparedStatement query = session.read(sql.countLinks);
      query.setLong(1, id1);
      query.setLong(2, linkType);
      try (ResultSet row = query.executeQuery()) {
        return row.next() ? row.getLong(1) : 0L;
      }
    });
  }

  // ---------------------------------------------------------------- bulk loading

  @Override
  public int bulkLoadBatchSize() {
    return settings.bulkBatchSize();
  }

  /** One transaction: a load killed at any moment leaves no link of the batch without its count. */
  @Override
  public void addBulkLoad(String dbid, LoadBatch batch) throws StoreException {
    SqlStatements sql = statements(dbid);
    if (batch.isEmpty()) {
      return; // an empty multi-row insert is invalid SQL
    }
    runner.run("addBulkLoad", true, session -> {
      if (bulkPath == null || !writeThroughBulkPath(session, sql, batch)) {
        if (bulkPath != null) {
          session.rollback(); // the INSERT path redoes the whole batch exactly
        }
        writeThroughInserts(session, sql, batch);
      }
      addToCounts(session, sql, batch.countIncrements());
      session.commit();
      return null;
    });
  }

  /** False, having written what must then be rolled back, when a part has to take the INSERT path. */
  private boolean writeThroughBulkPath(SqlSession session, SqlStatements sql, LoadBatch batch) throws SQLException {
    return (batch.links().isEmpty()
        || bulkPath.loadLinks(session.writeConnection(), sql.tables(),
            LoadBatch.collapseDuplicateLinks(batch.links())))
        && (batch.counts().isEmpty()
            || bulkPath.loadCounts(session.writeConnection(), sql.tables(),
                LoadBatch.collapseDuplicateCounts(batch.counts())));
  }

  /** An empty part sends nothing: it has no rows to make a statement of. */
  private void writeThroughInserts(SqlSession session, SqlStatements sql, LoadBatch batch) throws SQLException {
    if (loadText != null) {
      BulkWrites.insertLinks(session, sql, batch.links(), settings.bulkBatchSize(), loadText);
      BulkWrites.replaceCounts(session, sql, batch.counts(), settings.bulkBatchSize(), loadText);
    } else {
      BulkWrites.insertLinks(session, sql, batch.links(), rowsPerStatement(7));
      BulkWrites.replaceCounts(session, sql, batch.counts(), rowsPerStatement(5));
    }
  }

  /** Few rows (a pair going on from an earlier batch, a piece of a split pair), so one upsert each. */
  private static void addToCounts(SqlSession session, SqlStatements sql, List<LinkCount> increments)
      throws SQLException {
    for (LinkCount increment : increments) {
      runCountUpsert(session.write(sql.addToCount), increment.id1(), increment.linkType(), increment.count(),
          increment.count(), increment.time());
    }
  }

  private int rowsPerStatement(int parametersPerRow) {
    return Math.max(1, Math.min(settings.bulkBatchSize(), dialect.maxBindParameters() / parametersPerRow));
  }

  // ---------------------------------------------------------------- nodes

  @Override
  public void resetNodeStore(String dbid, long startId) throws StoreException {
    SqlStatements sql = statements(dbid);
    if (startId < 1) {
      throw new StoreException(ErrorKind.FATAL, "resetNodeStore: startId must be >= 1, but was " + startId);
    }
    runner.run("resetNodeStore", true, session -> {
      dialect.resetNodes(session.writeConnection(), sql.tables(), startId);
      session.commit();
      return null;
    });
  }

  @Override
  public long[] bulkAddNodes(String dbid, List<Node> nodes) throws StoreException {
    SqlStatements sql = statements(dbid);
    if (nodes.isEmpty()) {
      return new long[0]; // the loader's final flush may be empty
    }
    // Not repeated after a lost connection: had the lost attempt committed, its nodes would be stored twice.
    return runner.run("bulkAddNodes", false, session -> {
      long[] ids = bulkPath == null ? null : bulkPath.loadNodes(session.writeConnection(), sql.tables(), nodes);
      if (ids == null && bulkPath != null) {
        session.rollback(); // the INSERT path redoes the whole batch
      }
      if (ids == null && insertsOwnIds(nodes)) {
        ids = BulkWrites.insertNodesWithIds(session, sql, nodes, rowsPerStatement(5));
        if (ids == null) {
          session.rollback(); // some ids were taken: the batch gets new ones, as the bulk path's would
        }
      }
      if (ids == null) {
        ids = insertNodes(session, sql, nodes);
      }
      session.commit();
      return ids;
    });
  }

  /** Whether the load's nodes keep the loader's ids ({@link SqlDialect#nodeInsertWithIdsVerb()}). */
  private boolean insertsOwnIds(List<Node> nodes) {
    return phase == Phase.LOAD && dialect.nodeInsertWithIdsVerb() != null && BulkWrites.haveOwnIds(nodes);
  }

  /** Nodes with ids the server generates; a duplicate key there means another writer took one. */
  private long[] insertNodes(SqlSession session, SqlStatements sql, List<Node> nodes) throws SQLException {
    try {
      return BulkWrites.insertNodes(session, sql, nodes, rowsPerStatement(4), dialect.bulkInsertReturningIdsPreparer(),
          phase == Phase.REQUEST ? sql.insertNodeCommitting : null);
    } catch (SQLException e) {
      throw classifier.isDuplicateKey(e) ? new IdTakenException(e) : e;
    }
  }

  @Override
  public Optional<NodeIdRange> nodeIdRange(String dbid) throws StoreException {
    SqlStatements sql = statements(dbid);
    return Optional.of(runner.run("nodeIdRange", true, session -> {
      try (ResultSet row = session.read(sql.nodeIdRange).executeQuery()) {
        row.next();
        long lowest = row.getLong(1);
        return row.wasNull() ? NodeIdRange.EMPTY : new NodeIdRange(lowest, row.getLong(2));
      }
    }));
  }

  @Override
  public Node getNode(String dbid, int type, long id) throws StoreException {
    SqlStatements sql = statements(dbid);
    return runner.run("getNode", true, session -> {
      PreparedStatement query = session.read(sql.getNode);
      query.setLong(1, id);
      try (ResultSet row = query.executeQuery()) {
        Node node = row.next() ? RowMapping.readNode(row) : null;
        return node != null && node.type() == type ? node : null;
      }
    });
  }

  @Override
  public boolean updateNode(String dbid, Node node) throws StoreException {
    SqlStatements sql = statements(dbid);
    return runner.run("updateNode", true, session -> {
      PreparedStatement update = session.writeLast(sql.updateNode, sql.updateNodeCommitting);
      update.setLong(1, node.version());
      update.setInt(2, node.time());
      update.setBytes(3, node.data());
      update.setLong(4, node.id());
      update.setInt(5, node.type());
      long matched = dialect.matchedRows(update, update.executeUpdate());
      session.commit();
      return matched > 0 || matched < 0 && nodeExists(session, sql, node);
    });
  }

  /** Whether the node is there, where the driver cannot tell the rows an update found (MySQL's useAffectedRows). */
  private static boolean nodeExists(SqlSession session, SqlStatements sql, Node node) throws SQLException {
    PreparedStatement query = session.read(sql.nodeExists);
    query.setLong(1, node.id());
    query.setInt(2, node.type());
    try (ResultSet row = query.executeQuery()) {
      return row.next();
    }
  }

  @Override
  public boolean deleteNode(String dbid, int type, long id) throws StoreException {
    SqlStatements sql = statements(dbid);
    return runner.run("deleteNode", true, session -> {
      PreparedStatement delete = session.writeLast(sql.deleteNode, sql.deleteNodeCommitting);
      delete.setLong(1, id);
      delete.setInt(2, type);
      int rows = delete.executeUpdate();
      session.commit();
      return rows > 0;
    });
  }

  // ---------------------------------------------------------------- lifecycle

  /** Rolls back anything left open and drops broken connections; the next call reopens them. */
  @Override
  public void clearErrors(int threadId) {
    session.rollbackQuietly();
    session.dropIfBroken();
  }

  @Override
  public void close() {
    session.close();
  }
}
