package com.linkbenchx.store.mysql;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.sql.ServerBulkPath;
import com.linkbenchx.store.sql.TableNames;
import com.mysql.cj.jdbc.JdbcStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Set;

/**
 * {@code LOAD DATA LOCAL INFILE} fed from memory through Connector/J's local-infile input stream. Links load with
 * IGNORE: fewer rows in than sent means some keys existed, and the INSERT path redoes the batch. Count rows load with
 * REPLACE, the INSERT path's semantics. Any warning (a value strict mode would refuse) also sends the batch back.
 *
 * <p>Nodes load with the ids the loader gave them (startid1 on, as LinkBench expects). Drawn by LOAD DATA, which does
 * not know its row count, InnoDB would reserve ids in doubling blocks and drop the rest (a 300-row LOAD DATA moves the
 * next id to 512), pushing nodes beyond maxid1; and lock mode 2 (MySQL 8's, Galera's) interleaves concurrent loaders.
 */
final class MySqlLoadData implements ServerBulkPath {
  /** Server or client refusing local files: 1148 (older servers), MySQL 8's 3948, MariaDB 11's 4166, client 2068. */
  private static final Set<Integer> LOCAL_INFILE_REFUSED = Set.of(1148, 3948, 4166, 2068);
  private static final String FORMAT = " CHARACTER SET binary FIELDS TERMINATED BY '\\t' ESCAPED BY '\\\\'"
      + " LINES TERMINATED BY '\\n'";
  static final String REFUSAL = "the server refuses LOAD DATA LOCAL INFILE, which load_method=bulk uses (server"
      + " variable local_infile is OFF): enable it with SET GLOBAL local_infile = 1 (local_infile = ON in the server's"
      + " configuration), or set load_method=insert";

  private final LoadDataRows rows = new LoadDataRows();

  @Override
  public boolean loadLinks(Connection connection, TableNames tables, List<Link> links) throws SQLException {
    rows.clear();
    for (Link link : links) {
      rows.number(link.id1()).number(link.id2()).number(link.linkType()).number(link.visibility())
          .data(link.data()).number(link.time()).number(link.version()).endRow();
    }
    long inserted = load(connection, "LOAD DATA LOCAL INFILE 'linkbenchx-links' IGNORE INTO TABLE " + tables.link()
        + FORMAT + " (id1, id2, link_type, visibility, data, time, version)");
    return inserted == links.size();
  }

  @Override
  public boolean loadCounts(Connection connection, TableNames tables, List<LinkCount> counts) throws SQLException {
    rows.clear();
    for (LinkCount count : counts) {
      rows.number(count.id1()).number(count.linkType()).number(count.count()).number(count.time())
          .number(count.version()).endRow();
    }
    return load(connection, "LOAD DATA LOCAL INFILE 'linkbenchx-counts' REPLACE INTO TABLE " + tables.count()
        + FORMAT + " (id, link_type, count, time, version)") >= 0;
  }

  /** With the nodes' own ids (see the class comment); null when some id existed or a node has none. */
  @Override
  public long[] loadNodes(Connection connection, TableNames tables, List<Node> nodes) throws SQLException {
    long[] ids = new long[nodes.size()];
    long previous = 0;
    rows.clear();
    for (int i = 0; i < ids.length; i++) {
      Node node = nodes.get(i);
      if (node.id() <= previous) {
        return null; // no id of its own (AUTO_INCREMENT's to give), or out of order
      }
      ids[i] = previous = node.id();
      rows.number(node.id()).number(node.type()).number(node.version()).number(node.time()).data(node.data())
          .endRow();
    }
    long inserted = load(connection, "LOAD DATA LOCAL INFILE 'linkbenchx-nodes' IGNORE INTO TABLE " + tables.node()
        + FORMAT + " (id, type, version, time, data)");
    return inserted == ids.length ? ids : null;
  }

  /** Rows the server took (affected rows), or -1 when it warned about any. */
  private long load(Connection connection, String sql) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.unwrap(JdbcStatement.class).setLocalInfileInputStream(rows.stream());
      long affected = statement.executeLargeUpdate(sql);
      return statement.getWarnings() == null ? affected : -1;
    } catch (SQLException e) {
      if (LOCAL_INFILE_REFUSED.contains(e.getErrorCode())) {
        throw new SQLException(REFUSAL, e.getSQLState(), e.getErrorCode(), e);
      }
      throw e;
    }
  }
}
