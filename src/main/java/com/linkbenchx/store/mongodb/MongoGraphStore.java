package com.linkbenchx.store.mongodb;

import static com.linkbenchx.store.mongodb.MongoDocuments.COUNT;
import static com.linkbenchx.store.mongodb.MongoDocuments.DATA;
import static com.linkbenchx.store.mongodb.MongoDocuments.ID;
import static com.linkbenchx.store.mongodb.MongoDocuments.TIME;
import static com.linkbenchx.store.mongodb.MongoDocuments.TYPE;
import static com.linkbenchx.store.mongodb.MongoDocuments.VERSION;
import static com.linkbenchx.store.mongodb.MongoDocuments.VISIBILITY;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.NodeIdRange;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WriteResult;
import com.mongodb.client.MongoClient;
import com.mongodb.client.model.Projections;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.LongStream;
import org.bson.BsonArray;
import org.bson.BsonBinary;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.conversions.Bson;

/**
 * One worker thread's links and nodes in MongoDB: single-link writes through the {@link LinkWriter} of the transaction
 * level, everything under {@link MongoOperationRunner}; after a failure there is nothing to reset (the driver
 * reconnects by itself). The count rule is the SQL stores'.
 */
final class MongoGraphStore implements GraphStore {
  private static final int MAX_FIRST_BATCH = 10_000;

  private final MongoClient client;
  private final MongoSettings settings;
  private final LinkWriter writer;
  private final MongoOperationRunner runner;
  private final MongoBulkWrites bulk = new MongoBulkWrites();
  private final NodeIds nodeIds = new NodeIds();
  private final Map<String, DbCollections> collectionsByDbid = new HashMap<>();

  MongoGraphStore(MongoClient client, MongoSettings settings, LinkWriter writer, MongoOperationRunner runner) {
    this.client = client;
    this.settings = settings;
    this.writer = writer;
    this.runner = runner;
  }

  private DbCollections db(String dbid) throws StoreException {
    DbCollections db = collectionsByDbid.get(dbid);
    if (db == null) {
      if (dbid == null || !MongoSettings.DATABASE.matcher(dbid).matches()) {
        throw new StoreException(ErrorKind.FATAL, "dbid must be a MongoDB database name, but was '" + dbid + "'");
      }
      db = DbCollections.of(client, settings, dbid);
      collectionsByDbid.put(dbid, db);
    }
    return db;
  }

  @Override
  public WriteResult addLink(String dbid, Link link) throws StoreException {
    DbCollections db = db(dbid);
    return runner.run("addLink", () -> writer.addLink(db, link));
  }

  @Override
  public boolean deleteLink(String dbid, long id1, long linkType, long id2, boolean expunge) throws StoreException {
    DbCollections db = db(dbid);
    return runner.run("deleteLink", () -> writer.deleteLink(db, id1, linkType, id2, expunge));
  }

  @Override
  public Link getLink(String dbid, long id1, long linkType, long id2) throws StoreException {
    DbCollections db = db(dbid);
    return runner.run("getLink", () -> {
      BsonDocument found = db.links().find(new BsonDocument(ID, MongoDocuments.linkKey(id1, linkType, id2))).first();
      return found == null ? null : MongoDocuments.toLink(found);
    });
  }

  @Override
  public Link[] multigetLinks(String dbid, long id1, long linkType, long[] id2s) throws StoreException {
    DbCollections db = db(dbid);
    if (id2s.length == 0) {
      return new Link[0];
    }
    BsonArray keys = new BsonArray(
        Arrays.stream(id2s).distinct().mapToObj(id2 -> MongoDocuments.linkKey(id1, linkType, id2)).toList());
    BsonDocument filter = new BsonDocument(ID, new BsonDocument("$in", keys));
    return runner.run("multigetLinks", () -> toLinks(db.links().find(filter).into(new ArrayList<>())));
  }

  /** One query served by the link-list index: one range on time holding both bounds. */
  @Override
  public Link[] getLinkList(String dbid, long id1, long linkType, long minTime, long maxTime, int offset, int limit)
      throws StoreException {
    DbCollections db = db(dbid);
    if (limit <= 0 || minTime > maxTime) {
      return new Link[0]; // MongoDB reads limit 0 as "no limit"
    }
    BsonDocument filter = linkListFilter(id1, linkType, minTime, maxTime);
    return runner.run("getLinkList", () -> toLinks(db.links().find(filter).sort(LINK_LIST_ORDER)
        .skip(Math.max(offset, 0)).limit(limit).batchSize(Math.min(limit, MAX_FIRST_BATCH)).into(new ArrayList<>())));
  }

  private static final Bson LINK_LIST_ORDER = new BsonDocument(TIME, new BsonInt32(-1))
      .append(MongoDocuments.KEY_ID2, new BsonInt32(-1));

  static BsonDocument linkListFilter(long id1, long linkType, long minTime, long maxTime) {
    return new BsonDocument(MongoDocuments.KEY_ID1, new BsonInt64(id1))
        .append(MongoDocuments.KEY_LINK_TYPE, new BsonInt64(linkType))
        .append(VISIBILITY, new BsonInt32(Link.VISIBILITY_DEFAULT))
        .append(TIME, new BsonDocument("$gte", new BsonInt64(minTime)).append("$lte", new BsonInt64(maxTime)));
  }

  private static Link[] toLinks(List<BsonDocument> documents) {
    return documents.stream().map(MongoDocuments::toLink).toArray(Link[]::new);
  }

  @Override
  public long countLinks(String dbid, long id1, long linkType) throws StoreException {
    DbCollections db = db(dbid);
    return runner.run("countLinks", () -> {
      BsonDocument found = db.counts().find(new BsonDocument(ID, MongoDocuments.countKey(id1, linkType)))
          .projection(Projections.include(COUNT)).first();
      return found == null ? 0L : MongoDocuments.number(found.get(COUNT));
    });
  }

  @Override
  public int bulkLoadBatchSize() {
    return settings.bulkBatchSize();
  }

  /**
   * The parts one after another: a multi-document transaction needs a replica set, so a MongoDB
   * load killed between them can leave links without their count.
   */
  @Override
  public void addBulkLoad(String dbid, LoadBatch batch) throws StoreException {
    DbCollections db = db(dbid);
    if (!batch.links().isEmpty()) {
      runner.run("addBulkLinks", () -> bulk.insertLinks(db, batch.links()));
    }
    if (!batch.counts().isEmpty()) {
      runner.run("addBulkCounts", () -> bulk.replaceCounts(db, batch.counts()));
    }
    if (!batch.countIncrements().isEmpty()) {
      runner.run("addBulkLoad", () -> bulk.addToCounts(db, batch.countIncrements()));
    }
  }

  @Override
  public void resetNodeStore(String dbid, long startId) throws StoreException {
    DbCollections db = db(dbid);
    runner.run("resetNodeStore", () -> nodeIds.reset(db, startId));
  }

  @Override
  public long[] bulkAddNodes(String dbid, List<Node> nodes) throws StoreException {
    DbCollections db = db(dbid);
    if (nodes.isEmpty()) {
      return new long[0];
    }
    long firstId = runner.run("bulkAddNodes", () -> nodeIds.reserve(db, nodes.size()));
    int[] attempts = {0};
    runner.run("bulkAddNodes", () -> bulk.insertNodes(db, firstId, nodes, attempts[0]++ > 0));
    return LongStream.range(firstId, firstId + nodes.size()).toArray();
  }

  @Override
  public Optional<NodeIdRange> nodeIdRange(String dbid) throws StoreException {
    DbCollections db = db(dbid);
    return Optional.of(runner.run("nodeIdRange", () -> {
      // The two ends of the _id index: one index entry each, whatever the collection's size.
      BsonDocument lowest = db.nodes().find().sort(new BsonDocument(ID, new BsonInt32(1)))
          .projection(Projections.include(ID)).first();
      if (lowest == null) {
        return NodeIdRange.EMPTY;
      }
      BsonDocument highest = db.nodes().find().sort(new BsonDocument(ID, new BsonInt32(-1)))
          .projection(Projections.include(ID)).first();
      long low = lowest.get(ID).asNumber().longValue();
      return new NodeIdRange(low, highest == null ? low : highest.get(ID).asNumber().longValue());
    }));
  }

  @Override
  public Node getNode(String dbid, int type, long id) throws StoreException {
    DbCollections db = db(dbid);
    return runner.run("getNode", () -> {
      BsonDocument found = db.nodes().find(nodeFilter(id, type)).first();
      return found == null ? null : MongoDocuments.toNode(found);
    });
  }

  @Override
  public boolean updateNode(String dbid, Node node) throws StoreException {
    DbCollections db = db(dbid);
    BsonDocument update = new BsonDocument("$set", new BsonDocument(VERSION, new BsonInt64(node.version()))
        .append(TIME, new BsonInt32(node.time())).append(DATA, new BsonBinary(node.data())));
    return runner.run("updateNode",
        () -> db.nodes().updateOne(nodeFilter(node.id(), node.type()), update).getMatchedCount() > 0);
  }

  @Override
  public boolean deleteNode(String dbid, int type, long id) throws StoreException {
    DbCollections db = db(dbid);
    return runner.run("deleteNode", () -> db.nodes().deleteOne(nodeFilter(id, type)).getDeletedCount() > 0);
  }

  private static BsonDocument nodeFilter(long id, int type) {
    return new BsonDocument(ID, new BsonInt64(id)).append(TYPE, new BsonInt32(type));
  }

  /** Ends the worker's session; the connections belong to the provider's shared client. */
  @Override
  public void close() {
    writer.close();
  }
}
