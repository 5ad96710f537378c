package com.linkbenchx.store.mongodb;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import java.nio.file.Files;
import java.util.Arrays;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;

/**
 * The queries the store sends. The link-list query holds both time bounds in one {@code time}
 * condition (an old store set {@code time} twice, so the second silently replaced the first and
 * the lower bound was lost) and matches the index {@code sql/create_mongodb.js} creates.
 */
class MongoQueriesTest {
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;

  @Test
  void theLinkListQueryKeepsBothTimeBoundsAndTheIndexOrder() throws Exception {
    RecordingListener recorder = new RecordingListener();
    try (TestMongoServer server = TestMongoServer.start(); MongoStoreProvider provider = new MongoStoreProvider()) {
      provider.configure(MongoTestSupport.config(server.url(), "queries", 0));
      provider.addCommandListener(recorder);
      provider.start(false);
      GraphStore store = provider.openGraphStore(Phase.REQUEST, 0);
      for (long id2 = 1; id2 <= 5; id2++) {
        store.addLink("queries", new Link(3, TYPE, id2, Link.VISIBILITY_DEFAULT, new byte[0], 0, 100 + id2));
      }
      recorder.clear();

      Link[] list = store.getLinkList("queries", 3, TYPE, 102, 104, 1, 5);

      assertArrayEquals(new long[] {3, 2}, Arrays.stream(list).mapToLong(Link::id2).toArray());
      BsonDocument find = recorder.commands().get(0);
      assertEquals(BsonDocument.parse("{'_id.id1': {$numberLong: '3'}, '_id.link_type': {$numberLong: '123456789'},"
          + " visibility: 1, time: {$gte: {$numberLong: '102'}, $lte: {$numberLong: '104'}}}"),
          find.getDocument("filter"));
      assertEquals(BsonDocument.parse("{time: -1, '_id.id2': -1}"), find.getDocument("sort"));
      assertEquals(1, find.getInt32("skip").getValue());
      assertEquals(5, find.getInt32("limit").getValue());
    }
  }

  @Test
  void theMongoshScriptCreatesTheIndexTheStoreChecks() throws Exception {
    String script = Files.readString(com.linkbenchx.TestProject.DIR.resolve("sql/create_mongodb.js"));
    StringBuilder keys = new StringBuilder("{");
    MongoSchema.linkListKeys().forEach((name, direction) -> keys.append(keys.length() > 1 ? ", " : "")
        .append(name.contains(".") ? "'" + name + "'" : name).append(": ").append(direction.asInt32().getValue()));
    keys.append('}');
    assertTrue(script.contains("createIndex(" + keys + ", {name: '" + MongoSchema.LINK_LIST_INDEX + "'})"),
        "expected createIndex(" + keys + ", ...) in sql/create_mongodb.js");
  }

  @Test
  void anEmptyOrInvertedRangeSendsNothing() throws Exception {
    RecordingListener recorder = new RecordingListener();
    try (TestMongoServer server = TestMongoServer.start(); MongoStoreProvider provider = new MongoStoreProvider()) {
      provider.configure(Config.of(MongoTestSupport.keys(server.url(), "queries", 0)));
      provider.addCommandListener(recorder);
      provider.start(false);
      GraphStore store = provider.openGraphStore(Phase.REQUEST, 0);
      recorder.clear();

      assertEquals(0, store.getLinkList("queries", 3, TYPE, 0, 10, 0, 0).length, "limit 0 means none, not all");
      assertEquals(0, store.getLinkList("queries", 3, TYPE, 10, 9, 0, 5).length);
      assertEquals(0, store.multigetLinks("queries", 3, TYPE, new long[0]).length);
      assertEquals(0, recorder.commands().size());
    }
  }
}
