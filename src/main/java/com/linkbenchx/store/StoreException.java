package com.linkbenchx.store;

/**
 * A failed store operation, classified so the driver can decide what to do with it. Stores
 * classify their native errors (for SQL stores by SQLState and vendor code).
 */
public class StoreException extends Exception {
  private static final long serialVersionUID = 1L;

  /** How an error should be treated by the caller. */
  public enum Kind {
    /** Deadlock, lock-wait timeout, serialization failure: retry after rollback. */
    TRANSIENT,
    /**
     * A multi-master cluster refused the transaction at commit (a certification failure): retry
     * after rollback, like a deadlock, but counted apart so conflicts are visible.
     */
    CONFLICT,
    /** The connection was lost: reconnect, then retry once. */
    CONNECTION_LOST,
    /** The operation took longer than its configured limit. */
    TIMEOUT,
    /** Cannot succeed by retrying: bad schema, missing table, permission, constraint violation. */
    FATAL
  }

  private final Kind kind;

  public StoreException(Kind kind, String message) {
    super(message);
    this.kind = kind;
  }

  public StoreException(Kind kind, String message, Throwable cause) {
    super(message, cause);
    this.kind = kind;
  }

  public Kind kind() {
    return kind;
  }
}
