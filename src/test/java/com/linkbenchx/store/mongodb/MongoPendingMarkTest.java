package com.linkbenchx.store.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.connection.Backoff;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import java.util.Date;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.bson.BsonBinary;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonObjectId;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The level-0 pending mark, step by step: the state another writer leaves between making a link
 * visible and adding its 1 to the count is built by hand, and a writer that would hide the link
 * must wait for that 1 before subtracting its own (or the count, clamped at zero, would end one
 * too high). A mark left by a writer that died is ignored once stale.
 */
class MongoPendingMarkTest {
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;
  private TestMongoServer server;
  private MongoClient plain;
  private MongoStoreProvider provider;
  private GraphStore store;

  @BeforeEach
  void start() throws Exception {
    server = TestMongoServer.start();
    plain = MongoClients.create(server.url());
    provider = MongoTestSupport.provider(MongoTestSupport.config(server.url(), "marks", 0));
    store = provider.openGraphStore(Phase.REQUEST, 0);
  }

  @AfterEach
  void stop() {
    provider.close();
    plain.close();
    server.close();
  }

  private MongoCollection<BsonDocument> links() {
    return plain.getDatabase("marks").getCollection("linktable", BsonDocument.class);
  }

  /** A visible link as a writer leaves it after its first step: marked, its 1 not yet counted. */
  private void visibleWithMark(long id2, ObjectId mark) {
    links().insertOne(new BsonDocument("_id", MongoDocuments.linkKey(1, TYPE, id2))
        .append("visibility", new BsonInt32(1)).append("data", new BsonBinary(new byte[0]))
        .append("time", new BsonInt64(5)).append("version", new BsonInt32(0))
        .append("pending", new BsonObjectId(mark)));
  }

  @Test
  void hidingAFreshlyMarkedLinkWaitsForItsIncrement() throws Exception {
    ObjectId mark = new ObjectId();
    visibleWithMark(1, mark);

    CompletableFuture<Boolean> hide = CompletableFuture.supplyAsync(() -> {
      try {
        return provider.openGraphStore(Phase.REQUEST, 1).deleteLink("marks", 1, TYPE, 1, false);
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    });
    Backoff.pause(300);
    assertFalse(hide.isDone(), "the hide waits while the increment is pending");
    assertTrue(provider.retryCounts().linkWaits() > 0);

    // The first writer's second and third steps: +1, then its own mark cleared.
    plain.getDatabase("marks").getCollection("counttable", BsonDocument.class).updateOne(
        new BsonDocument("_id", MongoDocuments.countKey(1, TYPE)), CountUpdates.update(1, 5),
        new com.mongodb.client.model.UpdateOptions().upsert(true));
    links().updateOne(
        new BsonDocument("_id", MongoDocuments.linkKey(1, TYPE, 1)).append("pending", new BsonObjectId(mark)),
        BsonDocument.parse("{$unset: {pending: ''}}"));

    assertTrue(hide.get(10, TimeUnit.SECONDS));
    assertEquals(0, store.countLinks("marks", 1, TYPE), "+1 then -1; without the wait the -1 was lost at zero");
  }

  @Test
  void writesThatKeepALinkVisibleIgnoreMarks() throws Exception {
    ObjectId mark = new ObjectId();
    visibleWithMark(2, mark);

    store.addLink("marks", new Link(1, TYPE, 2, Link.VISIBILITY_DEFAULT, new byte[] {9}, 4, 77));

    BsonDocument stored = links().find().first();
    assertEquals(new BsonObjectId(mark), stored.get("pending"), "another writer's mark stays");
    assertEquals(77, stored.getInt64("time").getValue());
    assertEquals(0, provider.retryCounts().linkWaits());
  }

  @Test
  void aStaleMarkFromADeadWriterIsIgnoredAndCleared() throws Exception {
    long staleSeconds = MarkedLinkWriter.STALE_MARK_SECONDS + 50;
    visibleWithMark(3, new ObjectId(new Date(System.currentTimeMillis() - staleSeconds * 1000)));

    long start = System.nanoTime();
    assertTrue(store.deleteLink("marks", 1, TYPE, 3, false));

    assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) < 2000);
    BsonDocument stored = links().find().first();
    assertFalse(stored.containsKey("pending"));
    assertEquals(0, stored.getInt32("visibility").getValue());
    assertEquals(0, provider.retryCounts().linkWaits());
  }
}
