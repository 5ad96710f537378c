package com.linkbenchx.store.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A MySQL-compatible server the SQL tests can use: where it is, how to log in, and which database
 * they may write to. Tests isolate themselves with their own table names, so the same tests run on
 * the embedded server and on an external one where only one database is granted.
 */
public record TestDatabase(SqlDialect dialect, String host, int port, String user, String password, String database,
    String dbid) {
  private static final AtomicInteger TABLE_SETS = new AtomicInteger();

  /** Settings for a fresh, uniquely named set of tables (created on first start). */
  public SqlStoreSettings freshSettings(String prefix) {
    String suffix = prefix + "_" + ProcessHandle.current().pid() % 100_000 + "_" + TABLE_SETS.incrementAndGet();
    return settings("lt_" + suffix, "ct_" + suffix, "nt_" + suffix, true, Map.of());
  }

  public SqlStoreSettings settings(String linkTable, String countTable, String nodeTable, boolean createTables,
      Map<String, String> jdbcProperties) {
    return new SqlStoreSettings(host, port, user, new Secret(password), database, dbid, linkTable, countTable,
        nodeTable, 64, false, jdbcProperties, createTables, new RetryPolicy(10, 5, 200), 0);
  }

  /** An admin connection (autocommit on) to the same server, outside any store. */
  public Connection connect() throws SQLException {
    return new SqlConnector(dialect, settings("x", "y", "z", false, Map.of()), com.linkbenchx.store.Phase.REQUEST)
        .open(true);
  }

  public void execute(String sql) throws SQLException {
    try (Connection connection = connect(); Statement statement = connection.createStatement()) {
      statement.execute(sql);
    }
  }
}
