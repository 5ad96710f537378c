package com.linkbenchx.store.sql;

import java.util.Objects;

/** A password that never shows itself in logs, messages or {@code toString()}. */
public final class Secret {
  private static final String MASK = "*****";

  private final String value;

  public Secret(String value) {
    this.value = Objects.requireNonNull(value, "value");
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
