package com.linkbenchx.results.output;

import java.io.IOException;

/** A results folder that cannot be read: the message names the file and what is wrong with it. */
public final class SavedResultsException extends IOException {
  private static final long serialVersionUID = 1L;

  public SavedResultsException(String message) {
    super(message);
  }

  public SavedResultsException(String message, Throwable cause) {
    super(message, cause);
  }
}
