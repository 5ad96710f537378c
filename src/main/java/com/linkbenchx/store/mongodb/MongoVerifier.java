package com.linkbenchx.store.mongodb;

import static com.linkbenchx.store.mongodb.MongoDocuments.COUNT;
import static com.linkbenchx.store.mongodb.MongoDocuments.ID;
import static com.linkbenchx.store.mongodb.MongoDocuments.ID1;
import static com.linkbenchx.store.mongodb.MongoDocuments.LINK_TYPE;

import com.linkbenchx.model.Link;
import com.linkbenchx.store.VerificationReport;
import com.mongodb.client.MongoCursor;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.Sorts;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonString;

/**
 * {@code --verify}: the visible links grouped by pair on the server and the count documents, both in key order, merged
 * in one pass (memory does not grow with the graph); a count of 0 without links is consistent, as for the SQL stores.
 */
final class MongoVerifier {
  private MongoVerifier() {
  }

  static VerificationReport verify(DbCollections db, long startId1, long maxId1, int maxExamples) {
    BsonDocument pairKey = new BsonDocument(ID1, new BsonString("$" + MongoDocuments.KEY_ID1))
        .append(LINK_TYPE, new BsonString("$" + MongoDocuments.KEY_LINK_TYPE));
    List<BsonDocument> pipeline = List.of(
        new BsonDocument("$match", new BsonDocument(MongoDocuments.VISIBILITY, new BsonInt32(Link.VISIBILITY_DEFAULT))),
        new BsonDocument("$group", new BsonDocument(ID, pairKey)
            .append("visible", new BsonDocument("$sum", new BsonInt32(1)))),
        new BsonDocument("$sort", new BsonDocument(ID, new BsonInt32(1))));
    long checked = 0;
    long mismatches = 0;
    List<String> examples = new ArrayList<>();
    try (MongoCursor<BsonDocument> visible = db.links().aggregate(pipeline).allowDiskUse(true).iterator();
        MongoCursor<BsonDocument> counts = db.counts().find().projection(Projections.include(COUNT))
            .sort(Sorts.ascending(ID)).iterator()) {
      BsonDocument link = next(visible);
      BsonDocument count = next(counts);
      while (link != null || count != null) {
        int order = link == null ? 1 : count == null ? -1 : compare(link.getDocument(ID), count.getDocument(ID));
        BsonDocument key = order <= 0 ? link.getDocument(ID) : count.getDocument(ID);
        long visibleLinks = order <= 0 ? MongoDocuments.number(link.get("visible")) : 0;
        Long stored = order >= 0 ? MongoDocuments.number(count.get(COUNT)) : null;
        checked++;
        if (stored == null ? visibleLinks != 0 : stored != visibleLinks) {
          mismatches++;
          if (examples.size() < maxExamples) {
            examples.add("id1=" + MongoDocuments.number(key.get(ID1)) + " link_type="
                + MongoDocuments.number(key.get(LINK_TYPE)) + ": " + visibleLinks + " visible links, "
                + (stored == null ? "no count document" : "count " + stored));
          }
        }
        if (order <= 0) {
          link = next(visible);
        }
        if (order >= 0) {
          count = next(counts);
        }
      }
    }
    long below = db.nodes().countDocuments(new BsonDocument(ID, new BsonDocument("$lt", new BsonInt64(startId1))));
    long inRange = db.nodes().countDocuments(new BsonDocument(ID, new BsonDocument("$gte", new BsonInt64(startId1))
        .append("$lt", new BsonInt64(maxId1))));
    long above = db.nodes().countDocuments(new BsonDocument(ID, new BsonDocument("$gte", new BsonInt64(maxId1))));
    return new VerificationReport(inRange, above, below, checked, mismatches, List.copyOf(examples));
  }

  private static BsonDocument next(MongoCursor<BsonDocument> cursor) {
    return cursor.hasNext() ? cursor.next() : null;
  }

  /** By id1, then link_type: the order of both sorted streams. */
  private static int compare(BsonDocument a, BsonDocument b) {
    int byId1 = Long.compare(MongoDocuments.number(a.get(ID1)), MongoDocuments.number(b.get(ID1)));
    return byId1 != 0 ? byId1
        : Long.compare(MongoDocuments.number(a.get(LINK_TYPE)), MongoDocuments.number(b.get(LINK_TYPE)));
  }
}
