package com.linkbenchx.stats;

/** How a failed operation failed: the store's own classification, or an unclassified runtime error. */
public enum ErrorKind {
  TRANSIENT,
  CONNECTION_LOST,
  TIMEOUT,
  FATAL,
  /** Any exception that is not a classified store error (a bug or an unexpected driver condition). */
  RUNTIME
}
