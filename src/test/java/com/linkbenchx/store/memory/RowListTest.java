package com.linkbenchx.store.memory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.linkbenchx.model.Link;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * RowList against a plain map, through enough rows to split blocks, build the id2 index, and
 * empty blocks again.
 */
class RowListTest {
  private static final Comparator<byte[]> LIST_ORDER = Comparator.<byte[]>comparingLong(PackedLinkRow::time)
      .thenComparingLong(PackedLinkRow::id2).reversed();

  private final RowList list = new RowList();
  private final Map<Long, byte[]> expected = new HashMap<>();

  @Test
  void randomAddsReplacesAndRemovesKeepOrderAndLookup() {
    Random random = new Random(42);
    for (int op = 0; op < 20_000; op++) {
      long id2 = random.nextInt(600);
      // Few distinct times so that many rows tie and the id2 order matters.
      byte[] row = row(id2, random.nextInt(40), random.nextInt(5) != 0);
      byte[] stored = list.find(id2);
      assertSame(expected.get(id2), stored);
      int action = random.nextInt(10);
      if (stored == null && action < 7) {
        list.add(row);
        expected.put(id2, row);
      } else if (stored != null && action < 6) {
        list.replace(stored, row);
        expected.put(id2, row);
      } else if (stored != null) {
        list.remove(stored);
        expected.remove(id2);
      }
      if (op % 997 == 0) {
        assertSameContents();
      }
    }
    assertSameContents();
  }

  @Test
  void growsPastTheIndexThresholdAndShrinksToNothing() {
    Random random = new Random(7);
    for (long id2 = 0; id2 < 5_000; id2++) {
      byte[] row = row(id2, random.nextInt(1_000_000), true);
      list.add(row);
      expected.put(id2, row);
    }
    assertSameContents();
    for (long id2 = 0; id2 < 5_000; id2 += 2) {
      list.remove(list.find(id2));
      expected.remove(id2);
    }
    assertSameContents();
    for (long id2 = 1; id2 < 5_000; id2 += 2) {
      list.remove(list.find(id2));
      expected.remove(id2);
    }
    assertSameContents();
    assertEquals(0, list.size());
    assertNull(list.find(1));
  }

  @Test
  void collectVisibleMatchesAFilteredSortedCopy() {
    Random random = new Random(99);
    for (long id2 = 0; id2 < 3_000; id2++) {
      byte[] row = row(id2, random.nextInt(500), random.nextInt(4) != 0);
      list.add(row);
      expected.put(id2, row);
    }
    for (int query = 0; query < 500; query++) {
      long minTime = random.nextInt(520) - 10;
      long maxTime = minTime + random.nextInt(200) - 20;
      int offset = random.nextInt(50);
      int limit = random.nextInt(300);
      List<byte[]> actual = new ArrayList<>();
      list.collectVisible(minTime, maxTime, offset, limit, actual);
      List<byte[]> wanted = expected.values().stream()
          .filter(PackedLinkRow::isVisible)
          .filter(row -> PackedLinkRow.time(row) >= minTime && PackedLinkRow.time(row) <= maxTime)
          .sorted(LIST_ORDER).skip(offset).limit(limit).toList();
      assertEquals(wanted, actual, "query " + query);
    }
  }

  private void assertSameContents() {
    assertEquals(expected.size(), list.size());
    List<byte[]> inOrder = new ArrayList<>();
    list.forEach(inOrder::add);
    assertArrayEquals(expected.values().stream().sorted(LIST_ORDER).toArray(), inOrder.toArray());
    for (Map.Entry<Long, byte[]> entry : expected.entrySet()) {
      assertSame(entry.getValue(), list.find(entry.getKey()));
    }
  }

  private static byte[] row(long id2, long time, boolean visible) {
    byte visibility = visible ? Link.VISIBILITY_DEFAULT : Link.VISIBILITY_HIDDEN;
    return PackedLinkRow.of(id2, visibility, new byte[] {(byte) id2}, 0, time);
  }
}
