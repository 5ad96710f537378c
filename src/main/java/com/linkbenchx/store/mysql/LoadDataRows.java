package com.linkbenchx.store.mysql;

import java.io.ByteArrayInputStream;
import java.io.InputStream;

/**
 * Rows in LOAD DATA's default text format (fields ended by tab, rows by newline, escapes by
 * backslash), rendered into one reused byte buffer without per-row garbage. Payload bytes are
 * escaped so that every byte value arrives unchanged: NUL, tab, newline, carriage return and the
 * backslash itself.
 */
final class LoadDataRows {
  private static final int INITIAL_CAPACITY = 256 * 1024;

  private byte[] bytes = new byte[INITIAL_CAPACITY];
  private int length;
  private boolean rowStarted;

  void clear() {
    length = 0;
    rowStarted = false;
  }

  LoadDataRows number(long value) {
    separate();
    if (value == Long.MIN_VALUE) {
      ascii(Long.toString(value));
      return this;
    }
    ensure(20);
    long rest = value;
    if (rest < 0) {
      bytes[length++] = '-';
      rest = -rest;
    }
    int digits = 1;
    for (long bound = 10; digits < 19 && rest >= bound; bound *= 10) {
      digits++;
    }
    for (int i = length + digits - 1; i >= length; i--) {
      bytes[i] = (byte) ('0' + rest % 10);
      rest /= 10;
    }
    length += digits;
    return this;
  }

  LoadDataRows data(byte[] data) {
    separate();
    ensure(data.length * 2);
    for (byte b : data) {
      byte escaped = switch (b) {
        case 0 -> '0';
        case '\t' -> 't';
        case '\n' -> 'n';
        case '\r' -> 'r';
        case '\\' -> '\\';
        default -> -1;
      };
      if (escaped == -1) {
        bytes[length++] = b;
      } else {
        bytes[length++] = '\\';
        bytes[length++] = escaped;
      }
    }
    return this;
  }

  void endRow() {
    ensure(1);
    bytes[length++] = '\n';
    rowStarted = false;
  }

  /** The rows so far, read in place (valid until the next {@link #clear()}). */
  InputStream stream() {
    return new ByteArrayInputStream(bytes, 0, length);
  }

  int length() {
    return length;
  }

  private void separate() {
    if (rowStarted) {
      ensure(1);
      bytes[length++] = '\t';
    }
    rowStarted = true;
  }

  private void ascii(String text) {
    ensure(text.length());
    for (int i = 0; i < text.length(); i++) {
      bytes[length++] = (byte) text.charAt(i);
    }
  }

  private void ensure(int more) {
    if (length + more > bytes.length) {
      bytes = java.util.Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + more));
    }
  }
}
