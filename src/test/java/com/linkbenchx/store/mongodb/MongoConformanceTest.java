package com.linkbenchx.store.mongodb;

import com.linkbenchx.config.Config;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.conformance.GraphStoreConformance;
import org.junit.jupiter.api.AfterAll;

/**
 * The whole conformance suite on the MongoDB store without transactions (level 0), against the
 * in-process wire-protocol server: every run of {@code mvn test} proves the store's documents,
 * count rules, bulk loading and node ids, including the concurrent-writer tests.
 */
class MongoConformanceTest extends GraphStoreConformance {
  private final TestMongoServer server = TestMongoServer.start();
  private int datasets;

  @Override
  protected StoreProvider newProvider() {
    return new MongoStoreProvider();
  }

  @Override
  protected Config config() {
    return MongoTestSupport.config(server.url(), "conformance", 0);
  }

  /** A database never used before is empty. */
  @Override
  protected String emptyDbid(StoreProvider provider, int dataset) {
    return "linkdb" + dataset + "_" + datasets++;
  }

  @AfterAll
  void stopServer() {
    server.close();
  }
}
