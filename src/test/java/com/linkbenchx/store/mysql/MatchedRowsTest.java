package com.linkbenchx.store.mysql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The rows an UPDATE matched, read from the server's answer in English or translated by lc_messages. */
class MatchedRowsTest {
  @Test
  void theFirstNumberOfTheAnswerIsTheRowsMatched() {
    assertEquals(1, MySqlDialect.firstNumber("Rows matched: 1  Changed: 0  Warnings: 0"));
    assertEquals(0, MySqlDialect.firstNumber("Rows matched: 0  Changed: 0  Warnings: 0"));
    assertEquals(12, MySqlDialect.firstNumber("Datensätze gefunden: 12  Geändert: 3  Warnungen: 0"));
  }

  @Test
  void anAnswerWithoutNumbersTellsNothing() {
    assertEquals(-1, MySqlDialect.firstNumber(null));
    assertEquals(-1, MySqlDialect.firstNumber(""));
    assertEquals(-1, MySqlDialect.firstNumber("Rows matched: ?"));
  }
}
