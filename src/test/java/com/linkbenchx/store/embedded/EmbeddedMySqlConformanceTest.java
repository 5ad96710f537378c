package com.linkbenchx.store.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.linkbenchx.config.Config;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.conformance.GraphStoreConformance;
import com.linkbenchx.store.mysql.MySqlDialect;
import com.linkbenchx.store.sql.SqlStoreProvider;
import com.linkbenchx.store.sql.TestDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The whole store conformance suite on the default store: the embedded MariaDB provider, started
 * once for the class, with its databases created as utf8mb4 (the default of MySQL 8 and MariaDB
 * 10.11+) so that every payload test also proves bytes survive that default.
 */
class EmbeddedMySqlConformanceTest extends GraphStoreConformance {
  private static final String DBID = "linkbench_conformance";
  private final Set<String> created = new HashSet<>();

  @Override
  protected StoreProvider newProvider() {
    return new EmbeddedMariaDbStoreProvider();
  }

  @Override
  protected Config config() {
    return Config.of(Map.of(
        "embedded_data_dir", EmbeddedMariaDbExtension.RunningServer.projectDir()
            .resolve("target").resolve("embedded-conformance").toString(),
        "embedded_base_dir", EmbeddedMariaDbExtension.RunningServer.directory().resolve("base").toString(),
        "dbid", DBID,
        "mysql_bulk_insert_batch", "100"));
  }

  private TestDatabase server() {
    int port = ((EmbeddedMariaDbStoreProvider) provider()).port();
    return new TestDatabase(new MySqlDialect(), "127.0.0.1", port, "root", "", "", DBID);
  }

  @Override
  protected String emptyDbid(StoreProvider provider, int dataset) throws Exception {
    String dbid = dataset == 0 ? DBID : DBID + dataset;
    try (Connection connection = server().connect(); Statement statement = connection.createStatement()) {
      if (created.add(dbid)) {
        statement.execute("CREATE DATABASE IF NOT EXISTS " + dbid + " DEFAULT CHARACTER SET utf8mb4");
        statement.execute("ALTER DATABASE " + dbid + " DEFAULT CHARACTER SET utf8mb4");
        SqlStoreProvider.of(new MySqlDialect(),
            server().settings("linktable", "counttable", "nodetable", true, Map.of()).withDbid(dbid)).start(false);
      }
      for (String table : new String[] {"linktable", "counttable", "nodetable"}) {
        statement.execute("TRUNCATE TABLE " + dbid + "." + table);
      }
    }
    return dbid;
  }

  @Test
  void datasetsUseUtf8mb4ByDefaultWhileTablesStayLatin1() throws SQLException {
    try (Connection connection = server().connect(); Statement statement = connection.createStatement();
        ResultSet row = statement.executeQuery("SELECT s.default_character_set_name, t.table_collation"
            + " FROM information_schema.schemata s JOIN information_schema.tables t ON t.table_schema = s.schema_name"
            + " WHERE s.schema_name = '" + dbid() + "' AND t.table_name = 'linktable'")) {
      row.next();
      assertEquals("utf8mb4", row.getString(1));
      assertEquals("latin1_swedish_ci", row.getString(2));
    }
  }
}
