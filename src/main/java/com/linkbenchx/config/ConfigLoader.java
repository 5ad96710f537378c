package com.linkbenchx.config;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Builds the run's {@link Config} with LinkBench's precedence: {@code -D} over the main file over
 * {@code workload_file}. Files are read as Java properties (ISO-8859-1); a UTF-8 byte-order mark at the start, which
 * some editors write, is skipped so that it does not become part of the first key's name.
 */
public final class ConfigLoader {
  private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
  /** The longest configuration file read: the shipped ones are a few kB. */
  static final int MAX_BYTES = 1024 * 1024;

  private final Path home;

  /** @param home the install directory ({@code LINKBENCH_HOME}), or null when unknown */
  public ConfigLoader(Path home) {
    this.home = home;
  }

  /**
   * Reads the main file, applies overrides, then adds the workload file's keys that are not yet defined; throws
   * ConfigFileError when the main file cannot be read, ConfigError when the workload file cannot.
   */
  public Config load(Path mainFile, Map<String, String> overrides) {
    Map<String, String> values = new LinkedHashMap<>(read(mainFile, "config file", ConfigFileError::new,
        () -> hint(mainFile)));
    values.putAll(overrides);
    Config withoutWorkload = new Config(values, home, mainFile, null);
    Path workloadFile = null;
    if (GeneralKeys.WORKLOAD_FILE.isSet(withoutWorkload)) {
      workloadFile = GeneralKeys.WORKLOAD_FILE.read(withoutWorkload);
      read(workloadFile, "workload_file", ConfigError::new, () -> "").forEach(values::putIfAbsent);
    }
    return new Config(values, home, mainFile, workloadFile);
  }

  /**
   * The file's keys, or a failure as one line naming the file: a key set twice is a ConfigError, anything else the
   * {@code unreadable} error. At most {@link #MAX_BYTES} are read (/dev/zero never ends); an empty or binary file is
   * refused rather than half used.
   */
  private static Map<String, String> read(Path file, String what, Function<String, RuntimeException> unreadable,
      Supplier<String> missingHint) {
    String cannotRead = "Cannot read " + what + " " + file + ": ";
    try {
      if (Files.isDirectory(file)) {
        throw new IOException("is a directory");
      }
      byte[] bytes;
      try (InputStream in = Files.newInputStream(file)) {
        bytes = in.readNBytes(MAX_BYTES + 1);
      }
      if (bytes.length > MAX_BYTES) {
        throw unreadable.apply(cannotRead + "it is larger than " + MAX_BYTES / (1024 * 1024)
            + " MiB, which no configuration file is (is it the right file?)");
      }
      int bom = UTF8_BOM.length;
      int start = bytes.length >= bom && Arrays.equals(bytes, 0, bom, UTF8_BOM, 0, bom) ? bom : 0;
      int line = 1;
      for (int i = start; i < bytes.length; i++) {
        int b = bytes[i] & 0xff;
        if (b == '\n') {
          line++;
        } else if ((b < 0x20 && b != '\t' && b != '\r' && b != '\f') || b == 0x7f) {
          throw unreadable.apply(cannotRead
              + String.format("byte 0x%02x on line %d: it is a binary file, not key = value lines", b, line));
        }
      }
      Map<String, String> values = new LinkedHashMap<>();
      Properties properties = new Properties() {
        private static final long serialVersionUID = 1L;

        @Override
        public synchronized Object put(Object key, Object value) {
          if (containsKey(key)) {
            throw new ConfigError("Configuration key " + key + " is set twice in " + what + " " + file
                + ": keep one line");
          }
          values.put((String) key, (String) value);
          return super.put(key, value);
        }
      };
      properties.load(new ByteArrayInputStream(bytes, start, bytes.length - start)); // ISO-8859-1, as LinkBench
      if (values.isEmpty()) {
        throw unreadable.apply(cannotRead + (bytes.length == start ? "it is empty" : "it holds no key = value line"));
      }
      return values;
    } catch (IOException e) {
      throw unreadable.apply(cannotRead + reason(e) + missingHint.get());
    }
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

  /** Why a file could not be read, in words: "no such file", "permission denied", or the exception's message. */
  public static String reason(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
