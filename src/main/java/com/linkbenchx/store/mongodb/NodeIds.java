package com.linkbenchx.store.mongodb;

import static com.linkbenchx.store.mongodb.MongoDocuments.ID;

import com.mongodb.MongoException;
import com.mongodb.client.model.FindOneAndUpdateOptions;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.ReturnDocument;
import com.mongodb.client.model.Sorts;
import org.bson.BsonDocument;
import org.bson.BsonInt64;
import org.bson.BsonString;

/**
 * Node ids: one counter document per dbid, {@code {_id: "node_id", next: N}} in {@code <nodetable>_sequence}. A batch
 * reserves its ids with one atomic {@code $inc}, so every requester of every process gets distinct ids and a batch gets
 * consecutive ones. A reservation whose reply was lost leaves a gap, as an SQL auto-increment does after a rollback.
 */
final class NodeIds {
  static final String COUNTER_ID = "node_id";
  static final String NEXT = "next";
  private static final BsonDocument COUNTER = new BsonDocument(ID, new BsonString(COUNTER_ID));

  private final FindOneAndUpdateOptions returnBefore = new FindOneAndUpdateOptions()
      .returnDocument(ReturnDocument.BEFORE);

  /** Reserves {@code count} consecutive ids and returns the first. */
  long reserve(DbCollections db, int count) {
    while (true) {
      BsonDocument counter = db.sequence().findOneAndUpdate(COUNTER.clone(),
          new BsonDocument("$inc", new BsonDocument(NEXT, new BsonInt64(count))), returnBefore);
      if (counter != null) {
        return MongoDocuments.number(counter.get(NEXT));
      }
      createCounter(db);
    }
  }

  /** No counter yet (nodes loaded by another tool): after the largest stored id, or 1; of racing inserts one wins. */
  private static void createCounter(DbCollections db) {
    BsonDocument last = db.nodes().find().sort(Sorts.descending(ID)).projection(Projections.include(ID)).limit(1)
        .first();
    long next = last == null ? 1 : MongoDocuments.number(last.get(ID)) + 1;
    try {
      db.sequence().insertOne(COUNTER.clone().append(NEXT, new BsonInt64(next)));
    } catch (MongoException e) {
      if (!MongoErrors.isDuplicateKey(e)) {
        throw e;
      }
    }
  }

  /** Removes every node and makes {@code startId} the next id handed out. */
  void reset(DbCollections db, long startId) {
    db.nodes().deleteMany(new BsonDocument());
    db.sequence().replaceOne(COUNTER.clone(), COUNTER.clone().append(NEXT, new BsonInt64(startId)),
        new ReplaceOptions().upsert(true));
  }
}
