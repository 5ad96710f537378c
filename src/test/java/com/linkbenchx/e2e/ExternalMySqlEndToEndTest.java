package com.linkbenchx.e2e;

import com.linkbenchx.store.sql.TestDatabase;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Tag;

/**
 * The end-to-end scenario against an external MySQL/MariaDB server ({@code mvn test -P mysql-test}),
 * in the test database with the default table names.
 */
@Tag("mysql-external")
class ExternalMySqlEndToEndTest extends SqlEndToEndScenario {
  private final TestDatabase database = TestDatabase.externalMySql();

  @Override
  TestDatabase database() {
    return database;
  }

  @Override
  String configFile() {
    return "config/LinkConfigMysql.properties";
  }

  @Override
  String dbid() {
    return database.dbid();
  }

  @Override
  void dropDbid(Statement statement) throws SQLException {
    for (String table : new String[] {"linktable", "counttable", "nodetable"}) {
      statement.execute("DROP TABLE IF EXISTS " + dbid() + "." + table);
    }
  }
}
