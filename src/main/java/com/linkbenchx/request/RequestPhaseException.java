package com.linkbenchx.request;

/** The request phase could not run at all (stores failed to open, an output could not be created). */
public final class RequestPhaseException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public RequestPhaseException(String message) {
    super(message);
  }
}
