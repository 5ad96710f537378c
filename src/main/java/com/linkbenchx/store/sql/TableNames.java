package com.linkbenchx.store.sql;

import java.util.List;

/** The three tables of one dbid, qualified and quoted for the dialect from validated identifiers. */
public record TableNames(String link, String count, String node) {
  public static TableNames of(SqlDialect dialect, String dbid, SqlStoreSettings settings) {
    return new TableNames(dialect.qualify(dbid, settings.linkTable()), dialect.qualify(dbid, settings.countTable()),
        dialect.qualify(dbid, settings.nodeTable()));
  }

  /** Link, count and node table, in that order. */
  public List<String> all() {
    return List.of(link, count, node);
  }
}
