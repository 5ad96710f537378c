package com.linkbenchx.store.mysql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The load's statements as text: literal rows, payloads quoted or in hexadecimal, ASCII throughout. */
class MySqlInsertTextTest {
  private static Link link(long id2, String data) {
    return link(id2, data.getBytes(StandardCharsets.ISO_8859_1));
  }

  private static Link link(long id2, byte[] data) {
    return new Link(7, 123456789L, id2, (byte) 1, data, 0, 1_700_000_000_123L);
  }

  @Test
  void rowsFollowTheHeadSeparatedByCommasAndTheTailEndsThem() {
    MySqlInsertText text = new MySqlInsertText();
    text.begin("INSERT INTO t (c) VALUES ");
    text.link(link(8, "plain text"));
    text.link(new Link(-1, 2, Long.MAX_VALUE, (byte) 0, new byte[0], 9, 0));
    assertEquals("INSERT INTO t (c) VALUES (7,8,123456789,1,'plain text',1700000000123,0),"
        + "(-1,9223372036854775807,2,0,'',0,9) ON DUPLICATE KEY UPDATE x = 1",
        text.end(" ON DUPLICATE KEY UPDATE x = 1"));
  }

  @Test
  void countRowsHoldIdTypeCountTimeAndVersion() {
    MySqlInsertText text = new MySqlInsertText();
    text.begin("REPLACE INTO c VALUES ");
    text.count(new LinkCount(5, 123456789L, 1_700_000_000_000L, 3, 42));
    text.count(new LinkCount(6, 1, 2, 0, 0));
    assertEquals("REPLACE INTO c VALUES (5,123456789,42,1700000000000,3),(6,1,0,2,0)", text.end(""));
  }

  @Test
  void aQuoteInAPlainPayloadIsDoubled() {
    MySqlInsertText text = new MySqlInsertText();
    text.begin("");
    text.link(link(1, "it's 'x'"));
    assertEquals("(7,1,123456789,1,'it''s ''x''',1700000000123,0)", text.end(""));
  }

  /** Backslashes mean different things under NO_BACKSLASH_ESCAPES; bytes outside ASCII depend on the character set. */
  @Test
  void payloadsWithBackslashesControlOrHighBytesGoInHexadecimal() {
    MySqlInsertText text = new MySqlInsertText();
    text.begin("");
    text.link(link(1, "a\\b"));
    text.link(link(2, new byte[] {0, 9, 10, 13, 0x1f, 0x7f, (byte) 0x80, (byte) 0xff}));
    assertEquals("(7,1,123456789,1,X'615C62',1700000000123,0),(7,2,123456789,1,X'00090A0D1F7F80FF',1700000000123,0)",
        text.end(""));
  }

  @Test
  void everyByteValueEitherGoesQuotedOrInHexadecimalAndTheTextStaysAscii() {
    for (int value = 0; value < 256; value++) {
      byte[] data = {'a', (byte) value, 'z'};
      MySqlInsertText text = new MySqlInsertText();
      text.begin("");
      text.link(link(1, data));
      String sql = text.end("");
      String literal = sql.substring(sql.indexOf("123456789,1,") + 12, sql.lastIndexOf(",1700000000123"));
      boolean plain = value >= 0x20 && value <= 0x7e && value != '\\';
      assertEquals(plain, MySqlInsertText.isPlain(data), "byte " + value);
      assertEquals(plain ? "'a" + (value == '\'' ? "''" : String.valueOf((char) value)) + "z'"
          : String.format("X'61%02X7A'", value), literal, "byte " + value);
      assertTrue(sql.chars().allMatch(c -> c < 0x80), "byte " + value);
    }
    assertTrue(MySqlInsertText.isPlain(new byte[0]));
    assertFalse(MySqlInsertText.isPlain(new byte[] {'\\'}));
  }

  /** A statement far longer than the first buffer grows it; the next statement starts from nothing. */
  @Test
  void aLongStatementIsWrittenWholeAndTheNextStartsClean() {
    MySqlInsertText text = new MySqlInsertText();
    text.begin("");
    byte[] large = new byte[255];
    java.util.Arrays.fill(large, (byte) 0xee);
    for (int i = 0; i < 20_000; i++) {
      text.link(link(i, large));
    }
    assertTrue(text.length() > 4 << 20);
    text.end("");
    text.begin("H ");
    text.link(link(1, "x"));
    assertEquals("H (7,1,123456789,1,'x',1700000000123,0)", text.end(""));
  }
}
