package com.linkbenchx.store.embedded;

import com.linkbenchx.store.sql.SqlStoreBehaviourTest;
import com.linkbenchx.store.sql.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;

/** The shared SQL behaviour on the embedded MariaDB server (default test command). */
@ExtendWith(EmbeddedMariaDbExtension.class)
class EmbeddedMySqlStoreTest extends SqlStoreBehaviourTest {
  private static TestDatabase database;

  @BeforeAll
  static void server(TestDatabase shared) {
    database = shared;
  }

  @Override
  protected TestDatabase database() {
    return database;
  }
}
