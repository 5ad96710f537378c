package com.linkbenchx.store.mysql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** LOAD DATA's text rows: numbers in decimal, payload bytes escaped where the format needs it and copied elsewhere. */
class LoadDataRowsTest {
  private static String text(LoadDataRows rows) throws Exception {
    return new String(rows.stream().readAllBytes(), StandardCharsets.ISO_8859_1);
  }

  @Test
  void numbersAndPayloadsMakeTabSeparatedRows() throws Exception {
    LoadDataRows rows = new LoadDataRows();
    rows.number(0).number(-17).number(Long.MAX_VALUE).number(Long.MIN_VALUE).data(new byte[0]).endRow();
    rows.number(1_000_000_000_000L).data("plain".getBytes(StandardCharsets.ISO_8859_1)).endRow();
    assertEquals("0\t-17\t9223372036854775807\t-9223372036854775808\t\n1000000000000\tplain\n", text(rows));
  }

  @Test
  void everyNumberIsWrittenAsLongToStringWritesIt() throws Exception {
    java.util.Random rng = new java.util.Random(3);
    LoadDataRows rows = new LoadDataRows();
    StringBuilder expected = new StringBuilder();
    for (int i = 0; i < 20_000; i++) {
      long value = switch (i % 4) {
        case 0 -> rng.nextLong();
        case 1 -> rng.nextInt();
        case 2 -> rng.nextLong() >> rng.nextInt(64);
        default -> i < 76 ? edge(i / 4) : rng.nextInt(1000) - 500;
      };
      rows.number(value).endRow();
      expected.append(value).append('\n');
    }
    assertEquals(expected.toString(), text(rows));
  }

  /** 0, 9, 10, 99, 100, ... 10^18 - 1 around each power of ten, and the ends of int and long. */
  private static long edge(int index) {
    long[] edges = {0, 9, 10, 99, 100, 999, 1000, 9_999_999_999L, 10_000_000_000L, Integer.MAX_VALUE,
        Integer.MAX_VALUE + 1L, Integer.MIN_VALUE, Integer.MIN_VALUE - 1L, Long.MAX_VALUE, Long.MIN_VALUE,
        Long.MIN_VALUE + 1, 999_999_999_999_999_999L, 1_000_000_000_000_000_000L, -1};
    return edges[index];
  }

  @Test
  void exactlyTheFiveSpecialBytesAreEscapedWhereverTheyStand() throws Exception {
    LoadDataRows rows = new LoadDataRows();
    rows.data(new byte[] {0, 'a', '\t', '\n', 'b', 'c', '\r', '\\', '\\', 'N', (byte) 0xff, 26, '\'', 0}).endRow();
    assertEquals("\\0a\\t\\nbc\\r\\\\\\\\N\u00ff\u001a'\\0\n", text(rows));
    for (int b = 0; b < 256; b++) {
      rows.clear();
      rows.data(new byte[] {'x', (byte) b, 'y'});
      String expected = switch (b) {
        case 0 -> "x\\0y";
        case '\t' -> "x\\ty";
        case '\n' -> "x\\ny";
        case '\r' -> "x\\ry";
        case '\\' -> "x\\\\y";
        default -> "x" + (char) b + "y";
      };
      assertEquals(expected, text(rows), "byte " + b);
    }
  }

  @Test
  void theBufferGrowsForRowsLargerThanItsStart() throws Exception {
    LoadDataRows rows = new LoadDataRows();
    byte[] big = new byte[300_000];
    java.util.Arrays.fill(big, (byte) '\\');
    rows.number(5).data(big).endRow();
    assertEquals(2 + 600_000 + 1, rows.length());
    String text = text(rows);
    assertEquals("5\t\\\\", text.substring(0, 4));
    assertEquals('\n', text.charAt(text.length() - 1));
  }
}
