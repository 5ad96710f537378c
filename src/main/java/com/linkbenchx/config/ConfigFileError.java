package com.linkbenchx.config;

/** The main configuration file is missing or unreadable (exit status 1, as in LinkBench). */
public final class ConfigFileError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public ConfigFileError(String message) {
    super(Printable.line(message));
  }
}
