package com.linkbenchx.store;

/** What a link write did (LinkBench's boolean returns were inverted in the MySQL adapter). */
public enum WriteResult {
  /** The link did not exist and was inserted. */
  INSERTED,
  /** The link existed and its visibility, data, time and version were overwritten. */
  UPDATED
}
