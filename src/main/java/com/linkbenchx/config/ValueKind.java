package com.linkbenchx.config;

import java.util.Locale;

/**
 * The type of a configuration key: how its text is parsed and how {@code docs/CONFIG.md} names it. Parsing follows
 * LinkBench's rules and messages exactly: integers allow no surrounding white space, doubles do, booleans are trimmed
 * and compared without case.
 */
public enum ValueKind {
  INTEGER("int"),
  LONG("long"),
  DOUBLE("double"),
  BOOLEAN("boolean"),
  STRING("string"),
  CHOICE("choice"),
  PATH("path"),
  CLASS("class"),
  HOST("host"),
  PROPERTIES("name=value&..."),
  LEVEL("level");

  private final String label;

  ValueKind(String label) {
    this.label = label;
  }

  /** The type as {@code docs/CONFIG.md} shows it. */
  public String label() {
    return label;
  }

  static int parseInt(String key, String value) {
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw ConfigError.invalid(key, value, "integer");
    }
  }

  static long parseLong(String key, String value) {
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw ConfigError.invalid(key, value, "long integer");
    }
  }

  static double parseDouble(String key, String value) {
    try {
      double parsed = Double.parseDouble(value);
      if (Double.isFinite(parsed)) {
        return parsed;
      }
    } catch (NumberFormatException e) {
      // reported below, as a value that is not finite is
    }
    throw ConfigError.invalid(key, value, "double");
  }

  /** LinkBench's message shows the trimmed, lower-cased value. */
  static boolean parseBoolean(String key, String value) {
    String normalized = value.trim().toLowerCase(Locale.ROOT);
    if (normalized.equals("true") || normalized.equals("false")) {
      return normalized.equals("true");
    }
    throw ConfigError.invalid(key, normalized, "true or false");
  }

  static void requireRange(String key, long value, long min, long max) {
    if (value < min || value > max) {
      throw ConfigError.invalid(key, value, "in range [" + bound(min) + ", " + bound(max) + "]");
    }
  }

  static String bound(long value) {
    return value == Long.MIN_VALUE ? "-inf" : value == Long.MAX_VALUE ? "inf" : String.valueOf(value);
  }
}
