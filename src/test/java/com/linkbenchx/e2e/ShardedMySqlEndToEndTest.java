package com.linkbenchx.e2e;

import com.linkbenchx.store.embedded.EmbeddedMariaDbExtension;
import com.linkbenchx.store.embedded.EmbeddedMariaDbExtension.RunningServer;
import com.linkbenchx.store.sql.TestDatabase;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;

/** Two shards as two databases of the embedded MariaDB server (default test run). */
@ExtendWith(EmbeddedMariaDbExtension.class)
class ShardedMySqlEndToEndTest extends ShardedEndToEndScenario {
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
  List<String> shards() {
    return List.of("e2e_shard0", "e2e_shard1");
  }

  @Override
  void dropShard(Statement statement, String shard) throws SQLException {
    statement.execute("DROP DATABASE IF EXISTS " + shard);
  }
}
