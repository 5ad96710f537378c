package com.linkbenchx.store.embedded;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.mysql.MySqlDialect;
import com.linkbenchx.store.sql.SqlStoreProvider;
import com.linkbenchx.store.sql.SqlStoreSettings;
import com.linkbenchx.store.sql.TestDatabase;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A server stepping AUTO_INCREMENT (a stock Galera node: auto_increment_increment = cluster size)
 * does not move the load's nodes: the INSERT path writes the ids the loader gave them. Sessions of
 * the embedded server step by 3 here, as a node of a three-member cluster does.
 */
@ExtendWith(EmbeddedMariaDbExtension.class)
class SteppedAutoIncrementTest {
  @Test
  void loadedNodesKeepTheirIdsWhenTheServerStepsAutoIncrement(TestDatabase database) throws Exception {
    SqlStoreSettings fresh = database.freshSettings("stepped");
    Map<String, String> properties = new HashMap<>(fresh.jdbcProperties());
    properties.put("sessionVariables", "auto_increment_increment=3,auto_increment_offset=2");
    SqlStoreSettings settings = fresh.withJdbcProperties(properties);
    SqlStoreProvider provider = SqlStoreProvider.of(new MySqlDialect(), settings);
    provider.start(false);
    String dbid = settings.dbid();
    try (GraphStore load = provider.openGraphStore(Phase.LOAD, 0)) {
      load.resetNodeStore(dbid, 1);
      List<Node> nodes = new ArrayList<>();
      for (long id = 1; id <= 10; id++) {
        nodes.add(new Node(id, Node.DEFAULT_NODE_TYPE, 1, 100, new byte[] {(byte) id}));
      }
      assertArrayEquals(LongStream.rangeClosed(1, 6).toArray(), load.bulkAddNodes(dbid, nodes.subList(0, 6)));
      assertArrayEquals(LongStream.rangeClosed(7, 10).toArray(), load.bulkAddNodes(dbid, nodes.subList(6, 10)));
      for (long id = 1; id <= 10; id++) {
        assertNotNull(load.getNode(dbid, Node.DEFAULT_NODE_TYPE, id), "node " + id + " under its own id");
      }
    }
    try (GraphStore requests = provider.openGraphStore(Phase.REQUEST, 0)) {
      long added = requests.addNode(dbid, new Node(0, Node.DEFAULT_NODE_TYPE, 1, 100, new byte[] {1}));
      assertTrue(added > 10, "a new node of the request phase takes the server's next id: " + added);
    } finally {
      provider.close();
      database.dropTables(settings);
    }
  }
}
