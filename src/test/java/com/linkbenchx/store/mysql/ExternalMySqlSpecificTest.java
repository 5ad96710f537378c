package com.linkbenchx.store.mysql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.connection.Secret;
import com.linkbenchx.store.sql.LoadMethod;
import com.linkbenchx.store.sql.SqlStoreProvider;
import com.linkbenchx.store.sql.SqlStoreSettings;
import com.linkbenchx.store.sql.TestDatabase;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** MySQL failure handling against an external server, plus what needs real authentication. */
@Tag("mysql-external")
class ExternalMySqlSpecificTest extends MySqlSpecificTest {
  private final TestDatabase database = TestDatabase.externalMySql();

  @Override
  protected TestDatabase database() {
    return database;
  }

  @Test
  void aWrongPasswordIsFatalAndNeverShown() {
    SqlStoreSettings good = database.freshSettings("auth");
    SqlStoreSettings wrong = new SqlStoreSettings(good.host(), good.port(), good.user(),
        new Secret("Wrong-Passw0rd-xyz"), good.database(), good.dbid(), good.linkTable(),
        good.countTable(), good.nodeTable(), 10, false, good.jdbcProperties(), true, good.retry(), 0,
        LoadMethod.INSERT);
    StoreException error =
        assertThrows(StoreException.class, () -> SqlStoreProvider.of(new MySqlDialect(), wrong).start(false));
    assertEquals(ErrorKind.FATAL, error.kind());
    assertTrue(error.getMessage().contains("Access denied"), error.getMessage());
    assertFalse(error.getMessage().contains("Wrong-Passw0rd-xyz"));
  }
}
