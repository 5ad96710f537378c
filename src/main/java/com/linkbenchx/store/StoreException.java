package com.linkbenchx.store;

import com.linkbenchx.model.ErrorKind;

/** A failed store operation, its native error classified into one of {@link ErrorKind#STORE_KINDS}. */
public class StoreException extends Exception {
  private static final long serialVersionUID = 1L;

  private final ErrorKind kind;

  public StoreException(ErrorKind kind, String message) {
    super(message);
    this.kind = kind;
  }

  public StoreException(ErrorKind kind, String message, Throwable cause) {
    super(message, cause);
    this.kind = kind;
  }

  public ErrorKind kind() {
    return kind;
  }

  /** The kind {@code failure} is counted under: its store's classification, else {@link ErrorKind#RUNTIME}. */
  public static ErrorKind kindOf(Throwable failure) {
    return failure instanceof StoreException store ? store.kind() : ErrorKind.RUNTIME;
  }
}
