package com.linkbenchx.e2e;

import com.linkbenchx.store.sql.TestDatabase;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Tag;

/**
 * Two shards as two databases of an external MySQL/MariaDB server ({@code mvn test -P mysql-test}):
 * {@code <database>_s0} and {@code _s1} ({@code linkbench_unittestdb_s0/_s1} by default, created and
 * granted by .ci/setup-mariadb.sh; {@code -Dlinkbench.mysql.shards=a,b} names others).
 */
@Tag("mysql-external")
class ExternalShardedMySqlEndToEndTest extends ShardedEndToEndScenario {
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
  List<String> shards() {
    String named = System.getProperty("linkbench.mysql.shards");
    return named != null ? List.of(named.split(",")) : List.of(database.dbid() + "_s0", database.dbid() + "_s1");
  }

  @Override
  void dropShard(Statement statement, String shard) throws SQLException {
    for (String table : new String[] {"linktable", "counttable", "nodetable"}) {
      statement.execute("DROP TABLE IF EXISTS " + shard + "." + table);
    }
  }
}
