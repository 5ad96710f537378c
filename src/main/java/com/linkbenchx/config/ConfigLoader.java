package com.linkbenchx.config;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * Builds the run's {@link Config} with LinkBench's precedence: {@code -D} over the main file over
 * {@code workload_file} (SPEC Part II §2.1).
 */
public final class ConfigLoader {
  public static final String WORKLOAD_FILE_KEY = "workload_file";

  private final Path home;

  /** @param home the install directory ({@code LINKBENCH_HOME}), or null when unknown */
  public ConfigLoader(Path home) {
    this.home = home;
  }

  /**
   * Reads the main file, applies overrides, then adds the workload file's keys that are not yet
   * defined.
   *
   * @throws ConfigFileError when the main file cannot be read
   * @throws ConfigError when the workload file cannot be read
   */
  public Config load(Path mainFile, Map<String, String> overrides) {
    Map<String, String> values = new LinkedHashMap<>();
    try {
      values.putAll(readProperties(mainFile));
    } catch (IOException e) {
      throw new ConfigFileError("Cannot read config file " + mainFile + ": " + describe(e));
    }
    values.putAll(overrides);

    Path workloadFile = null;
    String workload = values.get(WORKLOAD_FILE_KEY);
    if (workload != null) {
      workloadFile = Config.loaded(values, home, mainFile, null).getPath(WORKLOAD_FILE_KEY);
      Map<String, String> workloadValues;
      try {
        workloadValues = readProperties(workloadFile);
      } catch (IOException e) {
        throw new ConfigError("Cannot read workload_file " + workloadFile + ": " + describe(e));
      }
      workloadValues.forEach(values::putIfAbsent);
    }
    return Config.loaded(values, home, mainFile, workloadFile);
  }

  static Map<String, String> readProperties(Path file) throws IOException {
    if (Files.isDirectory(file)) {
      throw new IOException("is a directory");
    }
    Properties properties = new Properties();
    try (InputStream in = Files.newInputStream(file)) {
      properties.load(in); // ISO-8859-1, as LinkBench reads it
    }
    Map<String, String> values = new LinkedHashMap<>();
    for (String key : properties.stringPropertyNames()) {
      values.put(key, properties.getProperty(key));
    }
    return values;
  }

  private static String describe(IOException e) {
    if (e instanceof java.nio.file.NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
