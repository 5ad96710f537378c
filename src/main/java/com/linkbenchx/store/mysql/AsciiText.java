package com.linkbenchx.store.mysql;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Text built in one reused byte buffer without per-call garbage, for the rows the load sends by the million: numbers
 * two digits per division, payload bytes copied in plain runs with an escape table, or as hexadecimal digits.
 */
final class AsciiText {
  /** The tens and the ones digit of 0..99. */
  private static final byte[] TENS = new byte[100];
  private static final byte[] ONES = new byte[100];
  private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);

  static {
    for (int i = 0; i < 100; i++) {
      TENS[i] = (byte) ('0' + i / 10);
      ONES[i] = (byte) ('0' + i % 10);
    }
  }

  private byte[] bytes;
  private int length;

  AsciiText(int initialCapacity) {
    bytes = new byte[initialCapacity];
  }

  void clear() {
    length = 0;
  }

  int length() {
    return length;
  }

  AsciiText append(char c) {
    ensure(1);
    bytes[length++] = (byte) c;
    return this;
  }

  /** Characters below 128 only. */
  AsciiText append(String ascii) {
    int count = ascii.length();
    ensure(count);
    for (int i = 0; i < count; i++) {
      bytes[length++] = (byte) ascii.charAt(i);
    }
    return this;
  }

  AsciiText number(long value) {
    if (value == Long.MIN_VALUE) {
      return append(Long.toString(value));
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
    // From the right; int arithmetic once the rest fits (ids nearly always do).
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

  /** The bytes as they are, except that one whose entry in {@code escapes} is not 0 goes as {@code prefix}, entry. */
  AsciiText escaped(byte[] data, byte[] escapes, byte prefix) {
    ensure(data.length * 2);
    int copied = 0;
    for (int i = 0; i < data.length; i++) {
      byte escape = escapes[data[i] & 0xff];
      if (escape != 0) {
        System.arraycopy(data, copied, bytes, length, i - copied);
        length += i - copied;
        bytes[length++] = prefix;
        bytes[length++] = escape;
        copied = i + 1;
      }
    }
    System.arraycopy(data, copied, bytes, length, data.length - copied);
    length += data.length - copied;
    return this;
  }

  /** Two upper-case hexadecimal digits per byte. */
  AsciiText hex(byte[] data) {
    ensure(data.length * 2);
    for (byte b : data) {
      bytes[length++] = HEX[(b >> 4) & 0xf];
      bytes[length++] = HEX[b & 0xf];
    }
    return this;
  }

  /** The text so far, read in place (valid until the next {@link #clear()}). */
  InputStream stream() {
    return new ByteArrayInputStream(bytes, 0, length);
  }

  /** The text so far as a string: one copy, each byte one character. */
  String asString() {
    return new String(bytes, 0, length, StandardCharsets.ISO_8859_1);
  }

  private void ensure(int more) {
    if (length + more > bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + more));
    }
  }
}
