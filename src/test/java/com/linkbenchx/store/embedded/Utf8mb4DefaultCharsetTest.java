package com.linkbenchx.store.embedded;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.mysql.MySqlDialect;
import com.linkbenchx.store.sql.SqlStoreProvider;
import com.linkbenchx.store.sql.SqlStoreSettings;
import com.linkbenchx.store.sql.TestDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * MySQL 8 and MariaDB 10.11+ default to utf8mb4. A database created that way must still store and
 * return payload bytes exactly: a small bulk load of random bytes, read back row by row.
 */
@ExtendWith(EmbeddedMariaDbExtension.class)
class Utf8mb4DefaultCharsetTest {
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;

  @Test
  void aLoadIntoAUtf8mb4DatabaseKeepsEveryByte(TestDatabase server) throws SQLException, StoreException {
    String dbid = "linkbench_utf8mb4";
    server.execute("CREATE DATABASE IF NOT EXISTS " + dbid + " DEFAULT CHARACTER SET utf8mb4");
    SqlStoreSettings settings = server.freshSettings("cs").withDbid(dbid);
    SqlStoreProvider provider = SqlStoreProvider.of(new MySqlDialect(), settings);
    provider.start(false);
    try (Connection admin = server.connect()) {
      assertEquals("utf8mb4", scalar(admin, "SELECT @@character_set_server"));
      assertEquals("utf8mb4", scalar(admin, "SELECT @@character_set_client"));
      assertEquals("utf8mb4", scalar(admin, "SELECT default_character_set_name FROM information_schema.schemata"
          + " WHERE schema_name = '" + dbid + "'"));
      assertEquals("latin1_swedish_ci", scalar(admin, "SELECT table_collation FROM information_schema.tables"
          + " WHERE table_schema = '" + dbid + "' AND table_name = '" + settings.linkTable() + "'"),
          "tables stay latin1 inside a utf8mb4 database");
    }

    Random random = new Random(20240601);
    List<Link> links = new ArrayList<>();
    for (int i = 0; i < 2000; i++) {
      byte[] data = new byte[random.nextInt(Link.MAX_LINK_DATA)];
      random.nextBytes(data);
      links.add(new Link(1 + i / 20, TYPE, i, Link.VISIBILITY_DEFAULT, data, 0, 1_700_000_000_000L + i));
    }
    List<Node> nodes = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      byte[] data = new byte[i == 0 ? 256 : random.nextInt(4096)];
      for (int b = 0; b < data.length; b++) {
        data[b] = i == 0 ? (byte) b : (byte) random.nextInt(256);
      }
      nodes.add(new Node(0, Node.DEFAULT_NODE_TYPE, 0, 1_700_000_000 + i, data));
    }
    try (GraphStore store = provider.openGraphStore(Phase.LOAD, 0)) {
      store.addBulkLoad(dbid, new LoadBatch(links, List.of(), List.of()));
      store.addBulkLoad(dbid, new LoadBatch(List.of(), List.of(new LinkCount(1, TYPE, 0, 0, 20)), List.of()));
      store.resetNodeStore(dbid, 1);
      long[] ids = store.bulkAddNodes(dbid, nodes);
      for (Link link : links) {
        assertEquals(link, store.getLink(dbid, link.id1(), TYPE, link.id2()));
      }
      for (int i = 0; i < ids.length; i++) {
        assertArrayEquals(nodes.get(i).data(), store.getNode(dbid, Node.DEFAULT_NODE_TYPE, ids[i]).data());
      }
      assertEquals(20, store.countLinks(dbid, 1, TYPE));
    } finally {
      provider.close();
      server.dropTables(settings);
    }
  }

  private static String scalar(Connection connection, String sql) throws SQLException {
    try (PreparedStatement query = connection.prepareStatement(sql); ResultSet row = query.executeQuery()) {
      row.next();
      return row.getString(1);
    }
  }
}
