package com.linkbenchx.e2e;

import com.linkbenchx.store.mongodb.TestMongoServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * The end-to-end scenario with the MongoDB store (level 0) against the in-memory wire-protocol
 * server, started in the test JVM on a free port (default test run). Its speed says nothing of
 * MongoDB's, so the request phase runs at a low rate and only its correctness is checked.
 */
class MongoEndToEndTest extends MongoEndToEndScenario {
  private TestMongoServer server;

  @BeforeEach
  void startServer() {
    server = TestMongoServer.start();
  }

  @AfterEach
  void stopServer() {
    server.close();
  }

  @Override
  String url() {
    return server.url();
  }

  @Override
  int level() {
    return 0;
  }
}
