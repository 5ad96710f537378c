package com.linkbenchx.store.mysql;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.store.sql.LoadStatementText;

/**
 * The load's multi-row INSERT and REPLACE statements as MySQL text: a printable ASCII payload without backslashes as a
 * quoted string, any other as a hexadecimal literal, so the text means the same in every character set and sql_mode.
 */
final class MySqlInsertText implements LoadStatementText {
  /** Small: every requester's store has one it never uses; a loader's grows once, to at most twice BulkWrites' cap. */
  private static final int INITIAL_CAPACITY = 1024;
  /** Inside a quoted payload: the quote doubled; nothing else needs an escape there. */
  private static final byte[] QUOTE_ESCAPES = new byte[256];

  static {
    QUOTE_ESCAPES['\''] = '\'';
  }

  private final AsciiText text = new AsciiText(INITIAL_CAPACITY);
  private boolean firstRow;

  @Override
  public void begin(String head) {
    text.clear();
    text.append(head);
    firstRow = true;
  }

  @Override
  public void link(Link link) {
    startRow();
    text.number(link.id1()).append(',').number(link.id2()).append(',').number(link.linkType()).append(',')
        .number(link.visibility()).append(',');
    payload(link.data());
    text.append(',').number(link.time()).append(',').number(link.version()).append(')');
  }

  @Override
  public void count(LinkCount count) {
    startRow();
    text.number(count.id1()).append(',').number(count.linkType()).append(',').number(count.count()).append(',')
        .number(count.time()).append(',').number(count.version()).append(')');
  }

  @Override
  public int length() {
    return text.length();
  }

  @Override
  public String end(String tail) {
    text.append(tail);
    return text.asString();
  }

  private void startRow() {
    if (!firstRow) {
      text.append(',');
    }
    text.append('(');
    firstRow = false;
  }

  private void payload(byte[] data) {
    if (isPlain(data)) {
      text.append('\'').escaped(data, QUOTE_ESCAPES, (byte) '\'').append('\'');
    } else {
      text.append("X'").hex(data).append('\'');
    }
  }

  /** Printable ASCII without the backslash, whose meaning depends on sql_mode (an empty payload too). */
  static boolean isPlain(byte[] data) {
    for (byte b : data) {
      if (b < 0x20 || b > 0x7e || b == '\\') {
        return false;
      }
    }
    return true;
  }
}
