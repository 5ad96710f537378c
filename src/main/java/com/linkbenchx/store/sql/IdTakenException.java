package com.linkbenchx.store.sql;

import java.sql.SQLException;
import java.sql.SQLTransactionRollbackException;

/**
 * An insert with server-generated ids hit an existing key: on a multi-master cluster (Galera without its AUTO_INCREMENT
 * offsets) another node's row can take the id the counter gave. A retry draws a new id: a conflict, not fatal.
 */
final class IdTakenException extends SQLTransactionRollbackException {
  private static final long serialVersionUID = 1L;

  IdTakenException(SQLException duplicate) {
    super("another writer took the generated id: " + duplicate.getMessage(), duplicate.getSQLState(),
        duplicate.getErrorCode(), duplicate);
  }
}
