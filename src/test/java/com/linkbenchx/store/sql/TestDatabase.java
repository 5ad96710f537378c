package com.linkbenchx.store.sql;

import com.linkbenchx.model.Phase;
import com.linkbenchx.store.connection.OutagePolicy;
import com.linkbenchx.store.connection.RetryPolicy;
import com.linkbenchx.store.connection.Secret;
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
        nodeTable, 64, false, jdbcProperties, createTables, new RetryPolicy(10, 5, 200), 0,
        LoadMethod.INSERT);
  }

  /** An admin connection (autocommit on) to the same server, outside any store. */
  public Connection connect() throws SQLException {
    return new SqlConnector(dialect, settings("x", "y", "z", false, Map.of()), Phase.REQUEST, OutagePolicy.defaults())
        .open(true);
  }

  /** Drops the three tables of {@code settings} if present (tests clean up after themselves). */
  public void dropTables(SqlStoreSettings settings) {
    try (Connection connection = connect(); Statement statement = connection.createStatement()) {
      for (String table : java.util.List.of(settings.linkTable(), settings.countTable(), settings.nodeTable())) {
        statement.execute("DROP TABLE IF EXISTS " + dialect.qualify(settings.dbid(), table));
      }
    } catch (SQLException e) {
      throw new IllegalStateException("cleaning up test tables: " + e.getMessage(), e);
    }
  }

  /** The MySQL test server named by system properties {@code linkbench.mysql.*}, defaulting to the CI setup. */
  public static TestDatabase externalMySql() {
    return new TestDatabase(new com.linkbenchx.store.mysql.MySqlDialect(),
        System.getProperty("linkbench.mysql.host", "localhost"),
        Integer.getInteger("linkbench.mysql.port", 3306),
        System.getProperty("linkbench.mysql.user", "linkbench"),
        System.getProperty("linkbench.mysql.password", "linkbench"),
        "",
        System.getProperty("linkbench.mysql.database", "linkbench_unittestdb"));
  }

  /**
   * The PostgreSQL test server named by system properties {@code linkbench.pgsql.*}, defaulting to
   * the CI setup; tests write to schema {@code linkbench.pgsql.schema} (default linkbench_test).
   */
  public static TestDatabase externalPgsql() {
    return new TestDatabase(new com.linkbenchx.store.pgsql.PgsqlDialect(),
        System.getProperty("linkbench.pgsql.host", "localhost"),
        Integer.getInteger("linkbench.pgsql.port", 5432),
        System.getProperty("linkbench.pgsql.user", "linkbench"),
        System.getProperty("linkbench.pgsql.password", "linkbench"),
        System.getProperty("linkbench.pgsql.database", "linkbench_unittestdb"),
        System.getProperty("linkbench.pgsql.schema", "linkbench_test"));
  }

  public void execute(String sql) throws SQLException {
    try (Connection connection = connect(); Statement statement = connection.createStatement()) {
      statement.execute(sql);
    }
  }
}
