package com.linkbenchx.store.connection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

class ErrorTextTest {
  @Test
  void thePasswordNeverReachesTheLine() {
    ErrorText text = new ErrorText("MySQL", "db:3306", "s3cret!");
    String line = text.scrub("Access denied for user 'lb' (using password s3cret!) to s3cret!db");
    assertEquals("Access denied for user 'lb' (using password *****) to *****db", line);
    assertFalse(line.contains("s3cret!"));
  }

  @Test
  void aShortPasswordLeavesOrdinaryWordsAlone() {
    assertEquals("an error at the end", new ErrorText("MySQL", "db:3306", "e").scrub("an error at the end"));
    assertEquals("an error at the end", new ErrorText("MySQL", "db:3306", "").scrub("an error at the end"));
  }

  @Test
  void messagesNameTheServer() {
    ErrorText text = new ErrorText("MySQL", "db:3306", "");
    assertEquals("MySQL getLink failed at db:3306: gone after 2 retries", text.failure("getLink", "gone", 2));
    assertEquals("MySQL getLink failed at db:3306: gone", text.failure("getLink", "gone", -1));
    assertEquals("Cannot connect to MySQL at db:3306: refused", text.cannotConnect("refused"));
    assertEquals("MySQL at db:3306 unreachable for more than 5 s (store_outage_limit_seconds=5): gone",
        text.unreachable(5, "gone"));
  }

  @Test
  void firstLineSkipsBlankLinesAndTrims() {
    assertEquals("Connection refused", ErrorText.firstLine("\n  \r\n  Connection refused  \nat Socket.connect"));
    assertEquals("no message", ErrorText.firstLine(null));
    assertEquals("no message", ErrorText.firstLine(" \n\t"));
  }
}
