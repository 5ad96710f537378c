package com.linkbenchx.store.mongodb;

import static com.linkbenchx.store.mongodb.MongoDocuments.COUNT;
import static com.linkbenchx.store.mongodb.MongoDocuments.ID;
import static com.linkbenchx.store.mongodb.MongoDocuments.TIME;
import static com.linkbenchx.store.mongodb.MongoDocuments.VERSION;
import static com.linkbenchx.store.mongodb.MongoDocuments.VISIBILITY;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.LoadBatch;
import com.mongodb.MongoBulkWriteException;
import com.mongodb.bulk.BulkWriteError;
import com.mongodb.client.model.BulkWriteOptions;
import com.mongodb.client.model.InsertManyOptions;
import com.mongodb.client.model.ReplaceOneModel;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.UpdateOneModel;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.WriteModel;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonInt64;

/** The load phase's writes: unordered bulk writes, one round trip per batch, each failed document reported. */
final class MongoBulkWrites {
  private final InsertManyOptions unorderedInsert = new InsertManyOptions().ordered(false);
  private final BulkWriteOptions unorderedBulk = new BulkWriteOptions().ordered(false);
  private final ReplaceOptions upsert = new ReplaceOptions().upsert(true);
  private final UpdateOptions incrementUpsert = new UpdateOptions().upsert(true);

  /**
   * Inserts the links without touching counts. A link already stored ({@code load_existing=append}, a batch re-sent)
   * takes only the new visibility, as with the SQL stores' {@code ON DUPLICATE KEY UPDATE}.
   */
  void insertLinks(DbCollections db, List<Link> batch) {
    // One document per key, as if applied in order: the first is inserted, later ones set visibility.
    List<Link> links = LoadBatch.collapseDuplicateLinks(batch);
    try {
      db.links().insertMany(links.stream().map(MongoDocuments::link).toList(), unorderedInsert);
    } catch (MongoBulkWriteException error) {
      List<WriteModel<BsonDocument>> visibilityUpdates = new ArrayList<>();
      for (BulkWriteError failed : error.getWriteErrors()) {
        if (failed.getCode() != MongoErrors.DUPLICATE_KEY) {
          throw error;
        }
        Link link = links.get(failed.getIndex());
        visibilityUpdates.add(new UpdateOneModel<>(
            new BsonDocument(ID, MongoDocuments.linkKey(link.id1(), link.linkType(), link.id2())),
            new BsonDocument("$set", new BsonDocument(VISIBILITY, new BsonInt32(link.visibility())))));
      }
      if (error.getWriteConcernError() != null) {
        throw error;
      }
      db.links().bulkWrite(visibilityUpdates, unorderedBulk);
    }
  }

  /** Writes the count documents, replacing existing ones of the same pair (the last in the batch wins). */
  void replaceCounts(DbCollections db, List<LinkCount> batch) {
    for (LinkCount count : batch) {
      if (count.count() < 0) {
        throw new IllegalArgumentException("negative link count " + count.count() + " for id1 " + count.id1()
            + ", link_type " + count.linkType());
      }
    }
    List<LinkCount> counts = LoadBatch.collapseDuplicateCounts(batch);
    List<WriteModel<BsonDocument>> replacements = new ArrayList<>(counts.size());
    for (LinkCount count : counts) {
      BsonDocument document = MongoDocuments.count(count);
      replacements.add(new ReplaceOneModel<>(new BsonDocument(ID, document.get(ID)), document, upsert));
    }
    db.counts().bulkWrite(replacements, unorderedBulk);
  }

  /**
   * Adds each increment to its pair's count document, creating it at 0 when missing; the newer time is kept. {@code
   * $inc} is atomic per document, so loaders writing pieces of one pair never lose each other's links.
   */
  void addToCounts(DbCollections db, List<LinkCount> increments) {
    List<WriteModel<BsonDocument>> updates = new ArrayList<>(increments.size());
    for (LinkCount increment : increments) {
      BsonDocument update = new BsonDocument("$inc", new BsonDocument(COUNT, new BsonInt64(increment.count()))
          .append(VERSION, new BsonInt64(1)))
          .append("$max", new BsonDocument(TIME, new BsonInt64(increment.time())));
      updates.add(new UpdateOneModel<>(new BsonDocument(ID, MongoDocuments.countKey(increment.id1(),
          increment.linkType())), update, incrementUpsert));
    }
    db.counts().bulkWrite(updates, unorderedBulk);
  }

  /** Inserts the nodes under ids from {@code firstId}; a repeated attempt expects duplicates of the first one's. */
  void insertNodes(DbCollections db, long firstId, List<Node> nodes, boolean repeated) {
    List<BsonDocument> documents = IntStream.range(0, nodes.size())
        .mapToObj(i -> MongoDocuments.node(firstId + i, nodes.get(i))).toList();
    try {
      db.nodes().insertMany(documents, unorderedInsert);
    } catch (MongoBulkWriteException error) {
      boolean onlyOwnDuplicates = repeated && error.getWriteConcernError() == null
          && error.getWriteErrors().stream().allMatch(failed -> failed.getCode() == MongoErrors.DUPLICATE_KEY);
      if (!onlyOwnDuplicates) {
        throw error;
      }
    }
  }
}
