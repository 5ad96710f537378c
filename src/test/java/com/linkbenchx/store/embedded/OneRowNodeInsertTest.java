package com.linkbenchx.store.embedded;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.mysql.MySqlDialect;
import com.linkbenchx.store.sql.InterceptingDriver;
import com.linkbenchx.store.sql.SqlStoreProvider;
import com.linkbenchx.store.sql.SqlStoreSettings;
import com.linkbenchx.store.sql.TestDatabase;
import java.sql.Connection;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The request phase's ADD_NODE inserts one row again and again: its statement is prepared once per
 * connection and reused, not prepared and closed on every call. Counted on a real connection to the
 * embedded server through a driver that sees every prepareStatement call.
 */
@ExtendWith(EmbeddedMariaDbExtension.class)
class OneRowNodeInsertTest {
  private static final String NODE_INSERT = "(type, version, time, data) VALUES";
  private static final AtomicInteger NODE_INSERTS_PREPARED = new AtomicInteger();

  @Test
  void addNodePreparesItsStatementOnceAndReusesIt(TestDatabase database) throws Exception {
    SqlStoreSettings settings = database.freshSettings("onerow");
    SqlStoreProvider provider = SqlStoreProvider.of(new CountingDriver().dialectThrough(new MySqlDialect()), settings);
    provider.start(false);
    String dbid = settings.dbid();
    try (GraphStore store = provider.openGraphStore(Phase.REQUEST, 0)) {
      store.resetNodeStore(dbid, 1);
      NODE_INSERTS_PREPARED.set(0);
      int calls = 21;
      for (int i = 0; i < calls; i++) {
        byte[] data = {(byte) i, '\'', '\\'};
        long id = store.addNode(dbid, new Node(0, Node.DEFAULT_NODE_TYPE, 1, 100 + i, data));
        assertEquals(1 + i, id, "ids from AUTO_INCREMENT, one per call");
        assertArrayEquals(data, store.getNode(dbid, Node.DEFAULT_NODE_TYPE, id).data());
      }
      assertEquals(1, NODE_INSERTS_PREPARED.get(), "prepared on the first call only");
    } finally {
      provider.close();
      database.dropTables(settings);
    }
  }

  /** Connector/J underneath; counts the node inserts prepared. */
  private static final class CountingDriver extends InterceptingDriver {
    CountingDriver() {
      super("lbx-onerow");
    }

    @Override
    protected Connection intercept(Connection real) {
      return connectionThrough((proxy, method, args) -> {
        if (method.getName().startsWith("prepare") && args[0] instanceof String sql && sql.contains(NODE_INSERT)) {
          NODE_INSERTS_PREPARED.incrementAndGet();
        }
        return InterceptingDriver.invoke(real, method, args);
      });
    }
  }
}
