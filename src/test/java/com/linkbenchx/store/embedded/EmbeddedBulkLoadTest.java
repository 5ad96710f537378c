package com.linkbenchx.store.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.connection.OutagePolicy;
import com.linkbenchx.store.mysql.MySqlDialect;
import com.linkbenchx.store.sql.BulkLoadConformance;
import com.linkbenchx.store.sql.LoadMethod;
import com.linkbenchx.store.sql.SqlConnector;
import com.linkbenchx.store.sql.SqlStoreProvider;
import com.linkbenchx.store.sql.SqlStoreSettings;
import com.linkbenchx.store.sql.TestDatabase;
import com.mysql.cj.jdbc.JdbcStatement;
import java.io.ByteArrayInputStream;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** {@code load_method = bulk} through LOAD DATA LOCAL INFILE on the embedded MariaDB server (default suite). */
@ExtendWith(EmbeddedMariaDbExtension.class)
class EmbeddedBulkLoadTest extends BulkLoadConformance {
  private static TestDatabase database;

  @BeforeAll
  static void server(TestDatabase shared) {
    database = shared;
  }

  @Override
  protected TestDatabase database() {
    return database;
  }

  /** Local files are a client-side risk: only the bulk path's load connections accept them. */
  @Test
  void onlyTheBulkPathsLoadConnectionsAllowLocalInfile() throws Exception {
    SqlStoreSettings bulk = database.freshSettings("local").withLoadMethod(LoadMethod.BULK);
    SqlStoreSettings insert = bulk.withLoadMethod(LoadMethod.INSERT);
    assertTrue(allowsLocalInfile(new SqlConnector(new MySqlDialect(), bulk, Phase.LOAD, OutagePolicy.defaults())));
    assertFalse(allowsLocalInfile(new SqlConnector(new MySqlDialect(), bulk, Phase.REQUEST, OutagePolicy.defaults())));
    assertFalse(allowsLocalInfile(new SqlConnector(new MySqlDialect(), insert, Phase.LOAD, OutagePolicy.defaults())));
  }

  /** Whether the connection sends an in-memory stream for LOAD DATA LOCAL (into a table that does not exist). */
  private static boolean allowsLocalInfile(SqlConnector connector) throws Exception {
    try (Connection connection = connector.open(true); Statement statement = connection.createStatement()) {
      statement.unwrap(JdbcStatement.class).setLocalInfileInputStream(new ByteArrayInputStream(new byte[0]));
      statement.execute("LOAD DATA LOCAL INFILE 'x' INTO TABLE " + database.dbid() + ".no_such_table_here");
      throw new AssertionError("loaded into a table that does not exist");
    } catch (SQLException e) {
      // 1146: the server got as far as the table, so the client sent the file; otherwise the client refused.
      return e.getErrorCode() == 1146;
    }
  }

  @Test
  void aServerRefusingLocalInfileIsOneLineSayingHowToEnableIt() throws Exception {
    SqlStoreSettings settings = database.freshSettings("refused").withLoadMethod(LoadMethod.BULK);
    SqlStoreProvider provider = SqlStoreProvider.of(new MySqlDialect(), settings);
    provider.start(false);
    database.execute("SET GLOBAL local_infile = 0");
    try (GraphStore store = provider.openGraphStore(Phase.LOAD, 1)) {
      Link link = new Link(1, Link.DEFAULT_LINK_TYPE, 2, Link.VISIBILITY_DEFAULT, new byte[] {1}, 0, 3);
      StoreException refused = assertThrows(StoreException.class,
          () -> store.addBulkLoad(settings.dbid(), new LoadBatch(List.of(link), List.of(), List.of())));
      String message = refused.getMessage();
      assertEquals(1, message.lines().count(), message);
      assertTrue(message.contains("local_infile") && message.contains("SET GLOBAL local_infile = 1")
          && message.contains("load_method=insert"), message);
      assertEquals(ErrorKind.FATAL, refused.kind(), message);
    } finally {
      database.execute("SET GLOBAL local_infile = 1");
      database.dropTables(settings);
    }
  }

  @Test
  void aServerRefusingLocalInfileIsRefusedBeforeTheLoadStarts() throws Exception {
    SqlStoreSettings settings = database.freshSettings("precheck").withLoadMethod(LoadMethod.BULK);
    SqlStoreProvider provider = SqlStoreProvider.of(new MySqlDialect(), settings);
    provider.start(false);
    provider.checkReadyToLoad(10, 100);
    database.execute("SET GLOBAL local_infile = 0");
    try {
      StoreException refused = assertThrows(StoreException.class, () -> provider.checkReadyToLoad(10, 100));
      assertTrue(refused.getMessage().contains("SET GLOBAL local_infile = 1"), refused.getMessage());
      assertEquals(ErrorKind.FATAL, refused.kind());
      SqlStoreProvider inserting = SqlStoreProvider.of(new MySqlDialect(), settings.withLoadMethod(LoadMethod.INSERT));
      inserting.start(false);
      inserting.checkReadyToLoad(10, 100); // the INSERT path needs no local files
      inserting.close();
    } finally {
      database.execute("SET GLOBAL local_infile = 1");
      provider.close();
      database.dropTables(settings);
    }
  }
}
