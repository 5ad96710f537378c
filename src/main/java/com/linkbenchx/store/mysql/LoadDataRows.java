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
  /** For each byte value, the letter that follows the backslash of its escape; 0 when it goes as it is. */
  private static final byte[] ESCAPES = new byte[256];
  /** The tens and the ones digit of 0..99. */
  private static final byte[] TENS = new byte[100];
  private static final byte[] ONES = new byte[100];

  static {
    ESCAPES[0] = '0';
    ESCAPES['\t'] = 't';
    ESCAPES['\n'] = 'n';
    ESCAPES['\r'] = 'r';
    ESCAPES['\\'] = '\\';
    for (int i = 0; i < 100; i++) {
      TENS[i] = (byte) ('0' + i / 10);
      ONES[i] = (byte) ('0' + i % 10);
    }
  }

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
    // Two digits per division, from the right; int arithmetic once the rest fits (ids nearly always do).
    int at = length + digits;
    length = at;
    while (rest > Integer.MAX_VALUE) {
      long quotient = rest / 100;
      int pair = (int) (rest - quotient * 100);
      bytes[--at] = ONES[pair];
      bytes[--at] = TENS[pair];
      rest = quotient;
    }
    int small = (int) rest;
    while (small >= 100) {
      int quotient = small / 100;
      int pair = small - quotient * 100;
      bytes[--at] = ONES[pair];
      bytes[--at] = TENS[pair];
      small = quotient;
    }
    if (small >= 10) {
      bytes[--at] = ONES[small];
      bytes[--at] = TENS[small];
    } else {
      bytes[--at] = (byte) ('0' + small);
    }
    return this;
  }

  LoadDataRows data(byte[] data) {
    separate();
    ensure(data.length * 2);
    // Runs of bytes that need no escape are copied whole: most payload bytes are plain.
    int copied = 0;
    for (int i = 0; i < data.length; i++) {
      byte escaped = ESCAPES[data[i] & 0xff];
      if (escaped != 0) {
        System.arraycopy(data, copied, bytes, length, i - copied);
        length += i - copied;
        bytes[length++] = '\\';
        bytes[length++] = escaped;
        copied = i + 1;
      }
    }
    System.arraycopy(data, copied, bytes, length, data.length - copied);
    length += data.length - copied;
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
