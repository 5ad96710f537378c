package com.linkbenchx.store.sql;

import java.util.List;

/**
 * The three tables of one dbid, qualified and quoted for the dialect, ready to splice into SQL
 * text. Built only from validated identifiers.
 *
 * @param link qualified link table
 * @param count qualified count table
 * @param node qualified node table
 */
public record TableNames(String link, String count, String node) {
  public static TableNames of(SqlDialect dialect, String dbid, SqlStoreSettings settings) {
    return new TableNames(
        dialect.qualify(dbid, settings.linkTable()),
        dialect.qualify(dbid, settings.countTable()),
        dialect.qualify(dbid, settings.nodeTable()));
  }

  /** Link, count and node table, in that order. */
  public List<String> all() {
    return List.of(link, count, node);
  }
}
