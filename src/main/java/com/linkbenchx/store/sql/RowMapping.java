package com.linkbenchx.store.sql;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Binds links and nodes to statements and reads them back, payloads always as raw bytes. */
final class RowMapping {
  private static final Link[] NO_LINKS = new Link[0];

  private RowMapping() {
  }

  /** Binds id1, id2, link_type, visibility, data, time, version from {@code first} on; returns the next index. */
  static int bindLink(PreparedStatement statement, int first, Link link) throws SQLException {
    statement.setLong(first, link.id1());
    statement.setLong(first + 1, link.id2());
    statement.setLong(first + 2, link.linkType());
    statement.setByte(first + 3, link.visibility());
    statement.setBytes(first + 4, link.data());
    statement.setLong(first + 5, link.time());
    statement.setInt(first + 6, link.version());
    return first + 7;
  }

  /** Binds id1, id2, link_type, data, time of a visible version-0 link ({@link SqlStatements#bulkNewLinks}). */
  static int bindNewLink(PreparedStatement statement, int first, Link link) throws SQLException {
    statement.setLong(first, link.id1());
    statement.setLong(first + 1, link.id2());
    statement.setLong(first + 2, link.linkType());
    statement.setBytes(first + 3, link.data());
    statement.setLong(first + 4, link.time());
    return first + 5;
  }

  /** Binds id, link_type, count, time, version from {@code first} on; returns the next index. */
  static int bindCount(PreparedStatement statement, int first, LinkCount count) throws SQLException {
    statement.setLong(first, count.id1());
    statement.setLong(first + 1, count.linkType());
    statement.setLong(first + 2, count.count());
    statement.setLong(first + 3, count.time());
    statement.setLong(first + 4, count.version());
    return first + 5;
  }

  /** Binds type, version, time, data of a node from {@code first} on; returns the next index. */
  static int bindNode(PreparedStatement statement, int first, Node node) throws SQLException {
    statement.setInt(first, node.type());
    statement.setLong(first + 1, node.version());
    statement.setInt(first + 2, node.time());
    statement.setBytes(first + 3, node.data());
    return first + 4;
  }

  /** Binds link_type, id1, id2 (the primary key, in key order). */
  static void bindLinkKey(PreparedStatement statement, int first, long id1, long linkType, long id2)
      throws SQLException {
    statement.setLong(first, linkType);
    statement.setLong(first + 1, id1);
    statement.setLong(first + 2, id2);
  }

  static Link readLink(ResultSet row) throws SQLException {
    return new Link(row.getLong(1), row.getLong(3), row.getLong(2), row.getByte(4), row.getBytes(5),
        row.getInt(7), row.getLong(6));
  }

  static Link[] readLinks(PreparedStatement query) throws SQLException {
    try (ResultSet rows = query.executeQuery()) {
      List<Link> links = new ArrayList<>();
      while (rows.next()) {
        links.add(readLink(rows));
      }
      return links.isEmpty() ? NO_LINKS : links.toArray(NO_LINKS);
    }
  }

  static Node readNode(ResultSet row) throws SQLException {
    return new Node(row.getLong(1), row.getInt(2), row.getLong(3), row.getInt(4), row.getBytes(5));
  }
}
