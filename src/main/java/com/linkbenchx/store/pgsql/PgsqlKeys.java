package com.linkbenchx.store.pgsql;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeySet;

/** Keys only the PostgreSQL store reads (it reads the SQL stores' keys too). */
public final class PgsqlKeys {
  public static final ConfigKey<String> DATABASE = ConfigKey.string("pgsql_database").defaultValue("linkbench")
      .constraint("an SQL identifier").scope("PostgreSQL").doc("Database to connect to; dbid names a schema inside it");

  public static final KeySet ALL = KeySet.of("PostgreSQL store", DATABASE);

  private PgsqlKeys() {
  }
}
