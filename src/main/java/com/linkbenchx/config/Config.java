package com.linkbenchx.config;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The merged configuration of one run (main file, {@code -D} overrides and workload file, LinkBench's precedence
 * applied), built once by {@link ConfigLoader}. Values are read only through declared keys ({@link ConfigKey#read}),
 * which is what lets the driver name unknown keys and document every key.
 */
public final class Config {
  private final Map<String, String> values;
  private final Path home;
  private final Path mainFile;
  private final Path workloadFile;

  Config(Map<String, String> values, Path home, Path mainFile, Path workloadFile) {
    this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    this.home = home;
    this.mainFile = mainFile;
    this.workloadFile = workloadFile;
  }

  /** A configuration made from a map alone (tests, programmatic use); relative paths resolve against the working directory. */
  public static Config of(Map<String, String> values) {
    return new Config(values, null, null, null);
  }

  /** A copy with some keys replaced or added (tests and programmatic use). */
  public Config with(Map<String, String> overrides) {
    Map<String, String> merged = new LinkedHashMap<>(values);
    merged.putAll(overrides);
    return new Config(merged, home, mainFile, workloadFile);
  }

  /** A copy with one key replaced or added (tests and programmatic use). */
  public Config with(String key, String value) {
    return with(Map.of(key, value));
  }

  /** A copy with a declared key set to {@code value}. */
  public Config with(ConfigKey<?> key, String value) {
    return with(key.name(), value);
  }

  /** A copy without a declared key (and its aliases). */
  public Config without(ConfigKey<?> key) {
    Map<String, String> fewer = new LinkedHashMap<>(values);
    fewer.remove(key.name());
    key.aliases().forEach(fewer::remove);
    return new Config(fewer, home, mainFile, workloadFile);
  }

  /** Every key and its text, for copying a configuration; reading code uses declared keys instead. */
  public Map<String, String> asMap() {
    return values;
  }

  /** The names of every key present. */
  public Set<String> names() {
    return values.keySet();
  }

  public Path workloadFile() {
    return workloadFile;
  }

  /** The text of a key, or null when absent: for {@link ConfigKey} only. */
  String rawValue(String name) {
    return values.get(name);
  }

  /**
   * Resolves a path-valued key: absolute paths as they are, relative ones against {@code LINKBENCH_HOME} (LinkBench's
   * rule), or the working directory for a map-built config.
   */
  Path resolvePath(String key, String text) {
    Path path = Path.of(text.trim());
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

  /** All keys, sorted, with every secret-looking value or {@code name=value} item masked: safe to log. */
  public Map<String, String> maskedView() {
    Map<String, String> masked = new TreeMap<>();
    values.forEach((k, v) -> masked.put(k, Secrets.display(k, v, false)));
    return masked;
  }

  @Override
  public String toString() {
    return "Config" + maskedView();
  }
}
