package com.linkbenchx.store.mongodb;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.conformance.GraphStoreConformance;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The conformance suite with multi-document transactions (level 2) against the in-process server
 * posing as a replica set: every write of the transactional path runs, with its session and
 * transaction fields, and must give the reference results. The server applies each write at once
 * and never rolls back, so the one test whose outcome depends on transaction isolation (several
 * writers changing the visibility of the same links) is left to {@code -P mongodb-test} on a real
 * replica set.
 */
class MongoTransactionalConformanceTest extends GraphStoreConformance {
  private final TestMongoServer server = TestMongoServer.start(true);
  private int datasets;

  @Override
  protected StoreProvider newProvider() {
    return new MongoStoreProvider();
  }

  @Override
  protected Config config() {
    return MongoTestSupport.config(server.url(), "conformance", 2);
  }

  @Override
  protected String emptyDbid(StoreProvider provider, int dataset) {
    return "linkdb" + dataset + "_" + datasets++;
  }

  @Test
  void theStoresUseTransactions() {
    assertTrue(((MongoStoreProvider) provider()).usesTransactions());
  }

  @Override
  @Test
  public void concurrentWritersOnOnePairKeepTheCountExact() {
    Assumptions.abort("needs transaction isolation, which the in-process server does not have (-P mongodb-test)");
  }

  @AfterAll
  void stopServer() {
    server.close();
  }
}
