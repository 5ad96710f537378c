package com.linkbenchx.store.mongodb;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.net.InetSocketAddress;
import java.util.concurrent.CountDownLatch;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.Configurator;

/**
 * Starts the in-memory MongoDB wire-protocol test server by hand, for trying the MongoDB store
 * without a MongoDB installation (see README.md, "Running the tests"):
 * <pre>
 * mvn -q test-compile dependency:build-classpath -Dmdep.outputFile=target/test.classpath
 * java -Xmx2g -cp target/test-classes:$(cat target/test.classpath) \
 *     com.linkbenchx.store.mongodb.MongoTestServerMain 27018
 * </pre>
 * It listens on 127.0.0.1 at the given port (0 or none: a free one), prints its connection string,
 * and keeps everything in memory until stopped with Ctrl-C. It has no transactions (use
 * transaction_support_level=0) and ignores non-unique indexes; its speed says nothing of MongoDB's.
 */
public final class MongoTestServerMain {
  private MongoTestServerMain() {
  }

  public static void main(String[] args) throws InterruptedException {
    int port = args.length > 0 ? Integer.parseInt(args[0]) : 0;
    Configurator.setLevel("de.bwaldvogel", Level.WARN);
    MongoServer server = new MongoServer(new MemoryBackend());
    server.bind(new InetSocketAddress("127.0.0.1", port));
    System.out.println("In-memory MongoDB test server at mongodb://127.0.0.1:" + server.getLocalAddress().getPort()
        + " (Ctrl-C stops it)");
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.shutdownNow();
      stopped.countDown();
    }));
    stopped.await();
  }
}
