package com.linkbenchx.store.mysql;

import java.io.InputStream;

/**
 * Rows in LOAD DATA's default text format (tab, newline, backslash escapes) in one reused byte buffer; NUL, tab,
 * newline, carriage return and backslash are escaped so that every payload byte arrives unchanged.
 */
final class LoadDataRows {
  private static final int INITIAL_CAPACITY = 256 * 1024;
  /** For each byte value, the letter that follows the backslash of its escape; 0 when it goes as it is. */
  private static final byte[] ESCAPES = new byte[256];

  static {
    ESCAPES[0] = '0';
    ESCAPES['\t'] = 't';
    ESCAPES['\n'] = 'n';
    ESCAPES['\r'] = 'r';
    ESCAPES['\\'] = '\\';
  }

  private final AsciiText text = new AsciiText(INITIAL_CAPACITY);
  private boolean rowStarted;

  void clear() {
    text.clear();
    rowStarted = false;
  }

  LoadDataRows number(long value) {
    separate();
    text.number(value);
    return this;
  }

  LoadDataRows data(byte[] data) {
    separate();
    text.escaped(data, ESCAPES, (byte) '\\');
    return this;
  }

  void endRow() {
    text.append('\n');
    rowStarted = false;
  }

  /** The rows so far, read in place (valid until the next {@link #clear()}). */
  InputStream stream() {
    return text.stream();
  }

  int length() {
    return text.length();
  }

  private void separate() {
    if (rowStarted) {
      text.append('\t');
    }
    rowStarted = true;
  }
}
