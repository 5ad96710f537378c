package com.linkbenchx.store;

import com.linkbenchx.model.ErrorKind;

/**
 * The store stayed unreachable for longer than the configured outage limit. Workers stop on it
 * instead of counting one failure per operation for as long as the server is gone.
 */
public class StoreUnavailableException extends StoreException {
  private static final long serialVersionUID = 1L;

  public StoreUnavailableException(String message, Throwable cause) {
    super(ErrorKind.CONNECTION_LOST, message, cause);
  }
}
