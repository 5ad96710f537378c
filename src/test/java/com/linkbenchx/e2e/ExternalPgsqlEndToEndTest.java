package com.linkbenchx.e2e;

import com.linkbenchx.store.sql.TestDatabase;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Tag;

/**
 * The end-to-end scenario against an external PostgreSQL server ({@code mvn test -P pgsql-test}),
 * in schema {@value #DBID} of the test database.
 */
@Tag("pgsql-external")
class ExternalPgsqlEndToEndTest extends SqlEndToEndScenario {
  private final TestDatabase database = TestDatabase.externalPgsql();

  @Override
  TestDatabase database() {
    return database;
  }

  @Override
  String configFile() {
    return "config/LinkConfigPgsql.properties";
  }

  @Override
  void dropDbid(Statement statement) throws SQLException {
    statement.execute("DROP SCHEMA IF EXISTS " + DBID + " CASCADE");
  }
}
