package com.linkbenchx.store.sql;

import java.sql.SQLException;

/** One attempt of a store operation on an open session; it may be run again after a rollback. */
@FunctionalInterface
interface SqlWork<T> {
  T run(SqlSession session) throws SQLException;
}
