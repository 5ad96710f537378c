package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.store.embedded.EmbeddedMariaDbExtension;
import com.linkbenchx.store.embedded.EmbeddedMariaDbExtension.RunningServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad SQL-side inputs through the real command line against the embedded MariaDB server: a missing
 * database, a missing table, a table of the wrong shape; and the password never printed, at TRACE.
 * Tables of another shape and --verify on a missing table: {@link UntouchedTablesTest}.
 */
@ExtendWith(EmbeddedMariaDbExtension.class)
class SqlBadInputTest {
  private static final String SECRET = "S3cr3tValue";

  @TempDir
  Path work;

  private static List<String> args(RunningServer server, String... more) {
    List<String> args = new ArrayList<>(List.of("-c",
        CliProcess.PROJECT_DIR.resolve("config/LinkConfigMysql.properties")
            .toString(),
        "-D", "host=127.0.0.1", "-D", "port=" + server.port(), "-D", "user=root", "-D", "password=",
        "-D", "maxid1=101", "-D", "loaders=1", "-D", "requesters=1", "-D", "maxtime=2"));
    args.addAll(List.of(more));
    return args;
  }

  /** A run that loads: its own JVM, since it writes results under its working directory. */
  private CliProcess.Result run(List<String> args) throws Exception {
    return CliProcess.run(work, 60, args.toArray(String[]::new));
  }

  /** A run refused before any phase: in-process. */
  private static CliProcess.Result refused(List<String> args) {
    return InProcessCli.run(args.toArray(String[]::new));
  }

  private static void assertOneLine(CliProcess.Result result, int status, String... named) {
    assertEquals(status, result.exitCode(), result.all());
    assertEquals(1, result.errorLines().size(), result.stderr());
    for (String text : named) {
      assertTrue(result.errorLines().get(0).contains(text), "expected '" + text + "' in " + result.errorLines().get(0));
    }
    assertFalse(result.all().contains("\tat "), result.all());
  }

  @Test
  void missingDatabaseIsNamedWithHowToCreateIt(RunningServer server) throws Exception {
    CliProcess.Result result = refused(args(server, "-r", "-D", "dbid=no_such_database"));
    assertOneLine(result, 3, "database 'no_such_database'", "does not exist",
        "CREATE DATABASE IF NOT EXISTS no_such_database",
        "sql/create_innodb.sql", "create_tables=true");
  }

  @Test
  void missingTableIsNamed(RunningServer server) throws Exception {
    CliProcess.Result result = refused(args(server, "-r", "-D", "dbid=" + EmbeddedMariaDbExtension.TEST_DBID,
        "-D", "counttable=no_such_counttable", "-D", "linktable=no_such_linktable", "-D",
        "nodetable=no_such_nodetable"));
    assertOneLine(result, 3, "has no table no_such_linktable, no_such_counttable, no_such_nodetable",
        "sql/create_innodb.sql", "create_tables=true");
  }

  @Test
  void tableLackingAColumnIsNamed(RunningServer server) throws Exception {
    try (Connection connection = server.database().connect(); Statement statement = connection.createStatement()) {
      statement.execute("DROP DATABASE IF EXISTS wrong_schema");
      statement.execute("CREATE DATABASE wrong_schema");
      statement.execute("CREATE TABLE wrong_schema.linktable (id1 BIGINT, id2 BIGINT, link_type BIGINT,"
          + " visibility TINYINT, data VARCHAR(255), time BIGINT, PRIMARY KEY (link_type, id1, id2))");
      statement.execute("CREATE TABLE wrong_schema.counttable (id BIGINT, link_type BIGINT, count INT, time BIGINT,"
          + " version BIGINT, PRIMARY KEY (id, link_type))");
      statement.execute("CREATE TABLE wrong_schema.nodetable (id BIGINT AUTO_INCREMENT PRIMARY KEY, type INT,"
          + " version BIGINT, time INT, data MEDIUMTEXT)");
    }
    CliProcess.Result result = refused(args(server, "-r", "-D", "dbid=wrong_schema"));
    assertOneLine(result, 3, "table wrong_schema.linktable at 127.0.0.1:" + server.port() + " (linktable) is not a"
        + " benchmark link table: it lacks column version; nothing was created or emptied", "sql/create_innodb.sql");
  }

  @Test
  void linkTableLackingTheRangeIndexIsNamed(RunningServer server) throws Exception {
    try (Connection connection = server.database().connect(); Statement statement = connection.createStatement()) {
      statement.execute("DROP DATABASE IF EXISTS no_index");
      statement.execute("CREATE DATABASE no_index");
      statement.execute("CREATE TABLE no_index.linktable (id1 BIGINT, id2 BIGINT, link_type BIGINT,"
          + " visibility TINYINT, data VARCHAR(255), time BIGINT, version INT, PRIMARY KEY (link_type, id1, id2))");
      statement.execute("CREATE TABLE no_index.counttable (id BIGINT, link_type BIGINT, count INT, time BIGINT,"
          + " version BIGINT, PRIMARY KEY (id, link_type))");
      statement.execute("CREATE TABLE no_index.nodetable (id BIGINT AUTO_INCREMENT PRIMARY KEY, type INT,"
          + " version BIGINT, time INT, data MEDIUMTEXT)");
    }
    CliProcess.Result result = refused(args(server, "-r", "-D", "dbid=no_index"));
    assertOneLine(result, 3, "table no_index.linktable at 127.0.0.1:" + server.port() + " (linktable) lacks index"
        + " id1_type", "sql/create_innodb.sql");
  }

  @Test
  void passwordNeverPrintedEvenAtTrace(RunningServer server) throws Exception {
    Path log = work.resolve("run.log");
    // The embedded server skips grant checks, so the run succeeds with any password. A small constant
    // out-degree keeps the load to a few hundred links (the shipped law gives ~960,000 even here).
    CliProcess.Result ok = run(args(server, "-l", "-D", "dbid=secrets_db", "-D", "create_tables=true",
        "-D", "nlinks_func=CONST", "-D", "nlinks_config=1", "-D", "nlinks_default=3",
        "-D", "load_existing=truncate", "-D", "debuglevel=TRACE", "-D", "password=" + SECRET, "-L", log.toString()));
    assertEquals(0, ok.exitCode(), ok.all());
    assertTrue(Files.readString(log).contains("LOAD PHASE COMPLETED"));
    assertTrue(Files.readString(log).contains("password"), "the masked config dump is logged at TRACE");
    assertFalse(ok.all().contains(SECRET), ok.all());
    assertFalse(Files.readString(log).contains(SECRET));

    Path failedLog = work.resolve("failed.log");
    CliProcess.Result failed = refused(args(server, "-r", "-D", "port=1", "-D", "debuglevel=TRACE",
        "-D", "password=" + SECRET, "-L", failedLog.toString()));
    assertEquals(3, failed.exitCode(), failed.all());
    assertFalse(failed.all().contains(SECRET), failed.all());
    assertFalse(Files.readString(failedLog).contains(SECRET));
  }

  @Test
  void passwordFromTheEnvironmentIsNeverPrinted(RunningServer server) throws Exception {
    List<String> args = args(server, "-r", "-D", "port=1", "-D", "debuglevel=TRACE");
    CliProcess.Result result =
        CliProcess.run(work, 60, Map.of("LINKBENCH_PASSWORD", SECRET), args.toArray(String[]::new));
    assertEquals(3, result.exitCode(), result.all());
    assertFalse(result.all().contains(SECRET), result.all());
  }
}
