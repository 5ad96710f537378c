package com.linkbenchx.store.sql;

/** What an insert-or-touch of one link row found, which decides the count change. */
public enum TouchOutcome {
  /** The row was absent and has been inserted. */
  INSERTED,
  /** The row existed with the same visibility. */
  UNCHANGED,
  /** The row existed and its visibility has been overwritten with a different value. */
  VISIBILITY_CHANGED;

  /** The change in visible links of the pair, given the visibility just written. */
  public int countDelta(boolean nowVisible) {
    return switch (this) {
      case INSERTED -> nowVisible ? 1 : 0;
      case UNCHANGED -> 0;
      case VISIBILITY_CHANGED -> nowVisible ? 1 : -1;
    };
  }
}
