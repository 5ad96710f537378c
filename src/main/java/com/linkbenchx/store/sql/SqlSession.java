package com.linkbenchx.store.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The connection(s) of one store instance. With one connection (PostgreSQL), reads run in autocommit (no open
 * transaction, no old snapshot) and a write switches autocommit off until its commit or rollback, lazily: pgJDBC
 * switches without a round trip. Where switching costs one (MySQL's {@code SET autocommit}, measured as write latency),
 * reads get LinkBench's second connection. Prepared statements are cached per connection and die with it.
 */
public final class SqlSession implements AutoCloseable {
  /** Enough for every fixed statement plus the multi-row variants a run actually uses. */
  private static final int STATEMENT_CACHE_SIZE = 256;

  private final SqlConnector connector;
  private final boolean separateReads;
  private Connection connection;
  private StatementCache statements;
  /** Autocommit reads when {@code separateReads}; null otherwise. */
  private Connection readConnection;
  private StatementCache readStatements;
  /** The write connection's autocommit mode as last set (the driver also tracks it; this skips the call). */
  private boolean autoCommit;
  /** A write statement ran since the last commit or rollback: reads stay inside that transaction. */
  private boolean inTransaction;
  private boolean commitInFlight;
  /** The last write was sent with its COMMIT in the same text ({@link #writeLast}). */
  private boolean commitSentWithWrite;

  /** @param separateReads reads on a second, autocommit connection (see the class comment) */
  public SqlSession(SqlConnector connector, boolean separateReads) {
    this.connector = connector;
    this.separateReads = separateReads;
  }

  public void ensureOpen() throws SQLException {
    if (connection == null) {
      // Alone, it starts in autocommit, ready for reads; beside a read connection it only writes.
      connection = connector.open(!separateReads);
      statements = new StatementCache(connection);
      autoCommit = !separateReads;
      inTransaction = false;
    }
    if (separateReads && readConnection == null) {
      readConnection = connector.openForReads();
      readStatements = new StatementCache(readConnection);
    }
  }

  /** A cached statement that is part of the current write transaction (started if none is open). */
  public PreparedStatement write(String sql) throws SQLException {
    beginWrite();
    return statements.get(sql);
  }

  /**
   * The cached statement that ends the write transaction: {@code committing} (the write with the COMMIT in its text)
   * when there is one, after which {@link #commit()} sends nothing; {@code sql} otherwise.
   */
  public PreparedStatement writeLast(String sql, String committing) throws SQLException {
    return writeLast(sql, committing, Connection::prepareStatement);
  }

  public PreparedStatement writeLast(String sql, String committing, SqlDialect.StatementPreparer preparer)
      throws SQLException {
    beginWrite();
    if (committing == null) {
      return statements.get(sql, preparer);
    }
    commitSentWithWrite = true; // from here a lost connection may have committed
    return statements.get(committing, preparer);
  }

  /** A cached statement on the write connection prepared by {@code preparer} (e.g. on the server). */
  public PreparedStatement write(String sql, SqlDialect.StatementPreparer preparer) throws SQLException {
    beginWrite();
    return statements.get(sql, preparer);
  }

  /** The write connection's one plain statement, escape processing off (the text is sent as it is). */
  public Statement writeText() throws SQLException {
    beginWrite();
    return statements.plain();
  }

  /** An uncached write statement for one-off shapes (cached, each would keep its bind values); the caller closes it. */
  public PreparedStatement writeUncached(String sql, boolean returningIds) throws SQLException {
    beginWrite();
    return returningIds ? SqlDialect.StatementPreparer.RETURNING_ID.prepare(connection, sql)
        : connection.prepareStatement(sql);
  }

  /** A cached statement for a read in autocommit; on a single connection, part of an open write transaction. */
  public PreparedStatement read(String sql) throws SQLException {
    if (separateReads) {
      return readStatements.get(sql);
    }
    if (!inTransaction && !autoCommit) {
      connection.setAutoCommit(true); // nothing is open: no commit happens here
      autoCommit = true;
    }
    return statements.get(sql);
  }

  private void beginWrite() throws SQLException {
    if (autoCommit) {
      connection.setAutoCommit(false);
      autoCommit = false;
    }
    inTransaction = true;
  }

  /** Commits the write transaction, unless its last write carried the COMMIT already. */
  public void commit() throws SQLException {
    if (!commitSentWithWrite) {
      commitInFlight = true;
      connection.commit();
      commitInFlight = false;
    }
    commitSentWithWrite = false;
    inTransaction = false;
  }

  /** Whether the last failure happened inside {@link #commit()} (a cluster's refusal of the COMMIT). */
  boolean commitWasInFlight() {
    return commitInFlight;
  }

  /** Whether a lost connection may have committed the work: it failed in {@link #commit()} or a committing write. */
  boolean commitMayHaveApplied() {
    return commitInFlight || commitSentWithWrite;
  }

  void beginAttempt() {
    commitInFlight = false;
    commitSentWithWrite = false;
  }

  public void rollback() throws SQLException {
    connection.rollback();
    inTransaction = false;
  }

  /** The connection inside a write transaction, for dialect steps that need more than one cached statement. */
  public Connection writeConnection() throws SQLException {
    beginWrite();
    return connection;
  }

  /** Rolls back whatever the open write transaction holds; never throws. */
  public void rollbackQuietly() {
    // Keyed on the mode rather than on inTransaction: a failed mode switch leaves the driver unsure.
    if (connection == null || autoCommit) {
      return;
    }
    inTransaction = false;
    try {
      if (commitSentWithWrite) {
        // Connector/J, keeping the transaction state locally, skips rollback() after a failed multi-statement text.
        statements.plain().execute("ROLLBACK");
      } else {
        connection.rollback();
      }
    } catch (SQLException ignored) {
      // the connection is probably gone; the caller classifies the original error
    }
  }

  /** After a failure: keeps a healthy connection, drops a broken one so the next call reopens it. */
  public void dropIfBroken() {
    if ((connection != null && !isValid(connection)) || (readConnection != null && !isValid(readConnection))) {
      close();
    }
  }

  private static boolean isValid(Connection connection) {
    try {
      return connection.isValid(2);
    } catch (SQLException e) {
      return false;
    }
  }

  /** Closes the connection(s); the next {@link #ensureOpen()} opens new ones. Never throws. */
  @Override
  public void close() {
    if (statements != null) {
      statements.closeAll();
    }
    if (readStatements != null) {
      readStatements.closeAll();
    }
    rollbackQuietly();
    SqlConnector.closeQuietly(connection);
    SqlConnector.closeQuietly(readConnection);
    connection = null;
    statements = null;
    readConnection = null;
    readStatements = null;
    inTransaction = false;
  }

  /** Least-recently-used prepared statements of one connection. */
  private static final class StatementCache {
    private final Connection connection;
    private final Map<String, PreparedStatement> statements =
        new LinkedHashMap<>(64, 0.75f, true) {
          private static final long serialVersionUID = 1L;

          @Override
          protected boolean removeEldestEntry(Map.Entry<String, PreparedStatement> eldest) {
            if (size() > STATEMENT_CACHE_SIZE) {
              SqlConnector.closeQuietly(eldest.getValue());
              return true;
            }
            return false;
          }
        };

    private Statement plain;

    StatementCache(Connection connection) {
      this.connection = connection;
    }

    Statement plain() throws SQLException {
      if (plain == null) {
        plain = connection.createStatement();
        plain.setEscapeProcessing(false);
      }
      return plain;
    }

    PreparedStatement get(String sql) throws SQLException {
      return get(sql, Connection::prepareStatement);
    }

    /** Cached under its text alone: a text must always come with the same preparer. */
    PreparedStatement get(String sql, SqlDialect.StatementPreparer preparer) throws SQLException {
      PreparedStatement statement = statements.get(sql);
      if (statement == null) {
        statement = preparer.prepare(connection, sql);
        statements.put(sql, statement);
      }
      return statement;
    }

    void closeAll() {
      statements.values().forEach(SqlConnector::closeQuietly);
      statements.clear();
      if (plain != null) {
        SqlConnector.closeQuietly(plain);
        plain = null;
      }
    }
  }
}
