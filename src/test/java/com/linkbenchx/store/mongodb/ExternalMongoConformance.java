package com.linkbenchx.store.mongodb;

import com.linkbenchx.config.Config;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.conformance.GraphStoreConformance;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;

/**
 * The whole conformance suite against the external MongoDB server, in two databases emptied
 * before each test and dropped at the end. One subclass per transaction level.
 */
abstract class ExternalMongoConformance extends GraphStoreConformance {
  private final MongoClient admin = MongoClients.create(ExternalMongo.URL);

  abstract int level();

  private String name(int dataset) {
    return "lbx_conformance_" + level() + (dataset == 0 ? "" : "_" + dataset);
  }

  @Override
  protected StoreProvider newProvider() {
    return new MongoStoreProvider();
  }

  @Override
  protected Config config() {
    return MongoTestSupport.config(ExternalMongo.URL, name(0), level());
  }

  @Override
  protected String emptyDbid(StoreProvider provider, int dataset) {
    MongoDatabase database = admin.getDatabase(name(dataset));
    for (String collection : new String[] {"linktable", "counttable", "nodetable", "nodetable_sequence"}) {
      database.getCollection(collection).deleteMany(new Document());
    }
    return name(dataset);
  }

  @AfterAll
  void dropDatabases() {
    admin.getDatabase(name(0)).drop();
    admin.getDatabase(name(1)).drop();
    admin.close();
  }
}
