package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.store.sql.TestDatabase;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A PostgreSQL database that does not exist ({@code mvn test -P pgsql-test}): the server names the
 * database, the driver adds the key that chose it, in one line with exit 3.
 */
@Tag("pgsql-external")
class ExternalPgsqlMissingDatabaseTest {
  private static final String MISSING = "lb_no_such_database_here";

  @TempDir
  Path work;

  private final TestDatabase db = TestDatabase.externalPgsql();

  @Test
  void missingDatabaseNamesTheKeyThatChoseIt() throws Exception {
    CliProcess.Result result = CliProcess.run(work, 60, "-c",
        CliProcess.PROJECT_DIR.resolve("config/LinkConfigPgsql.properties").toString(), "-r",
        "-D", "host=" + db.host(), "-D", "port=" + db.port(), "-D", "user=" + db.user(),
        "-D", "password=" + db.password(), "-D", "pgsql_database=" + MISSING, "-D", "debuglevel=INFO");
    assertEquals(3, result.exitCode(), result.all());
    assertEquals(1, result.errorLines().size(), result.stderr());
    String line = result.errorLines().get(0);
    assertTrue(line.contains("database \"" + MISSING + "\" does not exist"), line);
    assertTrue(line.contains("set pgsql_database (now '" + MISSING + "') to an existing database"), line);
  }
}
