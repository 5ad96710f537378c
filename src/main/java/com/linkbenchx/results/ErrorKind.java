package com.linkbenchx.results;

/** How a failed operation failed: the store's own classification, or an unclassified runtime error. */
public enum ErrorKind {
  TRANSIENT,
  /** A cluster refused the commit (certification failure) after every allowed retry. */
  CONFLICT,
  CONNECTION_LOST,
  TIMEOUT,
  FATAL,
  /** Any exception that is not a classified store error (a bug or an unexpected driver condition). */
  RUNTIME,
  /**
   * Still inside its store call when the phase ended and {@code shutdown_grace} ran out: its latency
   * is the time it had been running by then (a lower bound).
   */
  ABANDONED
}
