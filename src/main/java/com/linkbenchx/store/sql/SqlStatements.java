package com.linkbenchx.store.sql;

import com.linkbenchx.model.Link;
import java.util.Collections;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;

/** The SQL text of every operation for one dbid: what databases share written here, the rest from the dialect. */
public final class SqlStatements {
  static final String LINK_COLUMNS = "id1, id2, link_type, visibility, data, time, version";
  static final String NODE_COLUMNS = "id, type, version, time, data";
  private static final String LINK_KEY = "link_type = ? AND id1 = ? AND id2 = ?";

  private final SqlDialect dialect;
  private final TableNames tables;

  final String touchLink;
  final String upsertCount;
  final String addToCount;
  final String updateLinkData;
  final String lockLinkVisibility;
  final String hideLink;
  final String expungeLink;
  final String getLink;
  final String linkList;
  final String countLinks;
  final String getNode;
  /** The primary key's two ends: an index lookup each on InnoDB and PostgreSQL, whatever the size. */
  final String nodeIdRange;
  final String updateNode;
  final String nodeExists;
  final String deleteNode;
  /** The same writes with the COMMIT in their text, to end a transaction; null where every COMMIT goes alone. */
  final String upsertCountCommitting;
  final String updateLinkDataCommitting;
  final String hideLinkCommitting;
  final String expungeLinkCommitting;
  final String updateNodeCommitting;
  final String deleteNodeCommitting;
  final String insertNodeCommitting;

  /** @param commitSuffix appended to a write, commits it ({@link SqlDialect#commitSuffix()}); null: COMMIT alone */
  public SqlStatements(SqlDialect dialect, TableNames tables, String commitSuffix) {
    this.dialect = dialect;
    this.tables = tables;
    touchLink = dialect.touchLinkSql(tables);
    upsertCount = dialect.upsertCountSql(tables, false);
    addToCount = dialect.upsertCountSql(tables, true);
    updateLinkData = "UPDATE " + tables.link() + " SET visibility = ?, data = ?, time = ?, version = ? WHERE "
        + LINK_KEY;
    lockLinkVisibility = "SELECT visibility FROM " + tables.link() + " WHERE " + LINK_KEY + " FOR UPDATE";
    hideLink = "UPDATE " + tables.link() + " SET visibility = 0 WHERE " + LINK_KEY;
    expungeLink = "DELETE FROM " + tables.link() + " WHERE " + LINK_KEY;
    getLink = "SELECT " + LINK_COLUMNS + " FROM " + tables.link() + " WHERE " + LINK_KEY;
    linkList = dialect.linkListSql(tables, LINK_COLUMNS);
    countLinks = "SELECT count FROM " + tables.count() + " WHERE id = ? AND link_type = ?";
    getNode = "SELECT " + NODE_COLUMNS + " FROM " + tables.node() + " WHERE id = ?";
    nodeIdRange = "SELECT MIN(id), MAX(id) FROM " + tables.node();
    updateNode = "UPDATE " + tables.node() + " SET version = ?, time = ?, data = ? WHERE id = ? AND type = ?";
    nodeExists = "SELECT 1 FROM " + tables.node() + " WHERE id = ? AND type = ?";
    deleteNode = "DELETE FROM " + tables.node() + " WHERE id = ? AND type = ?";
    upsertCountCommitting = committing(upsertCount, commitSuffix);
    updateLinkDataCommitting = committing(updateLinkData, commitSuffix);
    hideLinkCommitting = committing(hideLink, commitSuffix);
    expungeLinkCommitting = committing(expungeLink, commitSuffix);
    updateNodeCommitting = committing(updateNode, commitSuffix);
    deleteNodeCommitting = committing(deleteNode, commitSuffix);
    insertNodeCommitting = dialect.generatedKeysWithCommit() ? committing(insertNodes(1), commitSuffix) : null;
  }

  private static String committing(String write, String commitSuffix) {
    return commitSuffix == null ? null : write + commitSuffix;
  }

  public TableNames tables() {
    return tables;
  }

  /** Links of (link_type, id1) among {@code count} id2s. */
  String multigetLinks(int count) {
    return "SELECT " + LINK_COLUMNS + " FROM " + tables.link() + " WHERE link_type = ? AND id1 = ? AND id2 IN ("
        + placeholders(count, "?") + ")";
  }

  /**
   * The last multi-row text built of each kind: building (then hashing, for the statement cache) the same 30 kB text
   * for every batch showed in profiles. One slot per kind, so short batches of varying sizes never pile up.
   */
  private final AtomicReferenceArray<Text> lastText = new AtomicReferenceArray<>(5);

  private record Text(int rows, String sql) {
  }

  private String memo(int kind, int rows, IntFunction<String> build) {
    Text last = lastText.get(kind);
    if (last != null && last.rows() == rows) {
      return last.sql();
    }
    String sql = build.apply(rows);
    lastText.set(kind, new Text(rows, sql));
    return sql;
  }

  /** Multi-row insert-or-touch of {@code rows} links. */
  String bulkLinks(int rows) {
    return memo(0, rows, n -> linkRowsHead()
        + placeholders(n, "(?, ?, ?, ?, " + dialect.bulkBytesPlaceholder() + ", ?, ?)") + linkRowsTail());
  }

  /** Multi-row insert-or-touch of {@code rows} visible links of version 0 (literals): five values a row, not seven. */
  String bulkNewLinks(int rows) {
    return memo(1, rows, n -> linkRowsHead() + placeholders(n, "(?, ?, ?, " + Link.VISIBILITY_DEFAULT + ", "
        + dialect.bulkBytesPlaceholder() + ", ?, 0)") + linkRowsTail());
  }

  /** The head of a link statement written as text ({@link LoadStatementText}); rows follow. */
  String linkRowsHead() {
    return "INSERT INTO " + tables.link() + " (" + LINK_COLUMNS + ") VALUES ";
  }

  /** What ends a link statement written as text: the conflict clause of {@link #bulkLinks}. */
  String linkRowsTail() {
    return dialect.bulkLinkConflictClause();
  }

  /** The head of a count statement written as text; rows follow. */
  String countRowsHead() {
    return dialect.bulkCountVerb() + " " + tables.count() + " (id, link_type, count, time, version) VALUES ";
  }

  String countRowsTail() {
    return dialect.bulkCountConflictClause();
  }

  /** Multi-row replace of {@code rows} count rows. */
  String bulkCounts(int rows) {
    return memo(2, rows, n -> countRowsHead() + placeholders(n, "(?, ?, ?, ?, ?)") + countRowsTail());
  }

  /** Multi-row node insert; ids come back as generated keys. */
  String insertNodes(int rows) {
    return memo(3, rows, n -> "INSERT INTO " + tables.node() + " (type, version, time, data) VALUES "
        + placeholders(n, "(?, ?, ?, " + dialect.bulkBytesPlaceholder() + ")"));
  }

  /** Multi-row node insert naming each node's id (see {@link SqlDialect#nodeInsertWithIdsVerb()}). */
  String insertNodesWithIds(int rows) {
    return memo(4, rows, n -> dialect.nodeInsertWithIdsVerb() + " " + tables.node() + " (id, type, version, time, data)"
        + " VALUES " + placeholders(n, "(?, ?, ?, ?, " + dialect.bulkBytesPlaceholder() + ")"));
  }

  private static String placeholders(int count, String one) {
    return String.join(", ", Collections.nCopies(count, one));
  }
}
