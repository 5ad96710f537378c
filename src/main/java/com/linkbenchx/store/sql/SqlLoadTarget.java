package com.linkbenchx.store.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** Whether the dbid's tables already hold rows, and emptying them, for {@code load_existing}. */
final class SqlLoadTarget {
  private final TableNames tables;
  private final SqlStoreSettings settings;

  SqlLoadTarget(TableNames tables, SqlStoreSettings settings) {
    this.tables = tables;
    this.settings = settings;
  }

  /** Unqualified names ("linktable") of the tables holding at least one row. */
  List<String> nonEmptyTables(Connection connection) throws SQLException {
    List<String> nonEmpty = new ArrayList<>();
    String[] qualified = {tables.link(), tables.count(), tables.node()};
    String[] names = {settings.linkTable(), settings.countTable(), settings.nodeTable()};
    for (int i = 0; i < qualified.length; i++) {
      try (PreparedStatement query = connection.prepareStatement("SELECT 1 FROM " + qualified[i] + " LIMIT 1");
          ResultSet row = query.executeQuery()) {
        if (row.next()) {
          nonEmpty.add(names[i]);
        }
      }
    }
    return nonEmpty;
  }

  void truncate(Connection connection) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      for (String table : List.of(tables.link(), tables.count(), tables.node())) {
        statement.execute("TRUNCATE TABLE " + table);
      }
    }
  }
}
