package com.linkbenchx.model;

import java.util.EnumSet;
import java.util.Set;

/**
 * How an operation failed. Stores classify their native errors into the first five kinds (SQL stores by SQLState and
 * vendor code) so the caller can decide what to do; the results count failures under the same kinds, plus the two the
 * driver itself sees. Each kind's meaning is the line docs/request-phase.md lists for it.
 */
public enum ErrorKind {
  /** Retried after rollback. */
  TRANSIENT("deadlock, lock-wait timeout or serialization failure, still failing after every allowed retry"),
  /** Retried after rollback, like a deadlock, but counted apart so conflicts are visible. */
  CONFLICT("a multi-master cluster refused the commit (a certification failure) after every allowed retry"),
  /** The caller reconnects, then retries once. */
  CONNECTION_LOST("the connection was lost, and the retry after reconnecting failed too"),
  TIMEOUT("the operation took longer than its configured limit"),
  FATAL("cannot succeed by retrying: bad schema, missing table, permission, constraint violation"),
  RUNTIME("any exception that is not a classified store error (a bug or an unexpected driver condition)"),
  /** Its latency is the time it had been running by then. */
  ABANDONED("still inside its store call when the phase ended and `shutdown_grace` ran out; its latency is a"
      + " lower bound");

  /** The kinds a store classifies its own errors into. */
  public static final Set<ErrorKind> STORE_KINDS = EnumSet.of(TRANSIENT, CONFLICT, CONNECTION_LOST, TIMEOUT, FATAL);

  private final String meaning;

  ErrorKind(String meaning) {
    this.meaning = meaning;
  }

  /** What the kind counts, for the documentation's list (Markdown). */
  public String meaning() {
    return meaning;
  }
}
