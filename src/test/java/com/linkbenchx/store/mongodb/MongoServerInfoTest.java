package com.linkbenchx.store.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.store.ServerInfo;
import org.junit.jupiter.api.Test;

/** The server product and version a run's results record, asked of the (in-process) server. */
class MongoServerInfoTest {
  @Test
  void theServerSaysWhichVersionItIs() throws Exception {
    try (TestMongoServer server = TestMongoServer.start()) {
      MongoStoreProvider provider = new MongoStoreProvider();
      assertFalse(provider.serverInfo().isPresent(), "nothing to ask before start()");
      provider.configure(Config.of(MongoTestSupport.keys(server.url(), "serverinfo", 0)));
      provider.start(false);
      try {
        ServerInfo info = provider.serverInfo().orElseThrow();
        assertEquals("MongoDB", info.product());
        assertTrue(info.version().matches("\\d+\\.\\d+.*"), info.version());
      } finally {
        provider.close();
      }
    }
  }
}
