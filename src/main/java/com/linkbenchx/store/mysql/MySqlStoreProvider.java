package com.linkbenchx.store.mysql;

import com.linkbenchx.store.sql.SqlStoreProvider;

/**
 * The MySQL/MariaDB store ({@code linkstore = com.facebook.LinkBench.LinkStoreMysql} maps here).
 * Keys: host, port, user, password (or password_file, or LINKBENCH_PASSWORD), dbid, linktable,
 * counttable, nodetable, mysql_bulk_insert_batch, mysql_disable_binlog_load, jdbc_url_properties,
 * create_tables, max_retries, retry_backoff_ms, retry_backoff_max_ms, connect_jitter_ms.
 */
public final class MySqlStoreProvider extends SqlStoreProvider {
  public MySqlStoreProvider() {
    super(new MySqlDialect());
  }
}
