package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.store.embedded.EmbeddedMariaDbExtension;
import com.linkbenchx.store.embedded.EmbeddedMariaDbExtension.RunningServer;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Requesters against a server's connection limit, through the real command line: the MySQL store
 * holds two connections a requester (reads on their own, see MySqlDialect), so a run that cannot
 * fit is refused before any requester starts, with one line naming both numbers and what to change,
 * and one that fits runs.
 */
@ExtendWith(EmbeddedMariaDbExtension.class)
class ConnectionLimitTest {
  private static final String DBID = "conn_limit";

  @TempDir
  Path work;

  private static List<String> args(RunningServer server, String... more) {
    List<String> args = new ArrayList<>(List.of("-c",
        CliProcess.PROJECT_DIR.resolve("config/LinkConfigMysql.properties")
            .toString(),
        "-D", "host=127.0.0.1", "-D", "port=" + server.port(), "-D", "user=root", "-D", "password=",
        "-D", "dbid=" + DBID, "-D", "create_tables=true", "-D", "load_existing=truncate", "-D", "maxid1=101",
        "-D", "loaders=1", "-D", "maxtime=2", "-D", "requestrate=200", "-D", "displayfreq=1"));
    args.addAll(CliProcess.SMALL_DEGREE_LAW); // connections are under test, not the load
    args.addAll(List.of(more));
    return args;
  }

  private static void setMaxConnections(Connection admin, long value) throws Exception {
    try (Statement statement = admin.createStatement()) {
      statement.execute("SET GLOBAL max_connections = " + value);
    }
  }

  private static long serverValue(Connection admin, String sql) throws Exception {
    try (Statement statement = admin.createStatement(); ResultSet row = statement.executeQuery(sql)) {
      row.next();
      return row.getLong(row.getMetaData().getColumnCount());
    }
  }

  /** 200 requesters need 400 connections: refused by a server allowing 50, and by a stock one allowing 151. */
  @ParameterizedTest
  @ValueSource(ints = {50, 151})
  void requestersBeyondTheServersLimitAreRefusedBeforeStarting(int limit, RunningServer server) throws Exception {
    try (Connection admin = server.database().connect()) {
      long before = serverValue(admin, "SELECT @@max_connections");
      setMaxConnections(admin, limit);
      CliProcess.Result result;
      try {
        result = CliProcess.run(work, 60, args(server, "-r", "-D", "requesters=200").toArray(String[]::new));
      } finally {
        setMaxConnections(admin, before);
      }
      assertEquals(ExitCode.STORE, result.exitCode(), result.all());
      List<String> errors = result.all().lines().filter(line -> line.contains("ERROR")).toList();
      assertTrue(errors.size() >= 1 && errors.size() <= 5, result.all());
      String line = errors.get(0);
      for (String named : List.of("requesters = 200", "need 400 connections", "allows " + limit + " (max_connections)",
          "in use", "lower requesters or raise max_connections", "127.0.0.1:" + server.port())) {
        assertTrue(line.contains(named), "'" + named + "' in: " + line);
      }
      assertFalse(result.all().contains("requesters connected"), "refused before any requester starts");
      assertFalse(result.all().contains("could not open their stores"), "refused before any requester opens a store");
      assertFalse(result.all().contains("\tat "), result.all());
    }
  }

  /** 70 requesters need 140 of the stock 151: the check lets them start, and they hold what it counted. */
  @Test
  void requestersThatFitRun(RunningServer server) throws Exception {
    try (Connection admin = server.database().connect()) {
      long before = serverValue(admin, "SELECT @@max_connections");
      setMaxConnections(admin, 151);
      CliProcess.Result result;
      long peak;
      try {
        try (Statement statement = admin.createStatement()) {
          statement.execute("FLUSH STATUS"); // Max_used_connections starts again from those open now
        }
        result = CliProcess.run(work, 120, args(server, "-l", "-r", "-D", "requesters=70").toArray(String[]::new));
        peak = serverValue(admin, "SHOW GLOBAL STATUS LIKE 'Max_used_connections'");
      } finally {
        setMaxConnections(admin, before);
      }
      assertEquals(ExitCode.OK, result.exitCode(), result.all());
      assertTrue(result.all().contains("REQUEST PHASE COMPLETED"), result.all());
      assertTrue(peak >= 140 && peak < 151, "peak connections " + peak + " for 70 requesters");
    }
  }
}
