package com.linkbenchx.store.pgsql;

import java.util.Arrays;

/**
 * Rows in COPY's binary format (header; per row a field count and each field as length and big-endian value; trailer)
 * in one reused byte buffer. bytea goes as its raw bytes: no payload byte needs escaping.
 */
final class CopyBinaryRows {
  private static final byte[] HEADER = {'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xFF, '\r', '\n', 0,
      0, 0, 0, 0, // flags: no OIDs
      0, 0, 0, 0}; // no header extension
  private static final int INITIAL_CAPACITY = 256 * 1024;

  private byte[] bytes = new byte[INITIAL_CAPACITY];
  private int length;

  void begin() {
    System.arraycopy(HEADER, 0, bytes, 0, HEADER.length);
    length = HEADER.length;
  }

  /** Empties the buffer after its bytes were sent, within the same stream. */
  void drained() {
    length = 0;
  }

  CopyBinaryRows row(int fields) {
    ensure(2);
    putShort(fields);
    return this;
  }

  CopyBinaryRows int8(long value) {
    ensure(12);
    putInt(8);
    for (int shift = 56; shift >= 0; shift -= 8) {
      bytes[length++] = (byte) (value >>> shift);
    }
    return this;
  }

  CopyBinaryRows int4(int value) {
    ensure(8);
    putInt(4);
    putInt(value);
    return this;
  }

  CopyBinaryRows int2(int value) {
    ensure(6);
    putInt(2);
    putShort(value);
    return this;
  }

  CopyBinaryRows bytea(byte[] data) {
    ensure(4 + data.length);
    putInt(data.length);
    System.arraycopy(data, 0, bytes, length, data.length);
    length += data.length;
    return this;
  }

  void end() {
    ensure(2);
    putShort(-1);
  }

  byte[] bytes() {
    return bytes;
  }

  int length() {
    return length;
  }

  private void putInt(int value) {
    bytes[length++] = (byte) (value >>> 24);
    bytes[length++] = (byte) (value >>> 16);
    bytes[length++] = (byte) (value >>> 8);
    bytes[length++] = (byte) value;
  }

  private void putShort(int value) {
    bytes[length++] = (byte) (value >>> 8);
    bytes[length++] = (byte) value;
  }

  private void ensure(int more) {
    if (length + more > bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + more));
    }
  }
}
