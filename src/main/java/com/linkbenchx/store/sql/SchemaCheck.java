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
      checkColumns(connection, what);
      return;
    }
    if (!settings.createTables()) {
      throw new StoreException(Kind.FATAL, what + " has no table " + String.join(", ", missing)
          + "; create the tables with: " + dialect.createTablesHint(settings) + " (or run with -D create_tables=true)");
    }
    Logs.logger().info("Creating missing tables {} in {}", missing, what);
    execute(connection, dialect.createTablesSql(TableNames.of(dialect, dbid, settings), dbid, settings));
  }

  /** A table of the wrong shape fails at start with its name, not with an SQL error mid-run. */
  private void checkColumns(Connection connection, String what) throws SQLException, StoreException {
    TableNames tables = TableNames.of(dialect, settings.dbid(), settings);
    checkColumns(connection, what, settings.linkTable(), tables.link(), LINK_COLUMNS);
    checkColumns(connection, what, settings.countTable(), tables.count(), COUNT_COLUMNS);
    checkColumns(connection, what, settings.nodeTable(), tables.node(), NODE_COLUMNS);
    checkLinkListIndex(connection, what);
  }

  private void checkLinkListIndex(Connection connection, String what) throws SQLException, StoreException {
    String sql = dialect.linkListIndexExistsSql();
    if (sql == null) {
      return;
    }
    try (PreparedStatement query = connection.prepareStatement(sql)) {
      query.setString(1, settings.dbid());
      query.setString(2, settings.linkTable());
      try (ResultSet row = query.executeQuery()) {
        if (!row.next()) {
          throw new StoreException(Kind.FATAL, what + ": table " + settings.linkTable()
              + " has the wrong schema, it lacks index id1_type (the range query uses it); recreate it with: "
              + dialect.createTablesHint(settings));
        }
      }
    }
  }

  private void checkColumns(Connection connection, String what, String name, String qualified, List<String> expected)
      throws SQLException, StoreException {
    java.util.Set<String> present = new java.util.HashSet<>();
    try (PreparedStatement query = connection.prepareStatement("SELECT * FROM " + qualified + " WHERE 1 = 0");
        ResultSet rows = query.executeQuery()) {
      java.sql.ResultSetMetaData meta = rows.getMetaData();
      for (int i = 1; i <= meta.getColumnCount(); i++) {
        present.add(meta.getColumnName(i).toLowerCase(java.util.Locale.ROOT));
      }
    }
    List<String> lacking = expected.stream().filter(column -> !present.contains(column)).toList();
    if (!lacking.isEmpty()) {
      throw new StoreException(Kind.FATAL, what + ": table " + name + " has the wrong schema, it lacks column "
          + String.join(", ", lacking) + "; recreate it with: " + dialect.createTablesHint(settings));
    }
  }

  private static final List<String> LINK_COLUMNS =
      List.of("id1", "id2", "link_type", "visibility", "data", "time", "version");
  private static final List<String> COUNT_COLUMNS = List.of("id", "link_type", "count", "time", "version");
  private static final List<String> NODE_COLUMNS = List.of("id", "type", "version", "time", "data");

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
