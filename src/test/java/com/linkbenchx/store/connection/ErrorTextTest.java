package com.linkbenchx.store.connection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

class ErrorTextTest {
  @Test
  void thePasswordNeverReachesTheLine() {
    ErrorText text = new ErrorText("s3cret!");
    String line = text.scrub("Access denied for user 'lb' (using password s3cret!) to s3cret!db");
    assertEquals("Access denied for user 'lb' (using password *****) to *****db", line);
    assertFalse(line.contains("s3cret!"));
  }

  @Test
  void aShortPasswordLeavesOrdinaryWordsAlone() {
    assertEquals("an error at the end", new ErrorText("e").scrub("an error at the end"));
    assertEquals("an error at the end", new ErrorText("").scrub("an error at the end"));
  }

  @Test
  void firstLineSkipsBlankLinesAndTrims() {
    assertEquals("Connection refused", ErrorText.firstLine("\n  \r\n  Connection refused  \nat Socket.connect"));
    assertEquals("no message", ErrorText.firstLine(null));
    assertEquals("no message", ErrorText.firstLine(" \n\t"));
  }
}
