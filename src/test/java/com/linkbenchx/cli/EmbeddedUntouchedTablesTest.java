package com.linkbenchx.cli;

import com.linkbenchx.store.embedded.EmbeddedMariaDbExtension;
import com.linkbenchx.store.sql.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;

/** {@link UntouchedTablesTest} on the embedded MariaDB server (default test command). */
@ExtendWith(EmbeddedMariaDbExtension.class)
class EmbeddedUntouchedTablesTest extends UntouchedTablesTest {
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
