package com.linkbenchx.store.memory;

import com.linkbenchx.model.Link;
import java.util.Arrays;

/**
 * A stored link as one byte array (id2, time, version, visibility, payload): about 25 bytes a link less than a row
 * object, which lets a 10^6-node graph load in a 1 GB heap. Only the visibility byte is ever changed in place.
 */
final class PackedLinkRow {
  private static final int ID2 = 0;
  private static final int TIME = 8;
  private static final int VERSION = 16;
  private static final int VISIBILITY = 20;
  private static final int DATA = 21;

  private PackedLinkRow() {
  }

  /** A new row holding a private copy of {@code data}. */
  static byte[] of(long id2, byte visibility, byte[] data, int version, long time) {
    byte[] row = new byte[DATA + data.length];
    ByteFields.putLong(row, ID2, id2);
    ByteFields.putLong(row, TIME, time);
    ByteFields.putInt(row, VERSION, version);
    row[VISIBILITY] = visibility;
    System.arraycopy(data, 0, row, DATA, data.length);
    return row;
  }

  static long id2(byte[] row) {
    return ByteFields.getLong(row, ID2);
  }

  static long time(byte[] row) {
    return ByteFields.getLong(row, TIME);
  }

  static boolean isVisible(byte[] row) {
    return row[VISIBILITY] == Link.VISIBILITY_DEFAULT;
  }

  static void setVisibility(byte[] row, byte visibility) {
    row[VISIBILITY] = visibility;
  }

  /** True if {@code a} comes before {@code b} in getLinkList order, MySQL's backward scan of {@code id1_type}. */
  static boolean listedBefore(byte[] a, byte[] b) {
    long timeA = time(a);
    long timeB = time(b);
    return timeA > timeB || (timeA == timeB && id2(a) > id2(b));
  }

  /** A caller-owned {@link Link} with the row's values. */
  static Link toLink(long id1, long linkType, byte[] row) {
    return toLink(id1, linkType, row[VISIBILITY], row);
  }

  /** The link of a row whose visibility the caller read before (it may change in place since). */
  static Link toLink(long id1, long linkType, byte visibility, byte[] row) {
    return new Link(id1, linkType, id2(row), visibility, Arrays.copyOfRange(row, DATA, row.length),
        ByteFields.getInt(row, VERSION), time(row));
  }
}
