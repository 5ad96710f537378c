package com.linkbenchx.store.memory;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** Reads and writes fixed-width numbers inside byte arrays (packed rows), at any offset. */
final class ByteFields {
  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  private ByteFields() {
  }

  static long getLong(byte[] bytes, int offset) {
    return (long) LONGS.get(bytes, offset);
  }

  static void putLong(byte[] bytes, int offset, long value) {
    LONGS.set(bytes, offset, value);
  }

  static int getInt(byte[] bytes, int offset) {
    return (int) INTS.get(bytes, offset);
  }

  static void putInt(byte[] bytes, int offset, int value) {
    INTS.set(bytes, offset, value);
  }
}
