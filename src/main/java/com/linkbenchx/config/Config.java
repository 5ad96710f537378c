package com.linkbenchx.config;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The merged configuration of one run: main file, {@code -D} overrides and workload file, with
 * LinkBench's precedence already applied. Immutable; built once by {@link ConfigLoader} and passed
 * explicitly to whatever needs it.
 *
 * <p>Typed getters follow LinkBench's parsing rules exactly: a default applies only when a key is
 * absent, a present but empty value is parsed (and fails), integers allow no surrounding white
 * space, doubles do.
 */
public final class Config {
  private static final String MASK = "*****";

  private final Map<String, String> values;
  private final Path home;
  private final Path mainFile;
  private final Path workloadFile;

  private Config(Map<String, String> values, Path home, Path mainFile, Path workloadFile) {
    this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    this.home = home;
    this.mainFile = mainFile;
    this.workloadFile = workloadFile;
  }

  /** A configuration made from a map alone (tests, programmatic use); relative paths resolve against the working directory. */
  public static Config of(Map<String, String> values) {
    return new Config(values, null, null, null);
  }

  static Config loaded(Map<String, String> values, Path home, Path mainFile, Path workloadFile) {
    return new Config(values, home, mainFile, workloadFile);
  }

  /** A copy with some keys replaced or added. */
  public Config with(Map<String, String> overrides) {
    Map<String, String> merged = new LinkedHashMap<>(values);
    merged.putAll(overrides);
    return new Config(merged, home, mainFile, workloadFile);
  }

  /** A copy with one key replaced or added. */
  public Config with(String key, String value) {
    return with(Map.of(key, value));
  }

  public boolean has(String key) {
    return values.containsKey(key);
  }

  public Optional<String> get(String key) {
    return Optional.ofNullable(values.get(key));
  }

  public Map<String, String> asMap() {
    return values;
  }

  /** Install directory ({@code LINKBENCH_HOME}), or null when unknown. */
  public Path home() {
    return home;
  }

  public Path mainFile() {
    return mainFile;
  }

  public Path workloadFile() {
    return workloadFile;
  }

  public String getString(String key) {
    String value = values.get(key);
    if (value == null) {
      throw new ConfigError("Expected configuration key " + key + " to be defined");
    }
    return value;
  }

  public String getString(String key, String defaultValue) {
    return values.getOrDefault(key, defaultValue);
  }

  public int getInt(String key) {
    return parseInt(key, getString(key));
  }

  public int getInt(String key, int defaultValue) {
    String value = values.get(key);
    return value == null ? defaultValue : parseInt(key, value);
  }

  public long getLong(String key) {
    return parseLong(key, getString(key));
  }

  public long getLong(String key, long defaultValue) {
    String value = values.get(key);
    return value == null ? defaultValue : parseLong(key, value);
  }

  public double getDouble(String key) {
    return parseDouble(key, getString(key));
  }

  public double getDouble(String key, double defaultValue) {
    String value = values.get(key);
    return value == null ? defaultValue : parseDouble(key, value);
  }

  public boolean getBoolean(String key) {
    return parseBoolean(key, getString(key));
  }

  public boolean getBoolean(String key, boolean defaultValue) {
    String value = values.get(key);
    return value == null ? defaultValue : parseBoolean(key, value);
  }

  /** A long that must lie in [min, max]; the error names the key, the value and the range. */
  public long getLongInRange(String key, long defaultValue, long min, long max) {
    long value = getLong(key, defaultValue);
    requireRange(key, value, min, max);
    return value;
  }

  public int getIntInRange(String key, int defaultValue, int min, int max) {
    int value = getInt(key, defaultValue);
    requireRange(key, value, min, max);
    return value;
  }

  public int getIntInRange(String key, int min, int max) {
    int value = getInt(key);
    requireRange(key, value, min, max);
    return value;
  }

  public long getLongInRange(String key, long min, long max) {
    long value = getLong(key);
    requireRange(key, value, min, max);
    return value;
  }

  private static void requireRange(String key, long value, long min, long max) {
    if (value < min || value > max) {
      throw new ConfigError("Expected configuration key " + key + " to be in range ["
          + (min == Long.MIN_VALUE ? "-inf" : String.valueOf(min)) + ", "
          + (max == Long.MAX_VALUE ? "inf" : String.valueOf(max)) + "], but was '" + value + "'");
    }
  }

  /**
   * Resolves a path-valued key: absolute paths as they are, relative ones against
   * {@code LINKBENCH_HOME} (LinkBench's rule), or the working directory for a map-built config.
   */
  public Path getPath(String key) {
    String value = getString(key).trim();
    Path path = Path.of(value);
    if (path.isAbsolute()) {
      return path;
    }
    if (home != null) {
      return home.resolve(path);
    }
    if (mainFile != null) {
      throw new ConfigError("Data file config property " + key
          + " was specified using a relative path, but linkbench home directory was not specified"
          + " through environment var LINKBENCH_HOME");
    }
    return path.toAbsolutePath();
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

  static boolean parseBoolean(String key, String value) {
    String normalized = value.trim().toLowerCase(java.util.Locale.ROOT);
    if (normalized.equals("true")) {
      return true;
    }
    if (normalized.equals("false")) {
      return false;
    }
    throw new ConfigError(
        "Expected configuration key " + key + " to be true or false, but was '" + normalized + "'");
  }

  /** True for keys whose values must never be printed. */
  public static boolean isSecretKey(String key) {
    String lower = key.toLowerCase(java.util.Locale.ROOT);
    return lower.contains("password") || lower.contains("passwd") || lower.contains("secret");
  }

  /** All keys in sorted order with secrets masked: safe for logs. */
  public Map<String, String> maskedView() {
    Map<String, String> masked = new TreeMap<>();
    values.forEach((k, v) -> masked.put(k, isSecretKey(k) && !v.isEmpty() ? MASK : v));
    return masked;
  }

  @Override
  public String toString() {
    return "Config" + maskedView();
  }
}
