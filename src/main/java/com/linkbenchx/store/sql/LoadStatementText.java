package com.linkbenchx.store.sql;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;

/**
 * The load's multi-row statements as SQL text with literal values ({@link SqlDialect#newLoadStatementText()}), one at a
 * time: {@link #begin}, rows, {@link #end}. Not thread-safe: one per store instance.
 */
public interface LoadStatementText {
  /** Starts a statement with {@code head}, e.g. {@code INSERT INTO t (columns) VALUES }. */
  void begin(String head);

  /** Appends one link's row (id1, id2, link_type, visibility, data, time, version). */
  void link(Link link);

  /** Appends one count's row (id, link_type, count, time, version). */
  void count(LinkCount count);

  /** The statement's length so far, in bytes. */
  int length();

  /** Ends the statement with {@code tail} and returns its text. */
  String end(String tail);
}
