package com.linkbenchx.store.pgsql;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.sql.ServerBulkPath;
import com.linkbenchx.store.sql.SqlErrorClassifier;
import com.linkbenchx.store.sql.TableNames;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.PrimitiveIterator;
import java.util.function.BiConsumer;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * {@code COPY ... FROM STDIN (FORMAT binary)}. COPY has no ON CONFLICT: an existing key fails it with a unique
 * violation and the INSERT path redoes the batch. Node ids are drawn from the table's sequence, then copied in.
 */
final class PgsqlCopy implements ServerBulkPath {
  /** Sent to the server whenever this much is buffered: memory stays bounded with 1 MB node payloads. */
  private static final int FLUSH_BYTES = 1 << 20;

  private final CopyBinaryRows rows = new CopyBinaryRows();

  @Override
  public boolean loadLinks(Connection connection, TableNames tables, List<Link> links) throws SQLException {
    return copyNew(connection, "COPY " + tables.link() + " (id1, id2, link_type, visibility, data, time, version)",
        links, (rows, link) -> rows.row(7).int8(link.id1()).int8(link.id2()).int8(link.linkType())
            .int2(link.visibility()).bytea(link.data()).int8(link.time()).int4(link.version()));
  }

  @Override
  public boolean loadCounts(Connection connection, TableNames tables, List<LinkCount> counts) throws SQLException {
    return copyNew(connection, "COPY " + tables.count() + " (id, link_type, count, time, version)",
        counts, (rows, count) -> rows.row(5).int8(count.id1()).int8(count.linkType()).int8(count.count())
            .int8(count.time()).int8(count.version()));
  }

  /** COPYs rows whose keys must be new; false when one already existed (the transaction is then aborted). */
  private <T> boolean copyNew(Connection connection, String copyInto, List<T> items,
      BiConsumer<CopyBinaryRows, T> encoder)
      throws SQLException {
    try {
      copy(connection, copyInto, items, encoder);
      return true;
    } catch (SQLException e) {
      // A unique violation means a key existed: the caller redoes the batch through the INSERT path.
      if (SqlErrorClassifier.UNIQUE_VIOLATION.equals(e.getSQLState())) {
        return false;
      }
      throw e;
    }
  }

  @Override
  public long[] loadNodes(Connection connection, TableNames tables, List<Node> nodes) throws SQLException {
    long[] ids = drawNodeIds(connection, tables, nodes.size());
    PrimitiveIterator.OfLong nextId = Arrays.stream(ids).iterator();
    copy(connection, "COPY " + tables.node() + " (id, type, version, time, data)", nodes, (rows, node) -> rows.row(5)
        .int8(nextId.nextLong()).int4(node.type()).int8(node.version()).int4(node.time()).bytea(node.data()));
    return ids;
  }

  private <T> void copy(Connection connection, String copyInto, List<T> items, BiConsumer<CopyBinaryRows, T> encoder)
      throws SQLException {
    CopyIn copy = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(copyInto + " FROM STDIN (FORMAT binary)");
    rows.begin();
    try {
      for (T item : items) {
        encoder.accept(rows, item);
        if (rows.length() >= FLUSH_BYTES) {
          send(copy);
        }
      }
      rows.end();
      send(copy);
      copy.endCopy();
    } finally {
      cancelIfActive(copy);
    }
  }

  /** The next {@code count} values of the node table's sequence, ascending (insertion order). */
  private static long[] drawNodeIds(Connection connection, TableNames tables, int count) throws SQLException {
    long[] ids = new long[count];
    try (PreparedStatement draw = connection.prepareStatement(
        "SELECT nextval(pg_get_serial_sequence(?, 'id')) FROM generate_series(1, ?)")) {
      draw.setString(1, tables.node());
      draw.setInt(2, count);
      try (ResultSet row = draw.executeQuery()) {
        int received = 0;
        while (row.next() && received < count) {
          ids[received++] = row.getLong(1);
        }
        if (received != count) {
          throw new SQLException("Drew " + received + " node ids from the sequence, expected " + count, "HY000");
        }
      }
    }
    Arrays.sort(ids);
    return ids;
  }

  private void send(CopyIn copy) throws SQLException {
    copy.writeToCopy(rows.bytes(), 0, rows.length());
    rows.drained();
  }

  /** After a failure half-way: ends the COPY so the connection can roll back; the first error stands. */
  private static void cancelIfActive(CopyIn copy) {
    try {
      if (copy.isActive()) {
        copy.cancelCopy();
      }
    } catch (SQLException ignored) {
      // the original failure is what the caller reports
    }
  }
}
