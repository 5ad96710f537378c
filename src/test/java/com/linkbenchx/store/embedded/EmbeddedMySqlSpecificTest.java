package com.linkbenchx.store.embedded;

import com.linkbenchx.store.mysql.MySqlSpecificTest;
import com.linkbenchx.store.sql.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
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
}
