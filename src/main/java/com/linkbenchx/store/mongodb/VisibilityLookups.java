package com.linkbenchx.store.mongodb;

import static com.linkbenchx.store.mongodb.MongoDocuments.VISIBILITY;

import com.mongodb.client.model.FindOneAndDeleteOptions;
import com.mongodb.client.model.FindOneAndUpdateOptions;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.ReturnDocument;

/**
 * Options of the link writes that need the link's visibility before the write (to know whether
 * the count changes): only that field comes back. Built once, never changed after.
 */
final class VisibilityLookups {
  static final FindOneAndUpdateOptions UPSERT_RETURNING_BEFORE = new FindOneAndUpdateOptions().upsert(true)
      .returnDocument(ReturnDocument.BEFORE).projection(Projections.include(VISIBILITY));
  static final FindOneAndUpdateOptions UPDATE_RETURNING_BEFORE = new FindOneAndUpdateOptions()
      .returnDocument(ReturnDocument.BEFORE).projection(Projections.include(VISIBILITY));
  static final FindOneAndDeleteOptions DELETE_RETURNING_BEFORE = new FindOneAndDeleteOptions()
      .projection(Projections.include(VISIBILITY));

  private VisibilityLookups() {
  }
}
