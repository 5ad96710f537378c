package com.linkbenchx.store.sql;

import com.linkbenchx.store.VerificationReport;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --verify} for SQL stores: node ids against the loaded range, and every count row against
 * the visible links of its pair, read in one repeatable-read snapshot. The statements are plain
 * SQL that MySQL and PostgreSQL both accept.
 */
final class SqlDataVerifier {
  private final TableNames tables;

  SqlDataVerifier(TableNames tables) {
    this.tables = tables;
  }

  VerificationReport verify(Connection connection, long startId1, long maxId1, int maxExamples) throws SQLException {
    connection.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
    connection.setAutoCommit(false);
    try {
      long inRange = count(connection, "SELECT COUNT(*) FROM " + tables.node() + " WHERE id >= ? AND id < ?",
          startId1, maxId1);
      long above = count(connection, "SELECT COUNT(*) FROM " + tables.node() + " WHERE id >= ?", maxId1);
      long below = count(connection, "SELECT COUNT(*) FROM " + tables.node() + " WHERE id < ?", startId1);
      long countRows = count(connection, "SELECT COUNT(*) FROM " + tables.count());
      long pairsWithoutRow = count(connection, "SELECT COUNT(*) FROM (" + visiblePerPair() + ") v LEFT JOIN "
          + tables.count() + " c ON c.id = v.id1 AND c.link_type = v.link_type WHERE c.id IS NULL");
      List<String> examples = new ArrayList<>();
      long mismatches = 0;
      try (PreparedStatement query = connection.prepareStatement(mismatchesSql()); ResultSet rows = query.executeQuery()) {
        while (rows.next()) {
          mismatches++;
          if (examples.size() < maxExamples) {
            examples.add(describe(rows));
          }
        }
      }
      return new VerificationReport(inRange, above, below, countRows + pairsWithoutRow, mismatches, examples);
    } finally {
      connection.rollback();
    }
  }

  private String visiblePerPair() {
    return "SELECT id1, link_type, COUNT(*) AS visible FROM " + tables.link() + " WHERE visibility = 1"
        + " GROUP BY id1, link_type";
  }

  /** Pairs with visible links whose count row is missing or different, then count rows above 0 with no visible link. */
  private String mismatchesSql() {
    return "SELECT v.id1, v.link_type, v.visible, c.count FROM (" + visiblePerPair() + ") v LEFT JOIN "
        + tables.count() + " c ON c.id = v.id1 AND c.link_type = v.link_type"
        + " WHERE c.count IS NULL OR c.count <> v.visible"
        + " UNION ALL SELECT c.id, c.link_type, 0, c.count FROM " + tables.count() + " c WHERE c.count <> 0"
        + " AND NOT EXISTS (SELECT 1 FROM " + tables.link() + " l WHERE l.id1 = c.id AND l.link_type = c.link_type"
        + " AND l.visibility = 1)";
  }

  private static String describe(ResultSet row) throws SQLException {
    long count = row.getLong(4);
    String stored = row.wasNull() ? "no count row" : "count " + count;
    return "id1=" + row.getLong(1) + ", link_type=" + row.getLong(2) + ": " + stored + ", visible links "
        + row.getLong(3);
  }

  private static long count(Connection connection, String sql, long... parameters) throws SQLException {
    try (PreparedStatement query = connection.prepareStatement(sql)) {
      for (int i = 0; i < parameters.length; i++) {
        query.setLong(i + 1, parameters[i]);
      }
      try (ResultSet row = query.executeQuery()) {
        row.next();
        return row.getLong(1);
      }
    }
  }
}
