package com.linkbenchx.store.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.linkbenchx.store.mysql.MySqlDialect;
import com.linkbenchx.store.pgsql.PgsqlDialect;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How each dialect sends the load's full-batch statements: MySQL writes links and counts as text
 * and prepares the node insert on the server through Connector/J's own connection; PostgreSQL
 * prepares them all like any other statement.
 */
class BulkStatementPreparerTest {
  private static final String SQL = "INSERT INTO t (a) VALUES (?), (?)";

  /** A connection (also a Connector/J one) that records the calls made on it. */
  private static Connection recording(List<String> calls) {
    return (Connection) Proxy.newProxyInstance(BulkStatementPreparerTest.class.getClassLoader(),
        new Class<?>[] {Connection.class, com.mysql.cj.jdbc.JdbcConnection.class}, (proxy, method, args) -> {
          calls.add(method.getName() + (args == null ? "" : " " + args.length));
          return method.getName().equals("unwrap") ? proxy : null;
        });
  }

  private static List<String> calls(SqlDialect.StatementPreparer preparer) throws SQLException {
    List<String> calls = new ArrayList<>();
    preparer.prepare(recording(calls), SQL);
    return calls;
  }

  @Test
  void mySqlWritesLinksAsTextAndPreparesNodesOnTheServer() throws SQLException {
    MySqlDialect mysql = new MySqlDialect();
    assertNotNull(mysql.newLoadStatementText());
    assertEquals(List.of("unwrap 1", "serverPrepareStatement 2"), calls(mysql.bulkInsertReturningIdsPreparer()));
  }

  @Test
  void postgreSqlPreparesThemAsUsual() throws SQLException {
    PgsqlDialect pgsql = new PgsqlDialect();
    assertNull(pgsql.newLoadStatementText());
    assertEquals(List.of("prepareStatement 2"), calls(pgsql.bulkInsertReturningIdsPreparer()));
  }
}
