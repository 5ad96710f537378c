package com.linkbenchx.store.mongodb;

import static com.linkbenchx.store.mongodb.MongoDocuments.COUNT;
import static com.linkbenchx.store.mongodb.MongoDocuments.ID;
import static com.linkbenchx.store.mongodb.MongoDocuments.TIME;
import static com.linkbenchx.store.mongodb.MongoDocuments.VERSION;

import com.mongodb.client.ClientSession;
import com.mongodb.client.model.UpdateOptions;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonInt64;

/**
 * The count change of one single-link write, as the SQL stores make it: +1 creates the count
 * document when missing; -1 applies only to a count above 0, so a count never goes below zero
 * (and a pair without a count document keeps none). Both bump the version and stamp the time, in
 * one update document with one {@code $inc} holding both fields; the count is never replaced.
 */
final class CountUpdates {
  private static final UpdateOptions UPSERT = new UpdateOptions().upsert(true);
  private static final UpdateOptions NO_UPSERT = new UpdateOptions();

  private CountUpdates() {
  }

  /** Moves the pair's count by {@code delta} (+1 or -1) inside {@code session}, or outside any when it is null. */
  static void change(DbCollections db, ClientSession session, long id1, long linkType, int delta, long nowMillis) {
    BsonDocument filter = new BsonDocument(ID, MongoDocuments.countKey(id1, linkType));
    if (delta < 0) {
      filter.append(COUNT, new BsonDocument("$gt", new BsonInt32(0)));
    }
    UpdateOptions options = delta > 0 ? UPSERT : NO_UPSERT;
    if (session == null) {
      db.counts().updateOne(filter, update(delta, nowMillis), options);
    } else {
      db.counts().updateOne(session, filter, update(delta, nowMillis), options);
    }
  }

  /** {@code {$inc: {count: delta, version: 1}, $set: {time: now}}}. */
  static BsonDocument update(int delta, long nowMillis) {
    return new BsonDocument("$inc", new BsonDocument(COUNT, new BsonInt64(delta)).append(VERSION, new BsonInt64(1)))
        .append("$set", new BsonDocument(TIME, new BsonInt64(nowMillis)));
  }
}
