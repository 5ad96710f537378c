package com.linkbenchx.cli;

import com.linkbenchx.store.sql.TestDatabase;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table of another shape named as a benchmark table, and --verify on a missing table, against an
 * external PostgreSQL server (`mvn test -P pgsql-test`): nothing is created, emptied or altered.
 */
@Tag("pgsql-external")
class ExternalPgsqlUntouchedTablesTest {
  @TempDir
  Path work;

  private final TestDatabase db = TestDatabase.externalPgsql();

  @Test
  void foreignTableKeepsItsRows() throws Exception {
    UntouchedTablesChecks.foreignTableKeepsItsRows(db, work);
  }

  @Test
  void foreignViewKeepsItsRows() throws Exception {
    UntouchedTablesChecks.foreignViewKeepsItsRows(db, work);
  }

  @Test
  void truncateEmptiesNothingUnlessEveryTablePasses() throws Exception {
    UntouchedTablesChecks.truncateEmptiesNothingUnlessEveryTablePasses(db);
  }

  @Test
  void verifyNamesAMissingTableAndCreatesNothing() throws Exception {
    UntouchedTablesChecks.verifyNamesAMissingTableAndCreatesNothing(db, work);
  }
}
