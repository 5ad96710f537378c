package com.linkbenchx.store.mysql;

import com.linkbenchx.store.sql.SqlStoreBehaviourTest;
import com.linkbenchx.store.sql.TestDatabase;
import org.junit.jupiter.api.Tag;

/**
 * The shared SQL behaviour against an external MySQL/MariaDB ({@code mvn -P mysql-test test};
 * server from system properties {@code linkbench.mysql.host/port/user/password/database}).
 */
@Tag("mysql-external")
class ExternalMySqlStoreTest extends SqlStoreBehaviourTest {
  private final TestDatabase database = TestDatabase.externalMySql();

  @Override
  protected TestDatabase database() {
    return database;
  }
}
