package com.linkbenchx.store.sql;

import java.sql.SQLException;
import java.sql.SQLTransactionRollbackException;

/**
 * An insert of rows whose ids the server generates hit an existing key: another writer took the id
 * the counter gave. On a multi-master cluster (Galera without its AUTO_INCREMENT offsets) a row
 * replicated from another node can land between the local counter's step and the insert; a retry
 * draws a new id, so this is a conflict, retried and counted as one, not a fatal error.
 */
final class IdTakenException extends SQLTransactionRollbackException {
  private static final long serialVersionUID = 1L;

  IdTakenException(SQLException duplicate) {
    super("another writer took the generated id: " + duplicate.getMessage(), duplicate.getSQLState(),
        duplicate.getErrorCode(), duplicate);
  }
}
