package com.linkbenchx.e2e;

import com.linkbenchx.store.sql.TestDatabase;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Tag;

/**
 * Two shards as two schemas of the PostgreSQL test database ({@code mvn test -P pgsql-test}):
 * {@code e2e_shard0} and {@code e2e_shard1}, or those named by {@code -Dlinkbench.pgsql.shards=a,b}.
 * Each shard's node sequence steps by 2 from its own first id.
 */
@Tag("pgsql-external")
class ExternalShardedPgsqlEndToEndTest extends ShardedEndToEndScenario {
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
  List<String> shards() {
    return List.of(System.getProperty("linkbench.pgsql.shards", "e2e_shard0,e2e_shard1").split(","));
  }

  @Override
  void dropShard(Statement statement, String shard) throws SQLException {
    statement.execute("DROP SCHEMA IF EXISTS " + shard + " CASCADE");
  }
}
