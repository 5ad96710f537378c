package com.linkbenchx.config;

import java.util.Locale;
import java.util.function.Function;

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

  /** The value {@code parser} makes of the text; a NumberFormatException becomes LinkBench's message. */
  static <T> T parse(String key, String value, Function<String, T> parser, String expected) {
    try {
      return parser.apply(value);
    } catch (NumberFormatException e) {
      throw ConfigError.invalid(key, value, expected);
    }
  }

  static double parseDouble(String key, String value) {
    double parsed = parse(key, value, Double::parseDouble, "double");
    if (!Double.isFinite(parsed)) {
      throw ConfigError.invalid(key, value, "double");
    }
    return parsed;
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
