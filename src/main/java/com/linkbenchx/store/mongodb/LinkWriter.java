package com.linkbenchx.store.mongodb;

import com.linkbenchx.model.Link;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WriteResult;

/**
 * Single-link writes with their count change, one implementation per transaction level. Both
 * decide the count change from the link as the write found it (its before-image), never from a
 * separate read, so two writers can never both count the same change.
 */
interface LinkWriter {
  /** Upserts the link and moves the count by the change in visibility (see {@code LinkStore.addLink}). */
  WriteResult addLink(DbCollections db, Link link) throws StoreException;

  /** Hides or removes the link; the count drops only if it was visible (see {@code LinkStore.deleteLink}). */
  boolean deleteLink(DbCollections db, long id1, long linkType, long id2, boolean expunge) throws StoreException;

  /** Releases what the writer holds (a session). */
  default void close() {
  }
}
