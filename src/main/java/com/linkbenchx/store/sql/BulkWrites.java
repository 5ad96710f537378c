package com.linkbenchx.store.sql;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.LoadBatch;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;

/** Multi-row statements of the load phase, split only as far as the database's limits require; the caller commits. */
final class BulkWrites {
  /** Node payloads reach 1 MB; keep one statement well under MySQL's default max_allowed_packet. */
  private static final long MAX_NODE_BYTES_PER_STATEMENT = 8L << 20;
  /** A text statement ends with the row that takes it past this, well under MySQL 5.7's 4 MB max_allowed_packet. */
  static final int MAX_TEXT_BYTES = 1 << 20;

  private BulkWrites() {
  }

  static void insertLinks(SqlSession session, SqlStatements sql, List<Link> batch, int maxRows) throws SQLException {
    List<Link> links = LoadBatch.collapseDuplicateLinks(batch);
    for (int from = 0; from < links.size(); from += maxRows) {
      List<Link> slice = links.subList(from, Math.min(links.size(), from + maxRows));
      boolean fresh = allNew(slice);
      writeSlice(session, fresh ? sql.bulkNewLinks(slice.size()) : sql.bulkLinks(slice.size()), slice, maxRows, false,
          fresh ? RowMapping::bindNewLink : RowMapping::bindLink);
    }
  }

  static void replaceCounts(SqlSession session, SqlStatements sql, List<LinkCount> batch, int maxRows)
      throws SQLException {
    List<LinkCount> counts = LoadBatch.collapseDuplicateCounts(batch);
    for (int from = 0; from < counts.size(); from += maxRows) {
      List<LinkCount> slice = counts.subList(from, Math.min(counts.size(), from + maxRows));
      writeSlice(session, sql.bulkCounts(slice.size()), slice, maxRows, false, RowMapping::bindCount);
    }
  }

  /** Binds one row from parameter {@code index} on; returns the next index. */
  private interface RowBinder<T> {
    int bind(PreparedStatement statement, int index, T row) throws SQLException;
  }

  /**
   * Only the full-batch shape is cached (memory stays O(batch)); short last batches are closed. The cached statement
   * keeps its last bind values unless {@code clearValues} (link and count rows are small: clearing 7,000 values after
   * every batch cost a tenth of the load's driver CPU). Returns the rows the server took.
   */
  private static <T> int writeSlice(SqlSession session, String text, List<T> slice, int maxRows, boolean clearValues,
      RowBinder<T> binder) throws SQLException {
    boolean cached = slice.size() == maxRows;
    PreparedStatement insert = cached ? session.write(text) : session.writeUncached(text, false);
    try {
      int index = 1;
      for (T row : slice) {
        index = binder.bind(insert, index, row);
      }
      return insert.executeUpdate();
    } finally {
      if (!cached || clearValues) {
        release(insert, cached);
      }
    }
  }

  /** Links as SQL text, statements of at most {@code maxRows} rows and about {@link #MAX_TEXT_BYTES}. */
  static void insertLinks(SqlSession session, SqlStatements sql, List<Link> batch, int maxRows,
      LoadStatementText text) throws SQLException {
    writeText(session, sql.linkRowsHead(), LoadBatch.collapseDuplicateLinks(batch), LoadStatementText::link,
        sql.linkRowsTail(),
        maxRows, text);
  }

  /** Count rows as SQL text, likewise. */
  static void replaceCounts(SqlSession session, SqlStatements sql, List<LinkCount> batch, int maxRows,
      LoadStatementText text) throws SQLException {
    writeText(session, sql.countRowsHead(), LoadBatch.collapseDuplicateCounts(batch), LoadStatementText::count,
        sql.countRowsTail(), maxRows, text);
  }

  private static <T> void writeText(SqlSession session, String head, List<T> rows, BiConsumer<LoadStatementText, T> row,
      String tail, int maxRows, LoadStatementText text) throws SQLException {
    Statement statement = session.writeText();
    for (int next = 0; next < rows.size();) {
      text.begin(head);
      int end = Math.min(rows.size(), next + maxRows);
      while (next < end && text.length() < MAX_TEXT_BYTES) {
        row.accept(text, rows.get(next++));
      }
      statement.executeUpdate(text.end(tail));
    }
  }

  /** Whether every link is visible and of version 0, as every link the load generates. */
  private static boolean allNew(List<Link> links) {
    for (Link link : links) {
      if (link.visibility() != Link.VISIBILITY_DEFAULT || link.version() != 0) {
        return false;
      }
    }
    return true;
  }

  /** Node payloads reach 1 MB: a cached node statement drops its bind values after each use. */
  private static void release(PreparedStatement statement, boolean cached) throws SQLException {
    if (cached) {
      statement.clearParameters();
    } else {
      statement.close();
    }
  }

  /**
   * Inserts nodes under the ids they carry (the load's: ascending, see {@link #haveOwnIds}) and returns those ids, so a
   * server stepping AUTO_INCREMENT cannot move them; null, with the batch to roll back, when some id was taken already.
   */
  static long[] insertNodesWithIds(SqlSession session, SqlStatements sql, List<Node> nodes, int maxRows)
      throws SQLException {
    long inserted = 0;
    for (int from = 0; from < nodes.size();) {
      int to = sliceEnd(nodes, from, maxRows);
      inserted += writeSlice(session, sql.insertNodesWithIds(to - from), nodes.subList(from, to), maxRows, true,
          (insert, index, node) -> {
            insert.setLong(index, node.id());
            return RowMapping.bindNode(insert, index + 1, node);
          });
      from = to;
    }
    return inserted == nodes.size() ? nodes.stream().mapToLong(Node::id).toArray() : null;
  }

  /** Whether every node carries an id of its own, ascending (the load's nodes; a new node has none). */
  static boolean haveOwnIds(List<Node> nodes) {
    long previous = 0;
    for (Node node : nodes) {
      if (node.id() <= previous) {
        return false;
      }
      previous = node.id();
    }
    return true;
  }

  /** The end of the statement starting at {@code from}: at most maxRows nodes and about 8 MB of payload. */
  private static int sliceEnd(List<Node> nodes, int from, int maxRows) {
    int to = from;
    long bytes = 0;
    while (to < nodes.size() && to - from < maxRows
        && (to == from || bytes + nodes.get(to).data().length <= MAX_NODE_BYTES_PER_STATEMENT)) {
      bytes += nodes.get(to).data().length;
      to++;
    }
    return to;
  }

  /** Inserts the nodes in order and returns their new ids in the same order. */
  static long[] insertNodes(SqlSession session, SqlStatements sql, List<Node> nodes, int maxRows,
      SqlDialect.StatementPreparer preparer, String oneNodeCommitting) throws SQLException {
    long[] ids = new long[nodes.size()];
    if (nodes.size() == 1 && oneNodeCommitting != null) {
      // The request phase's ADD_NODE: the insert carries its COMMIT (the ids come from its own answer).
      insertNodes(session.writeLast(sql.insertNodes(1), oneNodeCommitting, SqlDialect.StatementPreparer.RETURNING_ID),
          nodes, ids, 0);
      return ids;
    }
    for (int from = 0; from < nodes.size();) {
      int to = sliceEnd(nodes, from, maxRows);
      // The one-row shape is the request phase's ADD_NODE: cached too, prepared the plain way (not on the server).
      boolean oneRow = to - from == 1;
      boolean cached = to - from == maxRows || oneRow;
      PreparedStatement insert = cached
          ? session.write(sql.insertNodes(to - from), oneRow ? SqlDialect.StatementPreparer.RETURNING_ID : preparer)
          : session.writeUncached(sql.insertNodes(to - from), true);
      try {
        insertNodes(insert, nodes.subList(from, to), ids, from);
      } finally {
        release(insert, cached);
      }
      from = to;
    }
    return ids;
  }

  private static void insertNodes(PreparedStatement insert, List<Node> slice, long[] ids, int offset)
      throws SQLException {
    int index = 1;
    for (Node node : slice) {
      index = RowMapping.bindNode(insert, index, node);
    }
    insert.executeUpdate();
    int received = 0;
    try (ResultSet keys = insert.getGeneratedKeys()) {
      while (keys.next() && received < slice.size()) {
        ids[offset + received++] = keys.getLong(1);
      }
    }
    if (received != slice.size()) {
      throw new SQLException("Wrong number of generated keys on insert: expected " + slice.size()
          + " actual " + received, "HY000");
    }
    // Ids come from one increasing counter, so ascending order is insertion order whatever order the driver reports.
    Arrays.sort(ids, offset, offset + slice.size());
  }
}
