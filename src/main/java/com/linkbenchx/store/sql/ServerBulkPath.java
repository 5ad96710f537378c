package com.linkbenchx.store.sql;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * One loader's writer through the server's own bulk path ({@code load_method = bulk}). Each call runs inside the
 * caller's transaction on a batch collapsed to one row per key, and leaves exactly what the INSERT path would, or
 * answers false (keys that already exist) for the caller to roll back and take the INSERT path. One per store instance.
 */
public interface ServerBulkPath {
  /** Inserts the links; false when some key already existed or a row was not taken as is. */
  boolean loadLinks(Connection connection, TableNames tables, List<Link> links) throws SQLException;

  /** Writes the count rows, replacing existing ones; false when that must go through the INSERT path. */
  boolean loadCounts(Connection connection, TableNames tables, List<LinkCount> counts) throws SQLException;

  /** Inserts the nodes in order and returns their ids, ascending; null when the batch must take the INSERT path. */
  long[] loadNodes(Connection connection, TableNames tables, List<Node> nodes) throws SQLException;
}
