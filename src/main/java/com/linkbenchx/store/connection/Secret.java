package com.linkbenchx.store.connection;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/** A password that never shows itself in logs, messages or {@code toString()}. */
public final class Secret {
  /** The environment variable that holds a store's password. */
  public static final String PASSWORD_ENV = "LINKBENCH_PASSWORD";
  private static final String MASK = "*****";

  private final String value;

  public Secret(String value) {
    this.value = Objects.requireNonNull(value, "value");
  }

  /**
   * The login password of a store: the first line of {@code password_file} (UTF-8, a byte-order mark skipped), else
   * {@value #PASSWORD_ENV}, else the {@code password} key, whose absence is an error if {@code keyRequired}.
   */
  public static Secret read(Config config, Map<String, String> environment, boolean keyRequired) {
    if (ConnectionKeys.PASSWORD_FILE.isSet(config)) {
      Path file = Path.of(ConnectionKeys.PASSWORD_FILE.read(config).trim());
      try {
        return new Secret(firstLine(file));
      } catch (NoSuchFileException e) {
        throw new ConfigError("Cannot read password_file " + file + ": no such file");
      } catch (IOException e) {
        throw new ConfigError("Cannot read password_file " + file + ": " + e.getClass().getSimpleName());
      }
    }
    String fromEnvironment = environment.get(PASSWORD_ENV);
    if (fromEnvironment != null) {
      return new Secret(fromEnvironment);
    }
    return new Secret(keyRequired ? ConnectionKeys.PASSWORD.read(config)
        : ConnectionKeys.PASSWORD.readOptional(config).orElse(""));
  }

  /** Enough for any password; a device such as /dev/zero is not read to its (missing) end. */
  private static final int MAX_FILE_BYTES = 64 * 1024;

  private static String firstLine(Path file) throws IOException {
    byte[] bytes;
    try (var in = Files.newInputStream(file)) {
      bytes = in.readNBytes(MAX_FILE_BYTES);
    }
    String text = new String(bytes, StandardCharsets.UTF_8);
    return (text.startsWith("\uFEFF") ? text.substring(1) : text).lines().findFirst().orElse("");
  }

  /** The password itself, for handing to a JDBC driver only. */
  public String reveal() {
    return value;
  }

  public boolean isEmpty() {
    return value.isEmpty();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Secret secret && secret.value.equals(value);
  }

  @Override
  public int hashCode() {
    return value.hashCode();
  }

  @Override
  public String toString() {
    return value.isEmpty() ? "" : MASK;
  }
}
