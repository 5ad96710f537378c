package com.linkbenchx.store.sql;

import static com.linkbenchx.store.sql.SqlConnector.firstValue;

import com.linkbenchx.config.Logs;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.connection.ConnectionKeys;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The configured database (or schema) and its three tables exist and have the benchmark's shape: every existing table
 * is checked before anything is created (only with {@code create_tables=true}) or emptied; nothing is ever dropped.
 */
final class SchemaCheck {
  private static final List<String> LINK_COLUMNS =
      List.of("id1", "id2", "link_type", "visibility", "data", "time", "version");
  private static final List<String> COUNT_COLUMNS = List.of("id", "link_type", "count", "time", "version");
  private static final List<String> NODE_COLUMNS = List.of("id", "type", "version", "time", "data");

  /** One of the dbid's three tables: its configured name, the key that named it and what it must hold. */
  private record Table(String name, String key, String role, List<String> columns) {
  }

  private final SqlDialect dialect;
  private final SqlStoreSettings settings;
  private final boolean readOnly;

  /** @param readOnly the run only reads ({@code --verify} alone): nothing is created, whatever create_tables says */
  SchemaCheck(SqlDialect dialect, SqlStoreSettings settings, boolean readOnly) {
    this.dialect = dialect;
    this.settings = settings;
    this.readOnly = readOnly;
  }

  /** Checks the schema on an open autocommit connection and, if allowed, creates what is missing. */
  void run(Connection connection) throws SQLException, StoreException {
    String dbid = settings.dbid();
    String what = describeSchema();
    boolean schemaExists = firstValue(connection, dialect.schemaExistsSql(), dbid) != null;
    List<Table> missing = schemaExists ? missingTables(connection) : tables();
    Optional<String> wrong = wrongShape(connection, missing);
    if (wrong.isPresent()) {
      throw new StoreException(ErrorKind.FATAL, wrong.get());
    }
    if (missing.isEmpty()) {
      return;
    }
    String names = String.join(", ", missing.stream().map(Table::name).toList());
    if (readOnly) {
      throw new StoreException(ErrorKind.FATAL, what + (schemaExists ? " has no table " + names : " does not exist")
          + "; --verify only reads and creates nothing: verify the dbid the data was loaded into, or load it first");
    }
    if (!settings.createTables()) {
      throw new StoreException(ErrorKind.FATAL, what + (schemaExists ? " has no table " + names : " does not exist")
          + "; create " + (schemaExists ? "the tables" : "it") + " with: " + dialect.createTablesHint(settings)
          + " (or run with -D create_tables=true)");
    }
    if (!schemaExists) {
      Logs.logger().info("Creating {}", what);
      execute(connection, List.of(dialect.createSchemaSql(dbid)));
    }
    Logs.logger().info("Creating missing tables {} in {}", names, what);
    execute(connection, dialect.createTablesSql(TableNames.of(dialect, dbid, settings), dbid, settings));
  }

  /** Why {@code load_existing=truncate} may not empty the dbid's tables (missing, wrong shape); empty if all pass. */
  Optional<String> truncateRefusal(Connection connection) throws SQLException {
    if (firstValue(connection, dialect.schemaExistsSql(), settings.dbid()) == null) {
      return Optional.of(describeSchema() + " does not exist; nothing was emptied");
    }
    List<Table> missing = missingTables(connection);
    if (!missing.isEmpty()) {
      return Optional.of(describe(missing.get(0)) + " does not exist; nothing was emptied");
    }
    return wrongShape(connection, List.of());
  }

  /** The first existing table (not in {@code missing}) that lacks a column or the link-list index. */
  private Optional<String> wrongShape(Connection connection, List<Table> missing) throws SQLException {
    for (Table table : tables()) {
      if (missing.contains(table)) {
        continue;
      }
      Set<String> present = columns(connection, dialect.qualify(settings.dbid(), table.name()));
      List<String> lacking = table.columns().stream().filter(column -> !present.contains(column)).toList();
      if (!lacking.isEmpty()) {
        return Optional.of(describe(table) + " is not a benchmark " + table.role() + " table: it lacks column"
            + (lacking.size() > 1 ? "s " : " ") + String.join(", ", lacking) + "; " + untouched(table));
      }
      String indexSql = dialect.linkListIndexExistsSql();
      if (table.key().equals(ConnectionKeys.LINK_TABLE.name()) && indexSql != null
          && firstValue(connection, indexSql, settings.dbid(), settings.linkTable()) == null) {
        return Optional.of(describe(table) + " lacks index id1_type (the range query uses it); " + untouched(table));
      }
    }
    return Optional.empty();
  }

  /** "MySQL database 'linkdb' at 127.0.0.1:3306"; PostgreSQL's dbid is a schema. */
  private String describeSchema() {
    return dialect.name() + " " + (settings.database().isEmpty() ? "database" : "schema") + " '" + settings.dbid()
        + "' at " + settings.endpoint();
  }

  /** "MySQL table linkdb.linktable at 127.0.0.1:3306 (linktable)", the PostgreSQL database added. */
  private String describe(Table table) {
    String database = settings.database().isEmpty() ? "" : " in database " + settings.database();
    return dialect.name() + " table " + settings.dbid() + "." + table.name() + database + " at "
        + settings.endpoint() + " (" + table.key() + ")";
  }

  private String untouched(Table table) {
    return "nothing was created or emptied; set " + table.key() + " to another table, or, if it is a benchmark"
        + " table of an older layout, drop it and create the tables with: " + dialect.createTablesHint(settings);
  }

  private List<Table> tables() {
    return List.of(
        new Table(settings.linkTable(), ConnectionKeys.LINK_TABLE.name(), "link", LINK_COLUMNS),
        new Table(settings.countTable(), ConnectionKeys.COUNT_TABLE.name(), "count", COUNT_COLUMNS),
        new Table(settings.nodeTable(), ConnectionKeys.NODE_TABLE.name(), "node", NODE_COLUMNS));
  }

  private static Set<String> columns(Connection connection, String qualified) throws SQLException {
    Set<String> present = new HashSet<>();
    try (PreparedStatement query = connection.prepareStatement("SELECT * FROM " + qualified + " WHERE 1 = 0");
        ResultSet rows = query.executeQuery()) {
      ResultSetMetaData meta = rows.getMetaData();
      for (int i = 1; i <= meta.getColumnCount(); i++) {
        present.add(meta.getColumnName(i).toLowerCase(Locale.ROOT));
      }
    }
    return present;
  }

  private List<Table> missingTables(Connection connection) throws SQLException {
    List<Table> missing = new ArrayList<>();
    for (Table table : tables()) {
      if (firstValue(connection, dialect.tableExistsSql(), settings.dbid(), table.name()) == null) {
        missing.add(table);
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
