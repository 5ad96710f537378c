package com.linkbenchx.store.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.linkbenchx.model.Phase;
import com.linkbenchx.store.connection.OutagePolicy;
import com.linkbenchx.store.mysql.MySqlDialect;
import com.linkbenchx.store.mysql.MySqlSpecificTest;
import com.linkbenchx.store.sql.LoadMethod;
import com.linkbenchx.store.sql.SqlConnector;
import com.linkbenchx.store.sql.SqlStoreSettings;
import com.linkbenchx.store.sql.TestDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** MySQL failure handling and schema checks on the embedded MariaDB server (default test command). */
@ExtendWith(EmbeddedMariaDbExtension.class)
class EmbeddedMySqlSpecificTest extends MySqlSpecificTest {
  private static TestDatabase database;

  @BeforeAll
  static void server(TestDatabase shared) {
    database = shared;
  }

  @Override
  protected TestDatabase database() {
    return database;
  }

  /** Needs a privilege (SUPER/BINLOG ADMIN) that the external test user does not have. */
  @Test
  void theBinaryLogIsSwitchedOffOnlyForLoadSessionsWhenAsked() throws Exception {
    SqlStoreSettings base = database.freshSettings("binlog");
    SqlStoreSettings disabling = new SqlStoreSettings(base.host(), base.port(), base.user(), base.password(),
        base.database(), base.dbid(), base.linkTable(), base.countTable(), base.nodeTable(), base.bulkBatchSize(),
        true, base.jdbcProperties(), false, base.retry(), 0, LoadMethod.INSERT);
    assertEquals(0, sqlLogBin(new SqlConnector(new MySqlDialect(), disabling, Phase.LOAD, OutagePolicy.defaults())));
    assertEquals(1, sqlLogBin(new SqlConnector(new MySqlDialect(), disabling, Phase.REQUEST, OutagePolicy.defaults())));
    assertEquals(1, sqlLogBin(new SqlConnector(new MySqlDialect(), base, Phase.LOAD, OutagePolicy.defaults())));
  }

  private static int sqlLogBin(SqlConnector connector) throws Exception {
    try (Connection connection = connector.open(false); Statement statement = connection.createStatement();
        ResultSet row = statement.executeQuery("SELECT @@session.sql_log_bin")) {
      row.next();
      return row.getInt(1);
    }
  }
}
