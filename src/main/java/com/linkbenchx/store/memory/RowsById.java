package com.linkbenchx.store.memory;

/**
 * The operations of a {@link RowList}'s open-addressing table of rows by id2 (linear probing, power-of-two capacity, at
 * most 3/4 full): only row references, about six bytes a link. Not thread-safe.
 */
final class RowsById {
  private RowsById() {
  }

  /** A table holding {@code rows}, sized so that it stays under 3/4 full. */
  static byte[][] of(Iterable<byte[]> rows, int size) {
    int capacity = 2;
    while (size * 4L > capacity * 3L) {
      capacity *= 2;
    }
    byte[][] table = new byte[capacity][];
    for (byte[] row : rows) {
      place(table, row);
    }
    return table;
  }

  static byte[] find(byte[][] table, long id2) {
    int mask = table.length - 1;
    for (int slot = home(id2, mask);; slot = (slot + 1) & mask) {
      byte[] row = table[slot];
      if (row == null || PackedLinkRow.id2(row) == id2) {
        return row;
      }
    }
  }

  /** Adds a row whose id2 is absent to a table of {@code size} rows; returns the table to keep (maybe doubled). */
  static byte[][] add(byte[][] table, int size, byte[] row) {
    byte[][] target = table;
    if ((size + 1) * 4L > table.length * 3L) {
      target = new byte[table.length * 2][];
      for (byte[] existing : table) {
        if (existing != null) {
          place(target, existing);
        }
      }
    }
    place(target, row);
    return target;
  }

  /** Puts {@code row} in the slot of the row with the same id2, which must be present. */
  static void replace(byte[][] table, byte[] row) {
    long id2 = PackedLinkRow.id2(row);
    int mask = table.length - 1;
    int slot = home(id2, mask);
    while (PackedLinkRow.id2(table[slot]) != id2) {
      slot = (slot + 1) & mask;
    }
    table[slot] = row;
  }

  /** Removes the row with this id2, if present, keeping every probe chain unbroken. */
  static void remove(byte[][] table, long id2) {
    int mask = table.length - 1;
    int hole = home(id2, mask);
    while (table[hole] != null && PackedLinkRow.id2(table[hole]) != id2) {
      hole = (hole + 1) & mask;
    }
    if (table[hole] == null) {
      return;
    }
    // Backward-shift deletion: pull later rows of the cluster into the hole, except a row whose
    // home slot lies after the hole (moving it would put it before its home, out of reach).
    for (int slot = (hole + 1) & mask; table[slot] != null; slot = (slot + 1) & mask) {
      int rowHome = home(PackedLinkRow.id2(table[slot]), mask);
      if (!cyclicallyWithin(hole, rowHome, slot)) {
        table[hole] = table[slot];
        hole = slot;
      }
    }
    table[hole] = null;
  }

  private static void place(byte[][] table, byte[] row) {
    int mask = table.length - 1;
    int slot = home(PackedLinkRow.id2(row), mask);
    while (table[slot] != null) {
      slot = (slot + 1) & mask;
    }
    table[slot] = row;
  }

  /** True if {@code index} lies in the cyclic interval (after, upTo]. */
  private static boolean cyclicallyWithin(int after, int index, int upTo) {
    return after < upTo ? index > after && index <= upTo : index > after || index <= upTo;
  }

  /** The MurmurHash3 64-bit finaliser spreads every bit of id2, which are often sequential, over the slot. */
  private static int home(long id2, int mask) {
    long h = id2;
    h ^= h >>> 33;
    h *= 0xff51afd7ed558ccdL;
    h ^= h >>> 33;
    h *= 0xc4ceb9fe1a85ec53L;
    h ^= h >>> 33;
    return (int) h & mask;
  }
}
