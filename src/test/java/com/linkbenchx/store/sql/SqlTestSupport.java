package com.linkbenchx.store.sql;

import static org.junit.jupiter.api.Assertions.fail;

import com.linkbenchx.model.Phase;
import com.linkbenchx.store.connection.OutagePolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Helpers shared by the SQL dialects' own tests. */
public final class SqlTestSupport {
  public static final long WAIT_MILLIS = 60_000;

  /** A condition polled by {@link #waitUntil}. */
  public interface Condition {
    boolean holds() throws Exception;
  }

  private SqlTestSupport() {
  }

  /** The statements of an SQL script: {@code --} comments and psql backslash commands dropped, split at semicolons. */
  public static List<String> statements(String script) {
    StringBuilder text = new StringBuilder();
    for (String line : script.split("\\R")) {
      if (line.trim().startsWith("\\")) {
        continue;
      }
      int comment = line.indexOf("--");
      text.append(comment < 0 ? line : line.substring(0, comment)).append('\n');
    }
    List<String> statements = new ArrayList<>();
    for (String sql : text.toString().split(";")) {
      if (!sql.isBlank()) {
        statements.add(sql.trim());
      }
    }
    return statements;
  }

  /**
   * Seconds until {@code sleepSql}, a statement the server answers after 5 s, fails on a connection
   * whose read timeout (store_read_timeout_seconds) is 1 s; the failure must count as a lost
   * connection, which the store reopens within store_outage_limit_seconds.
   */
  public static double secondsUntilReadTimeout(SqlDialect dialect, SqlStoreSettings settings, String sleepSql)
      throws java.sql.SQLException {
    SqlConnector connector = new SqlConnector(dialect, settings, Phase.REQUEST,
        new OutagePolicy(0, 5, 1));
    try (java.sql.Connection connection = connector.open(true);
        java.sql.Statement statement = connection.createStatement()) {
      long start = System.nanoTime();
      java.sql.SQLException error = org.junit.jupiter.api.Assertions.assertThrows(java.sql.SQLException.class,
          () -> statement.execute(sleepSql));
      double seconds = (System.nanoTime() - start) / 1e9;
      org.junit.jupiter.api.Assertions.assertEquals(com.linkbenchx.model.ErrorKind.CONNECTION_LOST,
          new SqlErrorClassifier(dialect.errorCodes()).classify(error), error.toString());
      return seconds;
    }
  }

  /** Polls until {@code condition} holds; fails the test after a minute. */
  public static void waitUntil(Condition condition, String what) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(WAIT_MILLIS);
    while (!condition.holds()) {
      if (System.nanoTime() > deadline) {
        fail("gave up waiting for " + what);
      }
      Thread.sleep(20);
    }
  }
}
