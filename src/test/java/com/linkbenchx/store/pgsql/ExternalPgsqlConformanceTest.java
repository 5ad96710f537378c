package com.linkbenchx.store.pgsql;

import com.linkbenchx.config.Config;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.conformance.GraphStoreConformance;
import com.linkbenchx.store.sql.TestDatabase;
import java.sql.Connection;
import java.sql.Statement;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;

/**
 * The whole store conformance suite on PostgreSQL ({@code mvn -P pgsql-test test}). Server from
 * system properties {@code linkbench.pgsql.host/port/user/password/database/schema}, defaulting to
 * the CI setup (localhost:5432, linkbench/linkbench, database linkbench_unittestdb); datasets are
 * schemas in that database.
 */
@Tag("pgsql-external")
class ExternalPgsqlConformanceTest extends GraphStoreConformance {
  private final TestDatabase server = TestDatabase.externalPgsql();
  private final Set<String> created = new HashSet<>();

  @Override
  protected StoreProvider newProvider() {
    return new PgsqlStoreProvider();
  }

  private Map<String, String> keys(String dbid) {
    Map<String, String> keys = new HashMap<>();
    keys.put("host", server.host());
    keys.put("port", String.valueOf(server.port()));
    keys.put("user", server.user());
    keys.put("password", server.password());
    keys.put("pgsql_database", server.database());
    keys.put("dbid", dbid);
    keys.put("linktable", "linktable");
    keys.put("counttable", "counttable");
    keys.put("nodetable", "nodetable");
    keys.put("create_tables", "true");
    keys.put("mysql_bulk_insert_batch", "100");
    return keys;
  }

  @Override
  protected Config config() {
    return Config.of(keys(server.dbid()));
  }

  @Override
  protected String emptyDbid(StoreProvider provider, int dataset) throws Exception {
    String dbid = dataset == 0 ? server.dbid() : server.dbid() + dataset;
    if (created.add(dbid) && dataset != 0) {
      PgsqlStoreProvider other = new PgsqlStoreProvider();
      other.configure(Config.of(keys(dbid)));
      other.start(false); // creates the schema and tables
    }
    try (Connection connection = server.connect(); Statement statement = connection.createStatement()) {
      statement.execute("TRUNCATE TABLE " + dbid + ".linktable, " + dbid + ".counttable, " + dbid + ".nodetable");
    }
    return dbid;
  }
}
