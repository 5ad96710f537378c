package com.linkbenchx.config;

import java.util.Locale;

/**
 * The type of a configuration key: how its text is parsed and how {@code docs/CONFIG.md} names it.
 * Parsing follows LinkBench's rules and messages exactly: integers allow no surrounding white
 * space, doubles do, booleans are trimmed and compared without case.
 */
public enum ValueKind {
  INTEGER("int"),
  LONG("long"),
  DOUBLE("double"),
  BOOLEAN("boolean"),
  STRING("string"),
  /** One of a fixed set of words, compared trimmed and without case. */
  CHOICE("choice"),
  /** A file; relative paths resolve against the installation directory. */
  PATH("path"),
  /** A Java class name; LinkBench's original names are mapped to this project's classes. */
  CLASS("class"),
  /** A host name, an IPv4 address or an IPv6 address (bracketed or not). */
  HOST("host"),
  /** {@code name=value} pairs joined by {@code &}; values of secret-looking names are masked. */
  PROPERTIES("name=value&..."),
  /** A log level name or LinkBench's numeric level. */
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
      throw new ConfigError("Expected configuration key " + key + " to be integer, but was '" + value + "'");
    }
  }

  static long parseLong(String key, String value) {
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw new ConfigError(
          "Expected configuration key " + key + " to be long integer, but was '" + value + "'");
    }
  }

  static double parseDouble(String key, String value) {
    try {
      double parsed = Double.parseDouble(value);
      if (Double.isNaN(parsed) || Double.isInfinite(parsed)) {
        throw new NumberFormatException();
      }
      return parsed;
    } catch (NumberFormatException e) {
      throw new ConfigError("Expected configuration key " + key + " to be double, but was '" + value + "'");
    }
  }

  /** LinkBench's message shows the trimmed, lower-cased value. */
  static boolean parseBoolean(String key, String value) {
    String normalized = value.trim().toLowerCase(Locale.ROOT);
    if (normalized.equals("true")) {
      return true;
    }
    if (normalized.equals("false")) {
      return false;
    }
    throw new ConfigError(
        "Expected configuration key " + key + " to be true or false, but was '" + normalized + "'");
  }

  static void requireRange(String key, long value, long min, long max) {
    if (value < min || value > max) {
      throw new ConfigError("Expected configuration key " + key + " to be in range [" + bound(min) + ", "
          + bound(max) + "], but was '" + value + "'");
    }
  }

  static String bound(long value) {
    return value == Long.MIN_VALUE ? "-inf" : value == Long.MAX_VALUE ? "inf" : String.valueOf(value);
  }
}
