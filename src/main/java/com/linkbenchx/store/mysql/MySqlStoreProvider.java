package com.linkbenchx.store.mysql;

import com.linkbenchx.store.sql.SqlStoreProvider;

/** The MySQL/MariaDB store ({@code linkstore = com.facebook.LinkBench.LinkStoreMysql} maps here); keys: SqlKeys. */
public final class MySqlStoreProvider extends SqlStoreProvider {
  public MySqlStoreProvider() {
    super(new MySqlDialect());
  }
}
