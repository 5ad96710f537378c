package com.linkbenchx.store.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.store.mysql.MySqlDialect;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;
import org.junit.jupiter.api.Test;

class SqlErrorClassifierTest {
  private final SqlErrorClassifier mysql = new SqlErrorClassifier(new MySqlDialect().errorCodes());

  private ErrorKind mysql(String state, int code) {
    return mysql.classify(new SQLException("x", state, code));
  }

  @Test
  void mysqlCodes() {
    assertEquals(ErrorKind.TRANSIENT, mysql("40001", 1213), "deadlock");
    assertEquals(ErrorKind.TRANSIENT, mysql("HY000", 1205), "lock wait timeout (MySQL 8 state)");
    assertEquals(ErrorKind.TRANSIENT, mysql("41000", 0), "lock wait timeout (old state)");
    assertEquals(ErrorKind.CONNECTION_LOST, mysql("08S01", 0), "communications link failure");
    assertEquals(ErrorKind.CONNECTION_LOST, mysql("HY000", 2013), "lost connection during query");
    assertEquals(ErrorKind.CONNECTION_LOST, mysql("70100", 1927), "MariaDB: connection killed");
    assertEquals(ErrorKind.TIMEOUT, mysql("HY000", 3024), "max_execution_time");
    assertEquals(ErrorKind.TIMEOUT, mysql("70100", 1317), "query interrupted");
    assertEquals(ErrorKind.FATAL, mysql("42S02", 1146), "missing table");
    assertEquals(ErrorKind.FATAL, mysql("23000", 1062), "duplicate key");
    assertEquals(ErrorKind.FATAL, mysql("28000", 1045), "access denied");
    assertEquals(ErrorKind.FATAL, mysql(null, 0));
  }

  @Test
  void postgresStates() {
    SqlErrorClassifier pgsql = new SqlErrorClassifier(new com.linkbenchx.store.pgsql.PgsqlDialect().errorCodes());
    assertEquals(ErrorKind.TRANSIENT, pgsql.classify(new SQLException("x", "40001")), "serialization failure");
    assertEquals(ErrorKind.TRANSIENT, pgsql.classify(new SQLException("x", "40P01")), "deadlock detected");
    assertEquals(ErrorKind.TRANSIENT, pgsql.classify(new SQLException("x", "55P03")), "lock not available");
    assertEquals(ErrorKind.CONNECTION_LOST, pgsql.classify(new SQLException("x", "57P01")),
        "terminated by administrator");
    assertEquals(ErrorKind.CONNECTION_LOST, pgsql.classify(new SQLException("x", "08006")), "connection failure");
    assertEquals(ErrorKind.TIMEOUT, pgsql.classify(new SQLException("x", "57014")), "statement timeout");
    assertEquals(ErrorKind.FATAL, pgsql.classify(new SQLException("x", "23505")), "unique violation");
    assertEquals(ErrorKind.FATAL, pgsql.classify(new SQLException("x", "42P01")), "undefined table");
    assertEquals(ErrorKind.FATAL, pgsql.classify(new SQLException("x", "28P01")), "bad password");
  }

  @Test
  void duplicateKeysAreKnownOnEveryDialectAndATakenGeneratedIdIsAConflict() {
    SqlErrorClassifier pgsql = new SqlErrorClassifier(new com.linkbenchx.store.pgsql.PgsqlDialect().errorCodes());
    SQLException mysqlDuplicate = new SQLException("Duplicate entry '7' for key 'PRIMARY'", "23000", 1062);
    assertTrue(mysql.isDuplicateKey(mysqlDuplicate));
    assertFalse(mysql.isDuplicateKey(new SQLException("Column 'data' cannot be null", "23000", 1048)));
    assertTrue(pgsql.isDuplicateKey(new SQLException("duplicate key value violates unique constraint", "23505")));
    assertFalse(pgsql.isDuplicateKey(new SQLException("null value in column", "23502")));
    IdTakenException taken = new IdTakenException(mysqlDuplicate);
    assertEquals(ErrorKind.CONFLICT, mysql.classify(taken));
    assertEquals("another writer took the generated id: Duplicate entry '7' for key 'PRIMARY'", taken.getMessage());
    assertEquals(1062, taken.getErrorCode());
  }

  @Test
  void jdbcClassesDecideWhenCodesSayNothing() {
    assertEquals(ErrorKind.TIMEOUT, mysql.classify(new SQLTimeoutException("slow")));
    assertEquals(ErrorKind.CONNECTION_LOST, mysql.classify(new SQLTransientConnectionException("gone")));
  }
}
