package com.linkbenchx.store.mongodb;

import de.bwaldvogel.mongo.MongoServer;
import java.net.InetSocketAddress;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.Configurator;

/**
 * A MongoDB wire-protocol server in this JVM on a free loopback port (mongo-java-server with the
 * memory backend). It proves a store's logic (documents, ids, upserts, count rules without
 * transactions, bulk loading, error mapping); it says nothing of MongoDB's speed, has no
 * transactions (see {@link TestBackend} for the simulated ones) and ignores non-unique indexes.
 */
public final class TestMongoServer implements AutoCloseable {
  private final TestBackend backend;
  private MongoServer server;
  private int port;

  private TestMongoServer(boolean simulateReplicaSet) {
    this.backend = new TestBackend(simulateReplicaSet);
  }

  /** A standalone server without sessions, as mongo-java-server is. */
  public static TestMongoServer start() {
    return start(false);
  }

  /** @param simulateReplicaSet advertise sessions and a replica set (see {@link TestBackend}) */
  static TestMongoServer start(boolean simulateReplicaSet) {
    // The server logs every failed command at ERROR; tests cause many on purpose.
    Configurator.setLevel("de.bwaldvogel", Level.OFF);
    TestMongoServer started = new TestMongoServer(simulateReplicaSet);
    started.listen(0);
    return started;
  }

  private void listen(int wantedPort) {
    server = new MongoServer(backend);
    server.bind(new InetSocketAddress("127.0.0.1", wantedPort));
    port = server.getLocalAddress().getPort();
  }

  public int port() {
    return port;
  }

  public String url() {
    return "mongodb://127.0.0.1:" + port;
  }

  TestBackend backend() {
    return backend;
  }

  /** Stops listening and closes every client connection; the data stays in memory. */
  void stop() {
    server.shutdownNow();
  }

  /** Listens again on the same port, with the same data. */
  void restart() {
    listen(port);
  }

  @Override
  public void close() {
    server.shutdownNow();
  }
}
