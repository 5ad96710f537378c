package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.store.sql.TestDatabase;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A refused login against a server that checks passwords ({@code mvn test -P mysql-test}; the
 * embedded test server runs without grant tables, so it accepts any password): one line naming the
 * server and the user, exit 3, and the wrong password printed nowhere, even at TRACE.
 */
@Tag("mysql-external")
class ExternalWrongPasswordTest {
  private static final String WRONG = "Wr0ngPassw0rdValue";

  @TempDir
  Path work;

  @Test
  void refusedLoginIsOneLineAndTheSecretIsNeverPrinted() throws Exception {
    CliProcess.Result result = run("INFO");
    assertEquals(3, result.exitCode(), result.all());
    assertEquals(1, result.errorLines().size(), result.stderr());
    String line = result.errorLines().get(0);
    assertTrue(line.contains("Cannot connect to MySQL at " + db.host() + ":" + db.port()), line);
    assertTrue(line.contains("Access denied for user '" + db.user() + "'"), line);
    assertFalse(result.all().contains(WRONG), "the password was printed");
  }

  @Test
  void secretIsNeverPrintedEvenWithStackTracesAtTrace() throws Exception {
    CliProcess.Result result = run("TRACE");
    assertEquals(3, result.exitCode(), result.all());
    assertTrue(result.stderr().contains("Access denied"), result.stderr());
    assertFalse(result.all().contains(WRONG), "the password was printed");
  }

  private final TestDatabase db = TestDatabase.externalMySql();

  private CliProcess.Result run(String level) throws Exception {
    return CliProcess.run(work, 60, "-c",
        CliProcess.PROJECT_DIR.resolve("config/LinkConfigMysql.properties").toString(),
        "-D", "host=" + db.host(), "-D", "port=" + db.port(), "-D", "user=" + db.user(), "-D", "password=" + WRONG,
        "-D", "dbid=" + db.dbid(), "-D", "debuglevel=" + level, "-r", "-D", "maxtime=2");
  }
}
