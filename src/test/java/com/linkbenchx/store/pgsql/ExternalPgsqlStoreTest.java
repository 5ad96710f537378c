package com.linkbenchx.store.pgsql;

import com.linkbenchx.store.sql.SqlStoreBehaviourTest;
import com.linkbenchx.store.sql.TestDatabase;
import org.junit.jupiter.api.Tag;

/**
 * The shared SQL behaviour on PostgreSQL ({@code mvn -P pgsql-test test}; server from system
 * properties {@code linkbench.pgsql.host/port/user/password/database/schema}).
 */
@Tag("pgsql-external")
class ExternalPgsqlStoreTest extends SqlStoreBehaviourTest {
  private final TestDatabase database = TestDatabase.externalPgsql();

  @Override
  protected TestDatabase database() {
    return database;
  }
}
