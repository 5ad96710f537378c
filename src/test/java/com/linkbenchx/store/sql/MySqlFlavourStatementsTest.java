package com.linkbenchx.store.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.linkbenchx.model.Link;
import com.linkbenchx.store.mysql.MySqlDialect;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The upsert text per server flavour: MySQL 8.0.20+ deprecates VALUES(col) in ON DUPLICATE KEY
 * UPDATE, so it gets a row alias; MariaDB (which has no row alias) and older MySQL keep VALUES().
 */
class MySqlFlavourStatementsTest {
  private static final TableNames TABLES = new TableNames("`db`.`linktable`", "`db`.`counttable`", "`db`.`nodetable`");
  private static final String ROWS =
      "INSERT INTO `db`.`linktable` (id1, id2, link_type, visibility, data, time, version)"
          + " VALUES (1,2,123,1,'ab',1000,0),(1,3,123,0,X'00',1001,4)";

  /** The load's link statement as MySQL gets it: text with literal values. */
  private static String bulkLinks(String serverVersion) {
    SqlDialect dialect = new MySqlDialect().forServer(serverVersion);
    SqlStatements sql = new SqlStatements(dialect, TABLES, null);
    LoadStatementText text = dialect.newLoadStatementText();
    text.begin(sql.linkRowsHead());
    text.link(new Link(1, 123, 2, (byte) 1, new byte[] {'a', 'b'}, 0, 1000));
    text.link(new Link(1, 123, 3, (byte) 0, new byte[] {0}, 4, 1001));
    return text.end(sql.linkRowsTail());
  }

  @ParameterizedTest
  @ValueSource(strings = {"8.0.20", "8.0.36", "8.4.3", "9.1.0", "8.0.40-commercial", "10.0.0"})
  void mySql8020AndLaterNameTheNewRowByAnAlias(String version) {
    assertEquals(ROWS + " AS new ON DUPLICATE KEY UPDATE visibility = new.visibility", bulkLinks(version));
  }

  @ParameterizedTest
  @ValueSource(strings = {"10.11.19-MariaDB-0+deb12u1", "11.4.2-MariaDB", "5.5.5-10.6.12-MariaDB-log", "8.0.19",
      "5.7.44-log", "5.6.51", "unreadable", ""})
  void mariaDbAndOlderMySqlKeepValues(String version) {
    assertEquals(ROWS + " ON DUPLICATE KEY UPDATE visibility = VALUES(visibility)", bulkLinks(version));
  }

  /** The other MySQL statements use no VALUES() at all, whatever the server. */
  @Test
  void noOtherStatementUsesValuesFunction() {
    for (String version : new String[] {"8.0.36", "10.11.19-MariaDB"}) {
      SqlDialect dialect = new MySqlDialect().forServer(version);
      for (String sql : new String[] {dialect.touchLinkSql(TABLES), dialect.upsertCountSql(TABLES, false),
          dialect.upsertCountSql(TABLES, true),
          new SqlStatements(dialect, TABLES, null).countRowsHead()
              + new SqlStatements(dialect, TABLES, null).countRowsTail()}) {
        assertFalse(sql.contains("VALUES("), sql);
      }
    }
  }
}
