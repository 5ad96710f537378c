package com.linkbenchx.cli;

import com.linkbenchx.store.sql.TestDatabase;
import org.junit.jupiter.api.Tag;

/** {@link UntouchedTablesTest} against an external MySQL server ({@code mvn test -P mysql-test}). */
@Tag("mysql-external")
class ExternalMySqlUntouchedTablesTest extends UntouchedTablesTest {
  private final TestDatabase db = TestDatabase.externalMySql();

  @Override
  protected TestDatabase database() {
    return db;
  }
}
