package com.linkbenchx.config;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * Builds the run's {@link Config} with LinkBench's precedence: {@code -D} over the main file over
 * {@code workload_file}. Files are read as Java properties (ISO-8859-1); a UTF-8 byte-order mark
 * at the start, which some editors write, is skipped so that it does not become part of the
 * first key's name.
 */
public final class ConfigLoader {
  private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

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
      throw new ConfigFileError("Cannot read config file " + mainFile + ": " + describe(e) + hint(mainFile));
    }
    values.putAll(overrides);

    Path workloadFile = null;
    Config withoutWorkload = Config.loaded(values, home, mainFile, null);
    if (GeneralKeys.WORKLOAD_FILE.isSet(withoutWorkload)) {
      workloadFile = GeneralKeys.WORKLOAD_FILE.read(withoutWorkload);
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
    try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
      skipByteOrderMark(in);
      properties.load(in); // ISO-8859-1, as LinkBench reads it
    }
    Map<String, String> values = new LinkedHashMap<>();
    for (String key : properties.stringPropertyNames()) {
      values.put(key, properties.getProperty(key));
    }
    return values;
  }

  /** Where else a missing file was looked for, or which file of a directory to name. */
  private String hint(Path mainFile) {
    if (Files.isDirectory(mainFile)) {
      try (var files = Files.list(mainFile)) {
        return files.map(Path::getFileName).map(Path::toString).filter(name -> name.endsWith(".properties"))
            .sorted(Comparator.comparing((String name) -> !name.startsWith("LinkConfig"))
                .thenComparing(Comparator.naturalOrder()))
            .findFirst().map(name -> "; name a configuration file in it, e.g. -c " + mainFile.resolve(name))
            .orElse("; name a configuration file, e.g. -c config/LinkConfigMemory.properties");
      } catch (IOException e) {
        return "";
      }
    }
    if (!mainFile.isAbsolute() && !Files.exists(mainFile)) {
      return " in the working directory " + Path.of("").toAbsolutePath()
          + (home == null ? "" : " nor in the installation directory " + home);
    }
    return "";
  }

  private static void skipByteOrderMark(InputStream in) throws IOException {
    in.mark(UTF8_BOM.length);
    byte[] start = in.readNBytes(UTF8_BOM.length);
    if (!Arrays.equals(start, UTF8_BOM)) {
      in.reset();
    }
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
