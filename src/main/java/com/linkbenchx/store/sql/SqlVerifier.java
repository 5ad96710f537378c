package com.linkbenchx.store.sql;

import com.linkbenchx.model.Link;
import com.linkbenchx.store.VerificationReport;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --verify} in set-based SQL that MySQL and PostgreSQL both run: the visible links grouped by
 * (id1, link_type) are compared with the count table through a union (MySQL has no FULL OUTER JOIN),
 * so a pair with links but no count row, or a count row that differs, is a mismatch, while a count
 * row of 0 without links is consistent. Node ids are counted below, inside and above the range.
 */
final class SqlVerifier {
  private final TableNames tables;

  SqlVerifier(TableNames tables) {
    this.tables = tables;
  }

  VerificationReport verify(Connection connection, long startId1, long maxId1, int maxExamples) throws SQLException {
    String pairs = "SELECT id1, link_type, SUM(visible) AS visible, SUM(counted) AS counted, SUM(has_row) AS has_row"
        + " FROM (SELECT id1, link_type, COUNT(*) AS visible, 0 AS counted, 0 AS has_row FROM " + tables.link()
        + " WHERE visibility = " + Link.VISIBILITY_DEFAULT + " GROUP BY id1, link_type"
        + " UNION ALL SELECT c.id, c.link_type, 0, c.count, 1 FROM " + tables.count() + " c) AS pairs"
        + " GROUP BY id1, link_type";
    long checked = single(connection, "SELECT COUNT(*) FROM (" + pairs
        + " HAVING SUM(visible) > 0 OR SUM(has_row) > 0) AS checked");
    long mismatches = 0;
    List<String> examples = new ArrayList<>();
    try (PreparedStatement query = connection.prepareStatement(pairs
        + " HAVING SUM(visible) <> SUM(counted) ORDER BY id1, link_type")) {
      query.setFetchSize(1000);
      try (ResultSet rows = query.executeQuery()) {
        while (rows.next()) {
          mismatches++;
          if (examples.size() < maxExamples) {
            examples.add("id1=" + rows.getLong(1) + " link_type=" + rows.getLong(2) + ": " + rows.getLong(3)
                + " visible links, " + (rows.getLong(5) == 0 ? "no count row" : "count " + rows.getLong(4)));
          }
        }
      }
    }
    long below = single(connection, "SELECT COUNT(*) FROM " + tables.node() + " WHERE id < " + startId1);
    long inRange = single(connection, "SELECT COUNT(*) FROM " + tables.node() + " WHERE id >= " + startId1
        + " AND id < " + maxId1);
    long above = single(connection, "SELECT COUNT(*) FROM " + tables.node() + " WHERE id >= " + maxId1);
    return new VerificationReport(inRange, above, below, checked, mismatches, List.copyOf(examples));
  }

  private static long single(Connection connection, String sql) throws SQLException {
    try (PreparedStatement query = connection.prepareStatement(sql); ResultSet row = query.executeQuery()) {
      row.next();
      return row.getLong(1);
    }
  }
}
