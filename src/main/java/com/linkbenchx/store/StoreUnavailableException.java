package com.linkbenchx.store;

import com.linkbenchx.model.ErrorKind;

/** The store stayed unreachable past the outage limit: workers stop rather than fail every operation. */
public class StoreUnavailableException extends StoreException {
  private static final long serialVersionUID = 1L;

  public StoreUnavailableException(String message, Throwable cause) {
    super(ErrorKind.CONNECTION_LOST, message, cause);
  }
}
