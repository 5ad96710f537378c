package com.linkbenchx.store.mongodb;

import static com.linkbenchx.store.mongodb.MongoDocuments.VISIBILITY;

import com.linkbenchx.model.Link;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WriteResult;
import com.mongodb.client.model.FindOneAndDeleteOptions;
import com.mongodb.client.model.FindOneAndUpdateOptions;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.ReturnDocument;

/**
 * Single-link writes with their count change, one implementation per transaction level; the change comes from the
 * write's before-image, never a separate read, so two writers never both count it.
 */
interface LinkWriter {
  /** Options of the writes that need the link's visibility before the write: only that field comes back. */
  FindOneAndUpdateOptions UPSERT_RETURNING_BEFORE = new FindOneAndUpdateOptions().upsert(true)
      .returnDocument(ReturnDocument.BEFORE).projection(Projections.include(VISIBILITY));
  FindOneAndUpdateOptions UPDATE_RETURNING_BEFORE = new FindOneAndUpdateOptions()
      .returnDocument(ReturnDocument.BEFORE).projection(Projections.include(VISIBILITY));
  FindOneAndDeleteOptions DELETE_RETURNING_BEFORE = new FindOneAndDeleteOptions()
      .projection(Projections.include(VISIBILITY));

  /** Upserts the link and moves the count by the change in visibility (see {@code LinkStore.addLink}). */
  WriteResult addLink(DbCollections db, Link link) throws StoreException;

  /** Hides or removes the link; the count drops only if it was visible (see {@code LinkStore.deleteLink}). */
  boolean deleteLink(DbCollections db, long id1, long linkType, long id2, boolean expunge) throws StoreException;

  /** Releases what the writer holds (a session). */
  default void close() {
  }
}
