package com.linkbenchx.store.sql;

import com.linkbenchx.model.ErrorKind;
import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransactionRollbackException;
import java.sql.SQLTransientConnectionException;

/** Sorts an SQLException into a {@link ErrorKind} by vendor code, then SQLState, then JDBC class. */
public final class SqlErrorClassifier {
  /** The standard SQLState of a unique-key violation (PostgreSQL's; MySQL reports 23000 with a vendor code). */
  public static final String UNIQUE_VIOLATION = "23505";

  private final SqlErrorCodes codes;

  public SqlErrorClassifier(SqlErrorCodes codes) {
    this.codes = codes;
  }

  public ErrorKind classify(SQLException error) {
    if (error instanceof IdTakenException) {
      return ErrorKind.CONFLICT;
    }
    int code = error.getErrorCode();
    String state = error.getSQLState() == null ? "" : error.getSQLState();
    if (codes.connectionLostCodes().contains(code)) {
      return ErrorKind.CONNECTION_LOST;
    }
    if (codes.transientCodes().contains(code)) {
      return ErrorKind.TRANSIENT;
    }
    if (codes.timeoutCodes().contains(code)) {
      return ErrorKind.TIMEOUT;
    }
    if (state.startsWith("08") || codes.connectionLostStates().contains(state)) {
      return ErrorKind.CONNECTION_LOST;
    }
    if (state.equals("40001") || codes.transientStates().contains(state)) {
      return ErrorKind.TRANSIENT;
    }
    if (codes.timeoutStates().contains(state)) {
      return ErrorKind.TIMEOUT;
    }
    if (error instanceof SQLTransientConnectionException || error instanceof SQLRecoverableException) {
      return ErrorKind.CONNECTION_LOST;
    }
    if (error instanceof SQLTimeoutException) {
      return ErrorKind.TIMEOUT;
    }
    if (error instanceof SQLTransactionRollbackException) {
      return ErrorKind.TRANSIENT;
    }
    return ErrorKind.FATAL;
  }

  public boolean isDuplicateKey(SQLException error) {
    return UNIQUE_VIOLATION.equals(error.getSQLState()) || codes.duplicateKeyCodes().contains(error.getErrorCode());
  }
}
