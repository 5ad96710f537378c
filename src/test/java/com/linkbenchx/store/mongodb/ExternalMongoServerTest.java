package com.linkbenchx.store.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What only a real server can show ({@code -P mongodb-test}): the link-list query is served by the
 * index without a collection scan or an in-memory sort, and level 1 picks transactions exactly
 * when the server has them.
 */
@Tag("mongodb-external")
@ExtendWith(ExternalMongo.Reachable.class)
class ExternalMongoServerTest {
  private static final String DBID = "lbx_server_test";
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;

  @AfterEach
  void drop() {
    try (MongoClient client = MongoClients.create(ExternalMongo.URL)) {
      client.getDatabase(DBID).drop();
    }
  }

  @Test
  void theLinkListQueryUsesTheIndexWithoutScanOrSort() throws Exception {
    try (MongoStoreProvider provider = MongoTestSupport.provider(MongoTestSupport.config(ExternalMongo.URL, DBID, 0));
        MongoClient client = MongoClients.create(ExternalMongo.URL)) {
      GraphStore store = provider.openGraphStore(Phase.REQUEST, 0);
      for (long id1 = 1; id1 <= 20; id1++) {
        for (long id2 = 1; id2 <= 20; id2++) {
          store.addLink(DBID, new Link(id1, TYPE, id2, Link.VISIBILITY_DEFAULT, new byte[0], 0, id2 % 5));
        }
      }
      Document explain = client.getDatabase(DBID).runCommand(new Document("explain", new Document("find", "linktable")
          .append("filter", MongoGraphStore.linkListFilter(7, TYPE, 0, Long.MAX_VALUE))
          .append("sort", new BsonDocument("time", new BsonInt32(-1)).append("_id.id2", new BsonInt32(-1)))
          .append("limit", 10)).append("verbosity", "queryPlanner"));
      String plan = explain.toJson();
      assertTrue(plan.contains("IXSCAN") && plan.contains(MongoSchema.LINK_LIST_INDEX), plan);
      assertFalse(plan.contains("COLLSCAN"), plan);
      assertFalse(plan.contains("\"SORT\""), "the index order is the list order: " + plan);
    }
  }

  @Test
  void levelOneUsesTransactionsExactlyWhenTheServerHasThem() throws Exception {
    try (MongoStoreProvider provider = MongoTestSupport.provider(MongoTestSupport.config(ExternalMongo.URL, DBID, 1))) {
      assertEquals(ExternalMongo.hasTransactions(), provider.usesTransactions());
      GraphStore store = provider.openGraphStore(Phase.REQUEST, 0);
      store.addLink(DBID, new Link(1, TYPE, 2, Link.VISIBILITY_DEFAULT, new byte[0], 0, 1));
      assertEquals(1, store.countLinks(DBID, 1, TYPE));
    }
  }
}
