package com.linkbenchx.cli;

import com.linkbenchx.store.sql.TestDatabase;
import org.junit.jupiter.api.Tag;

/** {@link UntouchedTablesTest} against an external PostgreSQL server ({@code mvn test -P pgsql-test}). */
@Tag("pgsql-external")
class ExternalPgsqlUntouchedTablesTest extends UntouchedTablesTest {
  private final TestDatabase db = TestDatabase.externalPgsql();

  @Override
  protected TestDatabase database() {
    return db;
  }
}
