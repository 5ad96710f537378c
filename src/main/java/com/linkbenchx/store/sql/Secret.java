package com.linkbenchx.store.sql;

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
  private static final String MASK = "*****";

  private final String value;

  public Secret(String value) {
    this.value = Objects.requireNonNull(value, "value");
  }

  /**
   * The login password of a store: the text of {@code password_file} without its trailing line
   * ends, else the environment
   * variable {@value SqlStoreSettings#PASSWORD_ENV}, else the {@code password} key.
   *
   * @param keyRequired whether a missing {@code password} key is an error (LinkBench's SQL stores)
   *     rather than an empty password (stores whose login is optional)
   */
  public static Secret read(Config config, Map<String, String> environment, boolean keyRequired) {
    if (SqlKeys.PASSWORD_FILE.isSet(config)) {
      Path file = Path.of(SqlKeys.PASSWORD_FILE.read(config).trim());
      try {
        return new Secret(stripLineEnd(Files.readString(file, StandardCharsets.UTF_8)));
      } catch (NoSuchFileException e) {
        throw new ConfigError("Cannot read password_file " + file + ": no such file");
      } catch (IOException e) {
        throw new ConfigError("Cannot read password_file " + file + ": " + e.getClass().getSimpleName());
      }
    }
    String fromEnvironment = environment.get(SqlStoreSettings.PASSWORD_ENV);
    if (fromEnvironment != null) {
      return new Secret(fromEnvironment);
    }
    return new Secret(keyRequired ? SqlKeys.PASSWORD.read(config) : SqlKeys.PASSWORD.readOptional(config).orElse(""));
  }

  private static String stripLineEnd(String text) {
    int end = text.length();
    while (end > 0 && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
      end--;
    }
    return text.substring(0, end);
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
