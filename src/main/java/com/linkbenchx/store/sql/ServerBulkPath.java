package com.linkbenchx.store.sql;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * One loader's writer through the server's own bulk path ({@code load_method = bulk}). Each call runs inside the
 * caller's write transaction on a batch already collapsed to one row per key, and either leaves exactly what the INSERT
 * path would leave or answers false: the caller then rolls back and writes the batch through the INSERT path. Keys that
 * already exist (a load appended to old data, or random id2s repeating across batches) take that way; a fresh load
 * never does. Holds a reused row buffer, so one instance serves one store instance (one thread).
 */
public interface ServerBulkPath {
  /** Inserts the links; false when some key already existed or a row was not taken as is. */
  boolean loadLinks(Connection connection, TableNames tables, List<Link> links) throws SQLException;

  /** Writes the count rows, replacing existing ones; false when that must go through the INSERT path. */
  boolean loadCounts(Connection connection, TableNames tables, List<LinkCount> counts) throws SQLException;

  /**
   * Inserts the nodes in order and returns the ids they got, ascending, as the INSERT path does; or
   * null when the batch must take the INSERT path instead (the caller rolls back what was written).
   */
  long[] loadNodes(Connection connection, TableNames tables, List<Node> nodes) throws SQLException;
}
