package com.linkbenchx.store.mysql;

import com.linkbenchx.config.Config;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.conformance.GraphStoreConformance;
import com.linkbenchx.store.sql.TestDatabase;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;

/**
 * The whole store conformance suite against an external MySQL/MariaDB ({@code mvn -P mysql-test
 * test}). Server from system properties {@code linkbench.mysql.host/port/user/password/database},
 * defaulting to the CI setup (localhost:3306, linkbench/linkbench, linkbench_unittestdb). Only one
 * database is granted there, so the two-dataset isolation tests are skipped.
 */
@Tag("mysql-external")
class ExternalMySqlConformanceTest extends GraphStoreConformance {
  private final TestDatabase server = TestDatabase.externalMySql();

  @Override
  protected StoreProvider newProvider() {
    return new MySqlStoreProvider();
  }

  @Override
  protected Config config() {
    return Config.of(Map.of(
        "host", server.host(),
        "port", String.valueOf(server.port()),
        "user", server.user(),
        "password", server.password(),
        "dbid", server.dbid(),
        "linktable", "linktable",
        "counttable", "counttable",
        "nodetable", "nodetable",
        "create_tables", "true",
        "mysql_bulk_insert_batch", "100"));
  }

  @Override
  protected String emptyDbid(StoreProvider provider, int dataset) throws Exception {
    if (dataset != 0) {
      Assumptions.abort("only one database is available on the external test server");
    }
    try (Connection connection = server.connect(); Statement statement = connection.createStatement()) {
      for (String table : new String[] {"linktable", "counttable", "nodetable"}) {
        statement.execute("TRUNCATE TABLE " + server.dbid() + "." + table);
      }
    }
    return server.dbid();
  }
}
