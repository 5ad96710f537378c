package com.linkbenchx.store.pgsql;

import com.linkbenchx.store.sql.SqlStoreProvider;

/**
 * The PostgreSQL store ({@code linkstore = com.facebook.LinkBench.LinkStorePgsql} maps here). Keys
 * as for MySQL, plus pgsql_database (default linkbench); the dbid names a schema in it.
 */
public final class PgsqlStoreProvider extends SqlStoreProvider {
  public PgsqlStoreProvider() {
    super(new PgsqlDialect());
  }
}
