package com.linkbenchx.store.connection;

/** Turns a driver's error message into one line for the log, with the password blanked out. */
public final class ErrorText {
  /** Shorter passwords would blank out ordinary words of a message. */
  private static final int MIN_SCRUBBED_LENGTH = 4;

  private final String password;

  public ErrorText(String password) {
    this.password = password;
  }

  /** {@code text} with the password replaced by asterisks. */
  public String scrub(String text) {
    if (password.length() >= MIN_SCRUBBED_LENGTH && text.contains(password)) {
      return text.replace(password, "*****");
    }
    return text;
  }

  /** The first non-blank line of a driver's message, trimmed; "no message" when it has none. */
  public static String firstLine(String message) {
    if (message == null || message.isBlank()) {
      return "no message";
    }
    for (String line : message.split("\\R")) {
      if (!line.isBlank()) {
        return line.trim();
      }
    }
    return "no message";
  }
}
