package com.linkbenchx.store.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The open-addressing id2 table against a HashMap, including removals inside probe clusters. */
class RowsByIdTest {
  @Test
  void randomAddsAndRemovesMatchAHashMap() {
    Random random = new Random(5);
    Map<Long, byte[]> expected = new HashMap<>();
    byte[][] table = RowsById.of(List.of(), 0);
    for (int op = 0; op < 50_000; op++) {
      // A small key space keeps the table dense enough for long clusters that wrap around.
      long id2 = random.nextInt(300) * 1_000_003L;
      if (expected.containsKey(id2) && random.nextBoolean()) {
        RowsById.remove(table, id2);
        expected.remove(id2);
      } else if (!expected.containsKey(id2)) {
        byte[] row = PackedLinkRow.of(id2, (byte) 1, new byte[0], 0, 0);
        table = RowsById.add(table, expected.size(), row);
        expected.put(id2, row);
      } else {
        byte[] row = PackedLinkRow.of(id2, (byte) 0, new byte[0], 0, op);
        RowsById.replace(table, row);
        expected.put(id2, row);
      }
      assertTrue(expected.size() * 4L <= table.length * 3L, "table stays under 3/4 full");
    }
    for (long key = 0; key < 300; key++) {
      long id2 = key * 1_000_003L;
      assertSame(expected.get(id2), RowsById.find(table, id2));
    }
    assertNull(RowsById.find(table, 7));
  }

  @Test
  void removingAnAbsentId2ChangesNothing() {
    byte[] row = PackedLinkRow.of(11, (byte) 1, new byte[0], 0, 0);
    byte[][] table = RowsById.add(RowsById.of(List.of(), 0), 0, row);

    RowsById.remove(table, 12);

    assertSame(row, RowsById.find(table, 11));
    assertEquals(2, table.length);
  }
}
