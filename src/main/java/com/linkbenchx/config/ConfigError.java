package com.linkbenchx.config;

/**
 * A bad or missing configuration value. The message is one line naming the key, the value and what was expected; the
 * command line prints it and exits 2. User text in it stays on that line ({@link Printable}).
 */
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
