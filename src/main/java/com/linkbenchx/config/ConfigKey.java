package com.linkbenchx.config;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * One declared configuration key: its name, type, default, allowed range or values, the phase or store that reads it,
 * one line of documentation, and whether its value is secret. Keys are declared once, as constants of a {@code *Keys}
 * class ({@code ConfigKey.integer("loaders").range(1, 4096).scope("load").doc("Loader threads")}, every modifier
 * returning a new key), and are the only way to read a value: {@code LoadKeys.LOADERS.read(config)}. The registry built
 * from those classes names unknown keys and generates {@code docs/CONFIG.md}.
 *
 * <p>Reading follows LinkBench's rules: a default applies only when the key is absent; a present but empty value is
 * parsed (and fails); a key without default that is absent fails with "Expected configuration key k to be defined".
 */
public record ConfigKey<T>(String name, ValueKind kind, Parser<T> parser, T defaultValue, String defaultText, long min,
    long max, List<String> choices, List<String> aliases, boolean isSecret, String scope, String doc,
    String constraint) {
  /** Turns a key's text into its value, or throws ConfigError naming the key. */
  interface Parser<T> {
    T parse(String presentName, String text, ConfigKey<T> key, Config config);
  }

  public ConfigKey {
    choices = List.copyOf(choices);
    aliases = List.copyOf(aliases);
  }

  private static <T> ConfigKey<T> of(String name, ValueKind kind, Parser<T> parser) {
    return of(name, kind, List.of(), parser);
  }

  private static <T> ConfigKey<T> of(String name, ValueKind kind, List<String> choices, Parser<T> parser) {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("a configuration key needs a name");
    }
    return new ConfigKey<>(name, kind, parser, null, null, Long.MIN_VALUE, Long.MAX_VALUE, choices, List.of(), false,
        "", "", "");
  }

  // --- declaration ---

  public static ConfigKey<Integer> integer(String name) {
    return of(name, ValueKind.INTEGER, ranged(Integer::parseInt, "integer"));
  }

  public static ConfigKey<Long> longInteger(String name) {
    return of(name, ValueKind.LONG, ranged(Long::parseLong, "long integer"));
  }

  /** Parses an integer or long key's text and checks its range. */
  private static <T extends Number> Parser<T> ranged(Function<String, T> parse, String expected) {
    return (present, text, key, config) -> {
      T value = ValueKind.parse(present, text, parse, expected);
      ValueKind.requireRange(present, value.longValue(), key.min, key.max);
      return value;
    };
  }

  public static ConfigKey<Double> decimal(String name) {
    return of(name, ValueKind.DOUBLE, (present, text, key, config) -> ValueKind.parseDouble(present, text));
  }

  public static ConfigKey<Boolean> bool(String name) {
    return of(name, ValueKind.BOOLEAN, (present, text, key, config) -> ValueKind.parseBoolean(present, text));
  }

  /** Text taken as it is (LinkBench keeps trailing white space). */
  public static ConfigKey<String> string(String name) {
    return of(name, ValueKind.STRING, (present, text, key, config) -> text);
  }

  /** One of {@code allowed}, compared trimmed and without case; a read returns it in lower case. */
  public static ConfigKey<String> choice(String name, String... allowed) {
    if (allowed.length == 0) {
      throw new IllegalArgumentException(name + ": a choice needs values");
    }
    return of(name, ValueKind.CHOICE, List.of(allowed), (present, text, self, config) -> {
      String normalized = text.trim().toLowerCase(Locale.ROOT);
      if (!self.choices.contains(normalized)) {
        throw ConfigError.invalid(present, text, alternatives(self.choices));
      }
      return normalized;
    });
  }

  /** A file; relative paths resolve against the installation directory ({@code LINKBENCH_HOME}). */
  public static ConfigKey<Path> path(String name) {
    return of(name, ValueKind.PATH, (present, text, key, config) -> config.resolvePath(present, text));
  }

  /** A class name, returned as written; {@link ClassAliases} maps LinkBench's names. */
  public static ConfigKey<String> className(String name) {
    return of(name, ValueKind.CLASS, (present, text, key, config) -> text);
  }

  /** A host name, IPv4 or IPv6 address (trimmed); anything else is refused before a URL is built. */
  public static ConfigKey<String> host(String name) {
    return of(name, ValueKind.HOST, (present, text, key, config) -> {
      String host = text.trim();
      if (!HostNames.isValid(host)) {
        throw ConfigError.invalid(present, text, "a host name, an IPv4 address or a bracketed IPv6 address");
      }
      return host;
    });
  }

  /** {@code name=value} pairs joined by {@code &}; secret-looking values are masked wherever shown. */
  public static ConfigKey<String> properties(String name) {
    return of(name, ValueKind.PROPERTIES, (present, text, key, config) -> text);
  }

  /** A log level, parsed by the caller (the level names belong to the logging library). */
  public static ConfigKey<String> level(String name) {
    return of(name, ValueKind.LEVEL, (present, text, key, config) -> text);
  }

  /** The value used when the key is absent. */
  public ConfigKey<T> defaultValue(T value) {
    return new ConfigKey<>(name, kind, parser, value, defaultText, min, max, choices, aliases, isSecret, scope, doc,
        constraint);
  }

  /** How the documentation states a default that is not one fixed value ("the dialect's port"). */
  public ConfigKey<T> defaultText(String text) {
    return new ConfigKey<>(name, kind, parser, defaultValue, text, min, max, choices, aliases, isSecret, scope, doc,
        constraint);
  }

  /** Inclusive bounds of an integer or long key, checked on every read. */
  public ConfigKey<T> range(long lowest, long highest) {
    if (kind != ValueKind.INTEGER && kind != ValueKind.LONG) {
      throw new IllegalStateException(name + ": only integer keys have a checked range");
    }
    return new ConfigKey<>(name, kind, parser, defaultValue, defaultText, lowest, highest, choices, aliases, isSecret,
        scope, doc, constraint);
  }

  /** A rule the reading code checks itself (e.g. "> startid1"), for the documentation. */
  public ConfigKey<T> constraint(String text) {
    return new ConfigKey<>(name, kind, parser, defaultValue, defaultText, min, max, choices, aliases, isSecret, scope,
        doc, text);
  }

  /** Another accepted spelling, read when the key itself is absent. */
  public ConfigKey<T> alias(String otherName) {
    return new ConfigKey<>(name, kind, parser, defaultValue, defaultText, min, max, choices,
        Stream.concat(aliases.stream(), Stream.of(otherName)).toList(), isSecret, scope, doc, constraint);
  }

  /** The value is never printed. */
  public ConfigKey<T> secret() {
    return new ConfigKey<>(name, kind, parser, defaultValue, defaultText, min, max, choices, aliases, true, scope,
        doc, constraint);
  }

  /** Which phase or store reads the key ("load", "request", "MySQL, PostgreSQL"). */
  public ConfigKey<T> scope(String text) {
    return new ConfigKey<>(name, kind, parser, defaultValue, defaultText, min, max, choices, aliases, isSecret, text,
        doc, constraint);
  }

  /** One line saying what the key does. */
  public ConfigKey<T> doc(String text) {
    return new ConfigKey<>(name, kind, parser, defaultValue, defaultText, min, max, choices, aliases, isSecret, scope,
        text, constraint);
  }

  /** The same declaration under another name (a member of a {@link KeyFamily}). */
  ConfigKey<T> renamed(String newName) {
    return new ConfigKey<>(newName, kind, parser, defaultValue, defaultText, min, max, choices, List.of(), isSecret,
        scope, doc, constraint);
  }

  // --- reading ---

  /** The value, or the default when absent; throws ConfigError when absent without default or invalid. */
  public T read(Config config) {
    String present = presentName(config);
    if (present == null) {
      if (defaultValue == null) {
        throw new ConfigError("Expected configuration key " + name + " to be defined");
      }
      return defaultValue;
    }
    return parser.parse(present, config.rawValue(present), this, config);
  }

  /** The value when the key is present (the default is not applied). */
  public Optional<T> readOptional(Config config) {
    return isSet(config) ? Optional.of(read(config)) : Optional.empty();
  }

  /** True when the key (or one of its aliases) is present, even with an empty value. */
  public boolean isSet(Config config) {
    return presentName(config) != null;
  }

  /** The text as written, for messages about values that parsed but do not fit. */
  public Optional<String> raw(Config config) {
    return Optional.ofNullable(presentName(config)).map(config::rawValue);
  }

  /** The spelling present in {@code config}: the name first, then the aliases; null when absent. */
  public String presentName(Config config) {
    return Stream.concat(Stream.of(name), aliases.stream()).filter(spelling -> config.rawValue(spelling) != null)
        .findFirst()
        .orElse(null);
  }

  // --- description ---

  /** The default as the documentation shows it, or "" for a key without one. */
  public String defaultDescription() {
    if (defaultText != null) {
      return defaultText;
    }
    if (defaultValue == null) {
      return "";
    }
    String text = String.valueOf(defaultValue);
    return text.isEmpty() ? "empty" : text;
  }

  /** Range, allowed values and further rules, as the documentation shows them ("" if none). */
  public String allowedDescription() {
    List<String> parts = new ArrayList<>();
    if (min != Long.MIN_VALUE || max != Long.MAX_VALUE) {
      parts.add("[" + ValueKind.bound(min) + ", " + ValueKind.bound(max) + "]");
    }
    if (!choices.isEmpty()) {
      parts.add(String.join(", ", choices));
    }
    if (!constraint.isEmpty()) {
      parts.add(constraint);
    }
    return String.join("; ", parts);
  }

  /** "a, b or c". */
  static String alternatives(List<String> values) {
    if (values.size() == 1) {
      return values.get(0);
    }
    return String.join(", ", values.subList(0, values.size() - 1)) + " or " + values.get(values.size() - 1);
  }

  @Override
  public String toString() {
    return name;
  }
}
