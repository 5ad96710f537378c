package com.linkbenchx.store.mongodb;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.VerificationReport;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonDocument;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * What the store leaves in the database, read back with a plain client: natural keys as
 * {@code _id}, count documents that keep their count across single writes (the old stores' double
 * {@code $inc}, count-wiping replacement and zeroing delete would each fail here), node ids from
 * one counter, the load-target and verify capabilities.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MongoDocumentsTest {
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;
  private static final long T0 = 1_700_000_000_000L;

  private TestMongoServer server;
  private MongoClient plain;
  private MongoStoreProvider provider;
  private GraphStore store;
  private String dbid;
  private int databases;

  @BeforeAll
  void startServer() {
    server = TestMongoServer.start();
    plain = MongoClients.create(server.url());
  }

  @AfterAll
  void stopServer() {
    plain.close();
    server.close();
  }

  @BeforeEach
  void openStore() throws Exception {
    dbid = "docs" + databases++;
    if (provider != null) {
      provider.close();
    }
    provider = MongoTestSupport.provider(MongoTestSupport.config(server.url(), dbid, 0));
    store = provider.openGraphStore(Phase.REQUEST, 0);
  }

  private MongoCollection<BsonDocument> collection(String name) {
    return plain.getDatabase(dbid).getCollection(name, BsonDocument.class);
  }

  private static Link link(long id1, long id2, boolean visible, long time) {
    return new Link(id1, TYPE, id2, visible ? Link.VISIBILITY_DEFAULT : Link.VISIBILITY_HIDDEN,
        ("p" + id2).getBytes(StandardCharsets.US_ASCII), 3, time);
  }

  private BsonDocument countDocument(long id1) {
    return collection("counttable").find(new BsonDocument("_id", MongoDocuments.countKey(id1, TYPE))).first();
  }

  @Test
  void naturalKeysAreTheIds() throws Exception {
    store.addLink(dbid, link(5, 9, true, T0));
    store.resetNodeStore(dbid, 1);
    long id = store.addNode(dbid, new Node(0, 2048, 1, 100, new byte[] {1, 2}));

    assertEquals(BsonDocument.parse("{_id: {id1: {$numberLong: '5'}, link_type: {$numberLong: '123456789'},"
        + " id2: {$numberLong: '9'}}, visibility: 1, data: {$binary: {base64: 'cDk=', subType: '00'}},"
        + " time: {$numberLong: '1700000000000'}, version: 3}"), collection("linktable").find().first());
    BsonDocument count = collection("counttable").find().first();
    assertEquals(BsonDocument.parse("{id1: {$numberLong: '5'}, link_type: {$numberLong: '123456789'}}"),
        count.getDocument("_id"));
    assertEquals(1, count.getInt64("count").getValue());
    assertEquals(BsonDocument.parse("{_id: {$numberLong: '1'}, type: 2048, version: {$numberLong: '1'}, time: 100,"
        + " data: {$binary: {base64: 'AQI=', subType: '00'}}}"), collection("nodetable").find().first());
    assertEquals(1, id);
    assertEquals(BsonDocument.parse("{_id: 'node_id', next: {$numberLong: '2'}}"),
        collection("nodetable_sequence").find().first());
  }

  @Test
  void eachCountChangeMovesCountAndVersionTogether() throws Exception {
    store.addLink(dbid, link(5, 1, true, T0));
    store.addLink(dbid, link(5, 2, true, T0));
    store.addLink(dbid, link(5, 3, true, T0));
    store.deleteLink(dbid, 5, TYPE, 1, false);

    BsonDocument count = countDocument(5);
    assertEquals(2, count.getInt64("count").getValue(), "one $inc holds count and version: both move");
    assertEquals(4, count.getInt64("version").getValue());
    assertTrue(count.getInt64("time").getValue() > T0);
    BsonDocument update = CountUpdates.update(1, 42);
    assertEquals(BsonDocument.parse("{$inc: {count: {$numberLong: '1'}, version: {$numberLong: '1'}},"
        + " $set: {time: {$numberLong: '42'}}}"), update);
  }

  @Test
  void singleWritesAdjustABulkLoadedCountInsteadOfReplacingIt() throws Exception {
    GraphStore loader = provider.openGraphStore(Phase.LOAD, 1);
    List<Link> links = new ArrayList<>();
    for (int id2 = 1; id2 <= 10; id2++) {
      links.add(link(7, id2, true, T0 + id2));
    }
    loader.addBulkLoad(dbid, new LoadBatch(links, List.of(), List.of()));
    loader.addBulkLoad(dbid, new LoadBatch(List.of(), List.of(new LinkCount(7, TYPE, T0 + 10, 4, 10)), List.of()));

    store.addLink(dbid, link(7, 11, true, T0 + 11)); // new visible link
    store.addLink(dbid, link(7, 3, true, T0 + 99)); // existing visible link, new data: no count change
    assertEquals(11, countDocument(7).getInt64("count").getValue());
    assertEquals(5, countDocument(7).getInt64("version").getValue(), "bulk version 4, then one change");

    store.deleteLink(dbid, 7, TYPE, 1, false);
    store.deleteLink(dbid, 7, TYPE, 2, true);
    store.addLink(dbid, link(7, 4, false, T0));
    assertEquals(8, countDocument(7).getInt64("count").getValue(), "deletes subtract from the stored count");
    assertEquals(8, store.countLinks(dbid, 7, TYPE));
  }

  @Test
  void aDecrementOnAMissingCountCreatesNothing() throws Exception {
    GraphStore loader = provider.openGraphStore(Phase.LOAD, 1);
    loader.addBulkLoad(dbid, new LoadBatch(List.of(link(8, 1, true, T0)), List.of(), List.of()));

    store.deleteLink(dbid, 8, TYPE, 1, false);

    assertNull(countDocument(8), "never below zero: no count document is written for -1");
    assertEquals(0, store.countLinks(dbid, 8, TYPE));
  }

  @Test
  void nodeIdsComeFromOneCounterSharedByEveryClient() throws Exception {
    store.resetNodeStore(dbid, 500);
    try (MongoStoreProvider otherProcess = MongoTestSupport.provider(MongoTestSupport.config(server.url(), dbid, 0))) {
      GraphStore other = otherProcess.openGraphStore(Phase.REQUEST, 0);
      assertEquals(500, store.addNode(dbid, new Node(0, 2048, 0, 0, new byte[0])));
      assertArrayEquals(new long[] {501, 502}, other.bulkAddNodes(dbid,
          List.of(new Node(0, 2048, 0, 0, new byte[0]), new Node(0, 2048, 0, 0, new byte[0]))));
      assertEquals(503, store.addNode(dbid, new Node(0, 2048, 0, 0, new byte[0])));
    }
  }

  @Test
  void withoutACounterIdsContinueAfterTheLargestStoredNode() throws Exception {
    collection("nodetable").insertOne(BsonDocument.parse("{_id: {$numberLong: '41'}, type: 2048,"
        + " version: {$numberLong: '0'}, time: 0, data: {$binary: {base64: '', subType: '00'}}}"));

    assertEquals(42, store.addNode(dbid, new Node(0, 2048, 0, 0, new byte[0])));
    assertEquals(41, store.getNode(dbid, 2048, 41).id(), "a node written by hand reads back");
  }

  @Test
  void nonEmptyCollectionsAreNamedAndTruncateEmptiesThemAll() throws Exception {
    assertEquals(List.of(), provider.nonEmptyTables(dbid));
    store.addLink(dbid, link(1, 1, true, T0));
    assertEquals(List.of("linktable", "counttable"), provider.nonEmptyTables(dbid));
    store.resetNodeStore(dbid, 1);
    store.addNode(dbid, new Node(0, 2048, 0, 0, new byte[0]));
    assertEquals(List.of("linktable", "counttable", "nodetable"), provider.nonEmptyTables(dbid));

    provider.truncate(dbid);

    assertEquals(List.of(), provider.nonEmptyTables(dbid));
    assertEquals(0, collection("nodetable_sequence").countDocuments());
    assertTrue(collection("linktable").listIndexes().into(new ArrayList<>()).size() > 1, "indexes are kept");
    assertEquals(1, store.addNode(dbid, new Node(0, 2048, 0, 0, new byte[0])), "ids start again from 1");
  }

  @Test
  void verifyComparesCountsAndVisibleLinksBothWays() throws Exception {
    store.resetNodeStore(dbid, 1);
    store.bulkAddNodes(dbid, List.of(new Node(0, 2048, 0, 0, new byte[0]), new Node(0, 2048, 0, 0, new byte[0])));
    for (long id1 = 1; id1 <= 3; id1++) {
      store.addLink(dbid, link(id1, 1, true, T0));
      store.addLink(dbid, link(id1, 2, true, T0));
      store.addLink(dbid, link(id1, 3, false, T0));
    }
    store.addLink(dbid, link(4, 1, true, T0));
    store.deleteLink(dbid, 4, TYPE, 1, true); // count document of 0 and no links: consistent

    VerificationReport clean = provider.verify(dbid, 1, 2, 10);
    assertEquals(1, clean.nodesInRange());
    assertEquals(1, clean.nodesAboveRange());
    assertEquals(0, clean.nodesBelowRange());
    assertEquals(4, clean.countRowsChecked());
    assertTrue(clean.consistent(), clean.toString());

    collection("counttable").updateOne(new BsonDocument("_id", MongoDocuments.countKey(2, TYPE)),
        BsonDocument.parse("{$set: {count: {$numberLong: '5'}}}"));
    collection("counttable").deleteOne(new BsonDocument("_id", MongoDocuments.countKey(3, TYPE)));
    collection("counttable").insertOne(new BsonDocument("_id", MongoDocuments.countKey(9, TYPE))
        .append("count", new org.bson.BsonInt64(1)));
    VerificationReport broken = provider.verify(dbid, 1, 2, 10);
    assertEquals(3, broken.countMismatches(), broken.toString());
    assertEquals(List.of("id1=2 link_type=123456789: 2 visible links, count 5",
        "id1=3 link_type=123456789: 2 visible links, no count document",
        "id1=9 link_type=123456789: 0 visible links, count 1"), broken.examples());
  }
}
