package com.linkbenchx.store.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The two connections of one store instance, as in LinkBench: {@code rw} (autocommit off) carries
 * every write transaction, {@code ro} (autocommit on) every plain read. Prepared statements are
 * cached per connection and die with it. Either connection is reopened lazily after it was dropped.
 */
public final class SqlSession implements AutoCloseable {
  /** Enough for every fixed statement plus the multi-row variants a run actually uses. */
  private static final int STATEMENT_CACHE_SIZE = 256;

  private final SqlConnector connector;
  private Connection rw;
  private Connection ro;
  private StatementCache rwStatements;
  private StatementCache roStatements;
  private boolean commitInFlight;

  public SqlSession(SqlConnector connector) {
    this.connector = connector;
  }

  /** Opens whichever connection is missing. */
  public void ensureOpen() throws SQLException {
    if (rw == null) {
      rw = connector.open(false);
      rwStatements = new StatementCache(rw);
    }
    if (ro == null) {
      ro = connector.open(true);
      roStatements = new StatementCache(ro);
    }
  }

  public boolean isOpen() {
    return rw != null && ro != null;
  }

  /** A cached statement on the write connection. */
  public PreparedStatement write(String sql) throws SQLException {
    return rwStatements.get(sql, false);
  }

  /**
   * A cached statement on the write connection prepared by {@code preparer} (e.g. on the server);
   * cached under its SQL text, so a text must always come with the same preparer.
   */
  public PreparedStatement write(String sql, SqlDialect.StatementPreparer preparer) throws SQLException {
    return rwStatements.get(sql, preparer);
  }

  /**
   * A statement on the write connection that is not cached; the caller closes it. For one-off
   * shapes (the last, short batch of a multi-row insert): cached, each would keep its bind values
   * alive with the connection.
   */
  public PreparedStatement writeUncached(String sql, boolean returningIds) throws SQLException {
    return returningIds ? rw.prepareStatement(sql, new String[] {"id"}) : rw.prepareStatement(sql);
  }

  /** A cached statement on the write connection that returns the generated {@code id} column. */
  public PreparedStatement writeReturningIds(String sql) throws SQLException {
    return rwStatements.get(sql, true);
  }

  /** A cached statement on the read connection. */
  public PreparedStatement read(String sql) throws SQLException {
    return roStatements.get(sql, false);
  }

  public void commit() throws SQLException {
    commitInFlight = true;
    rw.commit();
    commitInFlight = false;
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
    rw.rollback();
  }

  /** The write connection, for dialect steps that need more than one cached statement. */
  public Connection writeConnection() {
    return rw;
  }

  /** Rolls back whatever the write connection holds; never throws. */
  public void rollbackQuietly() {
    if (rw == null) {
      return;
    }
    try {
      rw.rollback();
    } catch (SQLException ignored) {
      // the connection is probably gone; the caller classifies the original error
    }
  }

  /** After a failure: keeps healthy connections, drops broken ones so the next call reopens them. */
  public void dropIfBroken() {
    if ((rw != null && !isValid(rw)) || (ro != null && !isValid(ro))) {
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

  /** Closes both connections; the next {@link #ensureOpen()} opens new ones. Never throws. */
  @Override
  public void close() {
    if (rwStatements != null) {
      rwStatements.closeAll();
    }
    if (roStatements != null) {
      roStatements.closeAll();
    }
    rollbackQuietly();
    SqlConnector.closeQuietly(rw);
    SqlConnector.closeQuietly(ro);
    rw = null;
    ro = null;
    rwStatements = null;
    roStatements = null;
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
      return returningIds
          ? get("ids:" + sql, sql, (c, text) -> c.prepareStatement(text, new String[] {"id"}))
          : get(sql, sql, Connection::prepareStatement);
    }

    PreparedStatement get(String sql, SqlDialect.StatementPreparer preparer) throws SQLException {
      return get(sql, sql, preparer);
    }

    private PreparedStatement get(String key, String sql, SqlDialect.StatementPreparer preparer) throws SQLException {
      PreparedStatement statement = statements.get(key);
      if (statement == null) {
        statement = preparer.prepare(connection, sql);
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
