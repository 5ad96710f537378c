package com.linkbenchx.store.memory;

import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The packed rows of one pair, hidden ones included, in getLinkList order, with lookup by id2. Not thread-safe: the
 * owning {@link PairLinks} locks.
 *
 * <p>Rows sit in exact-size blocks of at most {@value #MAX_BLOCK}, so an insert or removal costs O(log n + {@value
 * #MAX_BLOCK}); lists over {@value #INDEX_FROM} rows find an id2 through a {@link RowsById} table. Under-full blocks
 * are not merged: LinkBench's request phase hides links rather than removing them.
 */
final class RowList implements Iterable<byte[]> {
  private static final int MAX_BLOCK = 64;
  private static final int INDEX_FROM = 64;
  private static final byte[][][] NO_BLOCKS = new byte[0][][];

  private byte[][][] blocks = NO_BLOCKS;
  private int blockCount;
  private byte[][] byId;
  private int size;

  int size() {
    return size;
  }

  /** The row with this id2, or null. */
  byte[] find(long id2) {
    if (byId != null) {
      return RowsById.find(byId, id2);
    }
    for (int b = 0; b < blockCount; b++) {
      for (byte[] row : blocks[b]) {
        if (PackedLinkRow.id2(row) == id2) {
          return row;
        }
      }
    }
    return null;
  }

  /** Adds a row whose id2 is not in the list. */
  void add(byte[] row) {
    insertInOrder(row);
    if (byId != null) {
      byId = RowsById.add(byId, size, row);
    }
    size++;
    if (byId == null && size > INDEX_FROM) {
      byId = RowsById.of(this, size);
    }
  }

  /** Swaps a stored row for a new row with the same id2 (and any time). */
  void replace(byte[] stored, byte[] row) {
    removeFromOrder(stored);
    insertInOrder(row);
    if (byId != null) {
      RowsById.replace(byId, row);
    }
  }

  /** Removes a stored row. */
  void remove(byte[] stored) {
    removeFromOrder(stored);
    if (byId != null) {
      RowsById.remove(byId, PackedLinkRow.id2(stored));
    }
    size--;
  }

  /** Appends to {@code out} the visible rows in the time range, skipping {@code offset}, at most {@code limit}. */
  void collectVisible(long minTime, long maxTime, int offset, int limit, List<byte[]> out) {
    if (limit <= 0 || minTime > maxTime) {
      return;
    }
    int b = firstBlockReaching(maxTime);
    if (b == blockCount) {
      return;
    }
    int i = firstRowReaching(blocks[b], maxTime);
    int toSkip = offset;
    int taken = 0;
    for (; b < blockCount; b++, i = 0) {
      byte[][] block = blocks[b];
      for (; i < block.length; i++) {
        byte[] row = block[i];
        if (PackedLinkRow.time(row) < minTime) {
          return;
        }
        if (!PackedLinkRow.isVisible(row)) {
          continue;
        }
        if (toSkip > 0) {
          toSkip--;
        } else {
          out.add(row);
          if (++taken == limit) {
            return;
          }
        }
      }
    }
  }

  /** All rows in list order. */
  @Override
  public Iterator<byte[]> iterator() {
    return new Iterator<>() {
      private int block;
      private int index;

      @Override
      public boolean hasNext() {
        return block < blockCount;
      }

      @Override
      public byte[] next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        byte[][] current = blocks[block];
        byte[] row = current[index++];
        if (index == current.length) {
          block++;
          index = 0;
        }
        return row;
      }
    };
  }

  private void insertInOrder(byte[] row) {
    if (blockCount == 0) {
      ensureBlockRoom(1);
      blocks[0] = new byte[][] {row};
      blockCount = 1;
      return;
    }
    int b = blockFor(row);
    byte[][] block = blocks[b];
    int at = positionIn(block, row);
    byte[][] grown = new byte[block.length + 1][];
    System.arraycopy(block, 0, grown, 0, at);
    grown[at] = row;
    System.arraycopy(block, at, grown, at + 1, block.length - at);
    if (grown.length <= MAX_BLOCK) {
      blocks[b] = grown;
      return;
    }
    ensureBlockRoom(blockCount + 1);
    System.arraycopy(blocks, b + 1, blocks, b + 2, blockCount - b - 1);
    int half = grown.length / 2;
    blocks[b] = Arrays.copyOfRange(grown, 0, half);
    blocks[b + 1] = Arrays.copyOfRange(grown, half, grown.length);
    blockCount++;
  }

  private void removeFromOrder(byte[] stored) {
    int b = blockFor(stored);
    byte[][] block = blocks[b];
    int at = positionIn(block, stored);
    if (at == block.length || block[at] != stored) {
      throw new IllegalStateException("row with id2 " + PackedLinkRow.id2(stored) + " is not in the list");
    }
    if (block.length == 1) {
      System.arraycopy(blocks, b + 1, blocks, b, blockCount - b - 1);
      blocks[--blockCount] = null;
      return;
    }
    byte[][] shrunk = new byte[block.length - 1][];
    System.arraycopy(block, 0, shrunk, 0, at);
    System.arraycopy(block, at + 1, shrunk, at, block.length - at - 1);
    blocks[b] = shrunk;
  }

  private void ensureBlockRoom(int needed) {
    if (needed > blocks.length) {
      byte[][][] larger = new byte[Math.max(needed, blocks.length + (blocks.length >> 1))][][];
      System.arraycopy(blocks, 0, larger, 0, blockCount);
      blocks = larger;
    }
  }

  /** The block a row belongs in: the first whose last row is not listed before it, else the last. */
  private int blockFor(byte[] row) {
    int low = 0;
    int high = blockCount - 1;
    while (low < high) {
      int mid = (low + high) >>> 1;
      byte[][] block = blocks[mid];
      if (PackedLinkRow.listedBefore(block[block.length - 1], row)) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low;
  }

  /** The index of the first row in the block that is not listed before {@code row}. */
  private static int positionIn(byte[][] block, byte[] row) {
    int low = 0;
    int high = block.length;
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (PackedLinkRow.listedBefore(block[mid], row)) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low;
  }

  /** The first block whose last row has time <= maxTime, or blockCount if none. */
  private int firstBlockReaching(long maxTime) {
    int low = 0;
    int high = blockCount;
    while (low < high) {
      int mid = (low + high) >>> 1;
      byte[][] block = blocks[mid];
      if (PackedLinkRow.time(block[block.length - 1]) > maxTime) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low;
  }

  /** The index of the first row with time <= maxTime in a block whose last row has one. */
  private static int firstRowReaching(byte[][] block, long maxTime) {
    int low = 0;
    int high = block.length - 1;
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (PackedLinkRow.time(block[mid]) > maxTime) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low;
  }
}
