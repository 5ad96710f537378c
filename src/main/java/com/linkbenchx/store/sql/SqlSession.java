package com.linkbenchx.store.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The one connection of one store instance (LinkBench held two: one per autocommit mode, so 200
 * requesters needed 400 connections). Reads run in autocommit, so none sits in an open
 * transaction or an old snapshot; a write switches autocommit off until its commit or rollback,
 * which keeps the transaction atomic. The mode is switched lazily, only when the next statement
 * needs the other one: writes in a row (a load) or reads in a row cost no extra round trip, and
 * pgJDBC switches without one at all (it sends BEGIN with the first statement). Prepared
 * statements are cached on the connection and die with it; it is reopened lazily after a drop.
 */
public final class SqlSession implements AutoCloseable {
  /** Enough for every fixed statement plus the multi-row variants a run actually uses. */
  private static final int STATEMENT_CACHE_SIZE = 256;

  private final SqlConnector connector;
  private Connection connection;
  private StatementCache statements;
  /** The connection's autocommit mode as last set (the driver also tracks it; this skips the call). */
  private boolean autoCommit;
  /** A write statement ran since the last commit or rollback: reads stay inside that transaction. */
  private boolean inTransaction;
  private boolean commitInFlight;

  public SqlSession(SqlConnector connector) {
    this.connector = connector;
  }

  /** Opens the connection if it is missing; it starts in autocommit, ready for reads. */
  public void ensureOpen() throws SQLException {
    if (connection == null) {
      connection = connector.open(true);
      statements = new StatementCache(connection);
      autoCommit = true;
      inTransaction = false;
    }
  }

  public boolean isOpen() {
    return connection != null;
  }

  /** A cached statement that is part of the current write transaction (started if none is open). */
  public PreparedStatement write(String sql) throws SQLException {
    beginWrite();
    return statements.get(sql, false);
  }

  /**
   * A write statement that is not cached; the caller closes it. For one-off shapes (the last, short
   * batch of a multi-row insert): cached, each would keep its bind values alive with the connection.
   */
  public PreparedStatement writeUncached(String sql, boolean returningIds) throws SQLException {
    beginWrite();
    return returningIds ? connection.prepareStatement(sql, new String[] {"id"}) : connection.prepareStatement(sql);
  }

  /** A cached write statement that returns the generated {@code id} column. */
  public PreparedStatement writeReturningIds(String sql) throws SQLException {
    beginWrite();
    return statements.get(sql, true);
  }

  /**
   * A cached statement for a plain read: in autocommit, so it sees the latest committed data;
   * inside an open write transaction it is part of that transaction.
   */
  public PreparedStatement read(String sql) throws SQLException {
    if (!inTransaction && !autoCommit) {
      connection.setAutoCommit(true); // nothing is open: no commit happens here
      autoCommit = true;
    }
    return statements.get(sql, false);
  }

  private void beginWrite() throws SQLException {
    if (autoCommit) {
      connection.setAutoCommit(false);
      autoCommit = false;
    }
    inTransaction = true;
  }

  public void commit() throws SQLException {
    commitInFlight = true;
    connection.commit();
    commitInFlight = false;
    inTransaction = false;
  }

  /**
   * Whether the last failure happened inside {@link #commit()}: only then may a lost connection
   * have committed the work (before it, autocommit is off and the server rolls back what it held).
   */
  boolean commitWasInFlight() {
    return commitInFlight;
  }

  /** Called before each attempt of an operation. */
  void beginAttempt() {
    commitInFlight = false;
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
      connection.rollback();
    } catch (SQLException ignored) {
      // the connection is probably gone; the caller classifies the original error
    }
  }

  /** After a failure: keeps a healthy connection, drops a broken one so the next call reopens it. */
  public void dropIfBroken() {
    if (connection != null && !isValid(connection)) {
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

  /** Closes the connection; the next {@link #ensureOpen()} opens a new one. Never throws. */
  @Override
  public void close() {
    if (statements != null) {
      statements.closeAll();
    }
    rollbackQuietly();
    SqlConnector.closeQuietly(connection);
    connection = null;
    statements = null;
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

    StatementCache(Connection connection) {
      this.connection = connection;
    }

    PreparedStatement get(String sql, boolean returningIds) throws SQLException {
      String key = returningIds ? "ids:" + sql : sql;
      PreparedStatement statement = statements.get(key);
      if (statement == null) {
        statement = returningIds
            ? connection.prepareStatement(sql, new String[] {"id"})
            : connection.prepareStatement(sql);
        statements.put(key, statement);
      }
      return statement;
    }

    void closeAll() {
      statements.values().forEach(SqlConnector::closeQuietly);
      statements.clear();
    }
  }
}
