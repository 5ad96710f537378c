package com.linkbenchx.e2e;

import com.linkbenchx.store.embedded.EmbeddedMariaDbExtension;
import com.linkbenchx.store.embedded.EmbeddedMariaDbExtension.RunningServer;
import com.linkbenchx.store.sql.TestDatabase;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;

/** The end-to-end scenario with the MySQL store against the embedded MariaDB server (default test run). */
@ExtendWith(EmbeddedMariaDbExtension.class)
class MySqlEndToEndTest extends SqlEndToEndScenario {
  private TestDatabase database;

  @BeforeEach
  void server(RunningServer server) {
    database = server.database();
  }

  @Override
  TestDatabase database() {
    return database;
  }

  @Override
  String configFile() {
    return "config/LinkConfigMysql.properties";
  }

  @Override
  void dropDbid(Statement statement) throws SQLException {
    statement.execute("DROP DATABASE IF EXISTS " + DBID);
  }
}
