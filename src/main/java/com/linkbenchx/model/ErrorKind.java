package com.linkbenchx.model;

import java.util.EnumSet;
import java.util.Set;

/**
 * How an operation failed. Stores classify their native errors into the first five kinds (SQL
 * stores by SQLState and vendor code) so the caller can decide what to do; the results count
 * failures under the same kinds, plus the two the driver itself sees.
 */
public enum ErrorKind {
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
  FATAL,
  /** Any exception that is not a classified store error (a bug or an unexpected driver condition). */
  RUNTIME,
  /**
   * Still inside its store call when the phase ended and {@code shutdown_grace} ran out: its latency
   * is the time it had been running by then (a lower bound).
   */
  ABANDONED;

  /** The kinds a store classifies its own errors into. */
  public static final Set<ErrorKind> STORE_KINDS = EnumSet.of(TRANSIENT, CONFLICT, CONNECTION_LOST, TIMEOUT, FATAL);
}
