package com.linkbenchx.config;

/** A bad or missing configuration value: one line naming the key, the value and what was expected (exit 2). */
public final class ConfigError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public ConfigError(String message) {
    super(Printable.line(message));
  }

  public ConfigError(String message, Throwable cause) {
    super(Printable.line(message), cause);
  }

  /** "Expected configuration key k to be what, but was 'v'". */
  public static ConfigError invalid(String key, Object value, String expected) {
    return new ConfigError("Expected configuration key " + key + " to be " + expected + ", but was '" + value + "'");
  }
}
