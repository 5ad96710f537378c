package com.linkbenchx.store.pgsql;

import com.linkbenchx.store.sql.SqlStoreProvider;

/** The PostgreSQL store ({@code com.facebook.LinkBench.LinkStorePgsql} maps here); keys: SqlKeys and PgsqlKeys. */
public final class PgsqlStoreProvider extends SqlStoreProvider {
  public PgsqlStoreProvider() {
    super(new PgsqlDialect());
  }
}
