package com.linkbenchx.store.sql;

import com.linkbenchx.config.Logs;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreException.Kind;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Start-up check: the configured database (or schema) and its three tables exist. Missing pieces
 * are created only when {@code create_tables=true}; nothing is ever dropped.
 */
final class SchemaCheck {
  private final SqlDialect dialect;
  private final SqlStoreSettings settings;

  SchemaCheck(SqlDialect dialect, SqlStoreSettings settings) {
    this.dialect = dialect;
    this.settings = settings;
  }

  /** Checks (and, if asked, creates) the schema on an open autocommit connection. */
  void run(Connection connection) throws SQLException, StoreException {
    String dbid = settings.dbid();
    String what = dialect.name() + " " + schemaWord() + " '" + dbid + "' at " + settings.endpoint();
    if (!schemaExists(connection, dbid)) {
      if (!settings.createTables()) {
        throw new StoreException(Kind.FATAL, what + " does not exist; create it with: "
            + dialect.createTablesHint(settings) + " (or run with -D create_tables=true)");
      }
      Logs.logger().info("Creating {}", what);
      execute(connection, List.of(dialect.createSchemaSql(dbid)));
    }
    List<String> missing = missingTables(connection, dbid);
    if (missing.isEmpty()) {
      return;
    }
    if (!settings.createTables()) {
      throw new StoreException(Kind.FATAL, what + " has no table " + String.join(", ", missing)
          + "; create the tables with: " + dialect.createTablesHint(settings) + " (or run with -D create_tables=true)");
    }
    Logs.logger().info("Creating missing tables {} in {}", missing, what);
    execute(connection, dialect.createTablesSql(TableNames.of(dialect, dbid, settings), dbid, settings));
  }

  private String schemaWord() {
    return settings.database().isEmpty() ? "database" : "schema";
  }

  private boolean schemaExists(Connection connection, String dbid) throws SQLException {
    try (PreparedStatement query = connection.prepareStatement(dialect.schemaExistsSql())) {
      query.setString(1, dbid);
      try (ResultSet row = query.executeQuery()) {
        return row.next();
      }
    }
  }

  private List<String> missingTables(Connection connection, String dbid) throws SQLException {
    List<String> missing = new ArrayList<>();
    try (PreparedStatement query = connection.prepareStatement(dialect.tableExistsSql())) {
      for (String table : List.of(settings.linkTable(), settings.countTable(), settings.nodeTable())) {
        query.setString(1, dbid);
        query.setString(2, table);
        try (ResultSet row = query.executeQuery()) {
          if (!row.next()) {
            missing.add(table);
          }
        }
      }
    }
    return missing;
  }

  private static void execute(Connection connection, List<String> ddl) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      for (String sql : ddl) {
        statement.execute(sql);
      }
    }
  }
}
