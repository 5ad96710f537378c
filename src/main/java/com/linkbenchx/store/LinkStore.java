package com.linkbenchx.store;

import com.linkbenchx.model.Link;

/**
 * The link half of the store contract; one instance per worker thread, knowing nothing of timing. Count rule: the
 * stored count of every (id1, linkType) equals its links with visibility 1, kept by every single-link write.
 */
public interface LinkStore extends AutoCloseable {
  /** LinkBench's default page size for {@link #getLinkList(String, long, long)}. */
  int DEFAULT_RANGE_LIMIT = 10000;

  /** Inserts the link, or overwrites visibility, data, time and version; the count follows the visibility. */
  WriteResult addLink(String dbid, Link link) throws StoreException;

  /** Same effect as {@link #addLink}; LinkBench's request phase never calls it. */
  default WriteResult updateLink(String dbid, Link link) throws StoreException {
    return addLink(dbid, link);
  }

  /**
   * Hides the link ({@code expunge=false}) or removes its row ({@code expunge=true}). A missing link, or a hidden one
   * without expunge, is left alone. The count drops by one only if the link was visible, never below zero.
   *
   * @return whether the link existed
   */
  boolean deleteLink(String dbid, long id1, long linkType, long id2, boolean expunge) throws StoreException;

  /** The link, hidden or visible, or null. */
  Link getLink(String dbid, long id1, long linkType, long id2) throws StoreException;

  /** Every existing link (hidden ones included) among {@code id2s}, in any order; never null. */
  Link[] multigetLinks(String dbid, long id1, long linkType, long[] id2s) throws StoreException;

  /** The newest {@link #rangeLimit()} visible links of the pair. */
  default Link[] getLinkList(String dbid, long id1, long linkType) throws StoreException {
    return getLinkList(dbid, id1, linkType, 0, Long.MAX_VALUE, 0, rangeLimit());
  }

  /**
   * Visible links of the pair with {@code minTime <= time <= maxTime}, newest first (ties by descending id2), skipping
   * {@code offset}, at most {@code limit}; never null.
   */
  Link[] getLinkList(String dbid, long id1, long linkType, long minTime, long maxTime, int offset, int limit)
      throws StoreException;

  /** The stored count of visible links of (id1, linkType), 0 when there is no count row. */
  long countLinks(String dbid, long id1, long linkType) throws StoreException;

  /** Largest batch the bulk methods take; 0 means bulk loading is not supported. */
  int bulkLoadBatchSize();

  /**
   * Writes one batch of the load, as one transaction where the store has them (a killed load leaves no link without its
   * count).
   */
  default void addBulkLoad(String dbid, LoadBatch batch) throws StoreException {
    throw new UnsupportedOperationException(getClass().getName() + " does not support bulk loading");
  }

  default int rangeLimit() {
    return DEFAULT_RANGE_LIMIT;
  }

  /** Called after a failed operation so the store can reset or reopen its connections. Must not throw. */
  default void clearErrors(int threadId) {
  }

  /** Releases connections; must not throw. */
  @Override
  void close();
}
