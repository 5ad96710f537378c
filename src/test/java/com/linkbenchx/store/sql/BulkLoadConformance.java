package com.linkbenchx.store.sql;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LoadBatch;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code load_method = bulk} leaves exactly the rows {@code load_method = insert} leaves: the same
 * seeded load-phase writes go through both into two fresh table sets, which must then hold equal
 * links (payload bytes of every value included), counts and nodes, and the node ids returned must
 * be equal. The writes include keys repeated within a batch and across batches (the bulk path's
 * fallback) and count rows replaced by later ones.
 */
public abstract class BulkLoadConformance {
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;

  protected abstract TestDatabase database();

  @Test
  void bulkLeavesTheSameTablesAsInsert() throws Exception {
    bothPathsLeaveTheSame("b", this::load, 0, 1, 2);
  }

  /**
   * The loader's nodes carry the ids LinkBench expects (startid1, startid1 + 1, ...): both paths
   * store them under those ids and a node added afterwards gets the next one. Ids already stored send
   * the whole batch to the INSERT path, which gives new ones, as it would have.
   */
  @Test
  void nodesWithTheirOwnIdsGetTheIdsInsertGivesAndMoveTheNextId() throws Exception {
    List<long[]> bulkIds = bothPathsLeaveTheSame("n", this::loadOwnIdNodes, 2);
    assertArrayEquals(ids(1, 300), bulkIds.get(0));
    assertArrayEquals(ids(301, 7), bulkIds.get(1));
    assertArrayEquals(new long[] {308}, bulkIds.get(2), "the next node's id follows the loaded ones");
    assertArrayEquals(ids(309, 5), bulkIds.get(3), "ids that exist take the INSERT path's new ones");
  }

  /** A load into fresh tables, returning the node ids of each node write. */
  private interface Load {
    List<long[]> into(SqlStoreSettings settings) throws Exception;
  }

  /**
   * Runs {@code load} through the INSERT path and the bulk path into two fresh table sets: the node
   * ids returned and the rows of the tables named (0 links, 1 counts, 2 nodes) must be equal. Returns
   * the bulk path's node ids.
   */
  private List<long[]> bothPathsLeaveTheSame(String prefix, Load load, int... compared) throws Exception {
    SqlStoreSettings insert = database().freshSettings(prefix + "i").withLoadMethod(LoadMethod.INSERT);
    SqlStoreSettings bulk = database().freshSettings(prefix + "b").withLoadMethod(LoadMethod.BULK);
    try {
      List<long[]> insertIds = load.into(insert);
      List<long[]> bulkIds = load.into(bulk);
      assertEquals(insertIds.size(), bulkIds.size());
      for (int i = 0; i < insertIds.size(); i++) {
        assertArrayEquals(insertIds.get(i), bulkIds.get(i), "node ids of batch " + i);
      }
      String[][] tables = tables(insert, bulk);
      for (int index : compared) {
        String[] table = tables[index];
        List<String> expected = rows(table[0], table[2]);
        assertFalse(expected.isEmpty(), table[0]);
        assertEquals(expected, rows(table[1], table[2]), table[0]);
      }
      return bulkIds;
    } finally {
      database().dropTables(insert);
      database().dropTables(bulk);
    }
  }

  private List<long[]> loadOwnIdNodes(SqlStoreSettings settings) throws Exception {
    return write(settings, 43, (store, dbid, rng, ids) -> {
      ids.add(store.bulkAddNodes(dbid, withIds(nodes(rng, 300), 1)));
      ids.add(store.bulkAddNodes(dbid, withIds(nodes(rng, 7), 301)));
      ids.add(new long[] {store.addNode(dbid, nodes(rng, 1).get(0))});
      ids.add(store.bulkAddNodes(dbid, withIds(nodes(rng, 5), 5)));
    });
  }

  /** Seeded writes through one load-phase store, after the node ids are reset to 1. */
  private interface Writes {
    void run(GraphStore store, String dbid, Random rng, List<long[]> nodeIds) throws Exception;
  }

  /** Runs the writes; returns the node ids they collected. */
  private List<long[]> write(SqlStoreSettings settings, long seed, Writes writes) throws Exception {
    SqlStoreProvider provider = SqlStoreProvider.of(database().dialect(), settings);
    provider.start(false);
    List<long[]> ids = new ArrayList<>();
    try (GraphStore store = provider.openGraphStore(Phase.LOAD, 1)) {
      store.resetNodeStore(settings.dbid(), 1);
      writes.run(store, settings.dbid(), new Random(seed), ids);
    }
    return ids;
  }

  private static List<Node> withIds(List<Node> nodes, long firstId) {
    List<Node> numbered = new ArrayList<>();
    for (Node node : nodes) {
      numbered.add(new Node(firstId + numbered.size(), node.type(), node.version(), node.time(), node.data()));
    }
    return numbered;
  }

  private static long[] ids(long first, int count) {
    long[] ids = new long[count];
    for (int i = 0; i < count; i++) {
      ids[i] = first + i;
    }
    return ids;
  }

  private String[][] tables(SqlStoreSettings insert, SqlStoreSettings bulk) {
    SqlDialect dialect = database().dialect();
    String dbid = insert.dbid();
    return new String[][] {
        {dialect.qualify(dbid, insert.linkTable()), dialect.qualify(dbid, bulk.linkTable()), "link_type, id1, id2"},
        {dialect.qualify(dbid, insert.countTable()), dialect.qualify(dbid, bulk.countTable()), "id, link_type"},
        {dialect.qualify(dbid, insert.nodeTable()), dialect.qualify(dbid, bulk.nodeTable()), "id"}};
  }

  /** The seeded writes; returns the node ids of each node batch. */
  private List<long[]> load(SqlStoreSettings settings) throws Exception {
    return write(settings, 42, (store, dbid, rng, ids) -> {
      ids.add(store.bulkAddNodes(dbid, nodes(rng, 300)));
      ids.add(store.bulkAddNodes(dbid, nodes(rng, 7)));

      List<Link> first = new ArrayList<>();
      for (int b = 0; b < 256; b++) {
        first.add(link(b / 16 + 1, b, awkwardPayload(b)));
      }
      first.add(link(1, 3, new byte[] {9}).withVisibility(Link.VISIBILITY_HIDDEN)); // repeated in the batch
      first.add(link(2, 1000, new byte[0]));
      for (int i = 0; i < 400; i++) {
        first.add(link(100 + i / 50, i, randomPayload(rng)));
      }
      store.addBulkLoad(dbid, new LoadBatch(first, List.of(), List.of()));
      // Keys already stored: only their visibility changes, as the INSERT path's upsert does.
      store.addBulkLoad(dbid, new LoadBatch(List.of(
          link(3, 40, new byte[] {1, 2}).withVisibility(Link.VISIBILITY_HIDDEN),
          link(5, 5000, "new\\row\ttab\nline".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)),
          link(100, 0, new byte[] {0})), List.of(), List.of()));
      store.addBulkLoad(dbid, new LoadBatch(List.of(link(6, 6000, new byte[] {'\\', 'N'}), link(6, 6001, "\\N".getBytes(
          java.nio.charset.StandardCharsets.ISO_8859_1))), List.of(), List.of()));

      List<LinkCount> counts = new ArrayList<>();
      for (int id1 = 1; id1 <= 120; id1++) {
        counts.add(new LinkCount(id1, TYPE, 1_700_000_000_000L + id1, 0, id1 * 3L));
      }
      counts.add(new LinkCount(7, TYPE, 5, 2, 99)); // repeated in the batch: the last wins
      store.addBulkLoad(dbid, new LoadBatch(List.of(), counts, List.of()));
      store.addBulkLoad(dbid, new LoadBatch(List.of(),
          List.of(new LinkCount(8, TYPE, 6, 1, 0), new LinkCount(500, TYPE, 7, 0, 1)), List.of()));
    });
  }

  private static Link link(long id1, long id2, byte[] data) {
    long time = 1_600_000_000_000L + id1 * 1000 + id2;
    return new Link(id1, TYPE, id2, Link.VISIBILITY_DEFAULT, data, (int) (id2 % 7), time);
  }

  /** Byte {@code b} alone, then surrounded by the bytes LOAD DATA and COPY treat specially. */
  private static byte[] awkwardPayload(int b) {
    return new byte[] {(byte) b, 0, '\t', '\n', '\r', '\\', 'N', (byte) b, '\'', '"', 26, (byte) 0xff, (byte) b};
  }

  private static byte[] randomPayload(Random rng) {
    byte[] data = new byte[rng.nextInt(200)];
    rng.nextBytes(data);
    return data;
  }

  private static List<Node> nodes(Random rng, int count) {
    List<Node> nodes = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      byte[] data = i < 256 ? awkwardPayload(i) : randomPayload(rng);
      nodes.add(new Node(-1, Node.DEFAULT_NODE_TYPE, 1, 1_700_000_000 + i, data));
    }
    return nodes;
  }

  /** Every row, each column as text (payloads in hex), in key order. */
  private List<String> rows(String table, String order) throws Exception {
    List<String> rows = new ArrayList<>();
    try (Connection connection = database().connect(); Statement statement = connection.createStatement();
        ResultSet row = statement.executeQuery("SELECT * FROM " + table + " ORDER BY " + order)) {
      ResultSetMetaData meta = row.getMetaData();
      while (row.next()) {
        StringBuilder text = new StringBuilder();
        for (int c = 1; c <= meta.getColumnCount(); c++) {
          String name = meta.getColumnName(c);
          text.append(name).append('=').append(name.equals("data")
              ? HexFormat.of().formatHex(row.getBytes(c)) : row.getString(c)).append(' ');
        }
        rows.add(text.toString());
      }
    }
    return rows;
  }
}
