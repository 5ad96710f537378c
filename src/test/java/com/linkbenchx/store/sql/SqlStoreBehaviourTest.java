package com.linkbenchx.store.sql;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WriteResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * SQL-store behaviour that the shared layer guarantees on every dialect: count rules, payload
 * bytes, ordering, node ids and bulk loading. Each test gets its own fresh tables.
 */
public abstract class SqlStoreBehaviourTest {
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;

  protected abstract TestDatabase database();

  private SqlStoreSettings settings;
  private SqlStoreProvider provider;
  private GraphStore store;
  private String dbid;

  @BeforeEach
  void openStore() throws StoreException {
    settings = database().freshSettings("b");
    provider = SqlStoreProvider.of(database().dialect(), settings);
    provider.start(false);
    store = provider.openGraphStore(Phase.REQUEST, 0);
    dbid = settings.dbid();
  }

  @AfterEach
  void closeStore() {
    if (store != null) {
      store.close();
    }
    provider.close();
    database().dropTables(settings);
  }

  private static Link link(long id1, long id2, int visibility, long time, String data) {
    return new Link(id1, TYPE, id2, (byte) visibility, data.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1), 0,
        time);
  }

  /** A load killed between a batch's links and its counts would leave links that --verify rejects. */
  @Test
  void aLoadBatchIsOneTransaction() throws Exception {
    try (GraphStore loader = provider.openGraphStore(Phase.LOAD, 1)) {
      database().execute("DROP TABLE " + database().dialect().qualify(dbid, settings.countTable()));
      LoadBatch batch = new LoadBatch(List.of(link(1, 10, 1, 100, "a"), link(1, 11, 1, 100, "b")),
          List.of(new LinkCount(1, TYPE, 100, 0, 2)), List.of());
      assertThrows(StoreException.class, () -> loader.addBulkLoad(dbid, batch));
      assertNull(store.getLink(dbid, 1, TYPE, 10), "the links went with their count rows");
      assertNull(store.getLink(dbid, 1, TYPE, 11));
    }
  }

  @Test
  void countFollowsEveryVisibilityTransition() throws StoreException {
    assertEquals(WriteResult.INSERTED, store.addLink(dbid, link(1, 10, 1, 100, "a")));
    assertEquals(1, store.countLinks(dbid, 1, TYPE));
    assertEquals(WriteResult.INSERTED, store.addLink(dbid, link(1, 11, 0, 100, "b")));
    assertEquals(1, store.countLinks(dbid, 1, TYPE), "a hidden insert is not counted");
    assertEquals(WriteResult.UPDATED, store.addLink(dbid, link(1, 10, 1, 200, "c")));
    assertEquals(1, store.countLinks(dbid, 1, TYPE), "visible to visible changes nothing");
    assertEquals(WriteResult.UPDATED, store.addLink(dbid, link(1, 11, 1, 300, "d")));
    assertEquals(2, store.countLinks(dbid, 1, TYPE), "hidden to visible adds one");
    assertEquals(WriteResult.UPDATED, store.addLink(dbid, link(1, 10, 0, 400, "e")));
    assertEquals(1, store.countLinks(dbid, 1, TYPE), "visible to hidden removes one");
    assertEquals(WriteResult.UPDATED, store.addLink(dbid, link(1, 10, 0, 500, "f")));
    assertEquals(1, store.countLinks(dbid, 1, TYPE), "hidden to hidden changes nothing");
    assertEquals(link(1, 10, 0, 500, "f"), store.getLink(dbid, 1, TYPE, 10), "data, time and version overwritten");
    assertEquals(0, store.countLinks(dbid, 2, TYPE));
  }

  @Test
  void deleteDecrementsOnlyVisibleLinksAndNeverBelowZero() throws StoreException {
    store.addLink(dbid, link(5, 1, 1, 10, "x"));
    store.addLink(dbid, link(5, 2, 0, 10, "y"));
    assertEquals(1, store.countLinks(dbid, 5, TYPE));
    assertFalse(store.deleteLink(dbid, 5, TYPE, 99, false), "missing link");
    assertTrue(store.deleteLink(dbid, 5, TYPE, 2, false), "hidden link exists");
    assertEquals(1, store.countLinks(dbid, 5, TYPE));
    assertTrue(store.deleteLink(dbid, 5, TYPE, 2, true), "expunging a hidden link");
    assertNull(store.getLink(dbid, 5, TYPE, 2));
    assertEquals(1, store.countLinks(dbid, 5, TYPE), "expunging a hidden link does not decrement");
    assertTrue(store.deleteLink(dbid, 5, TYPE, 1, false));
    assertEquals(0, store.countLinks(dbid, 5, TYPE));
    assertEquals(Link.VISIBILITY_HIDDEN, store.getLink(dbid, 5, TYPE, 1).visibility());
    assertTrue(store.deleteLink(dbid, 5, TYPE, 1, false), "already hidden");
    assertEquals(0, store.countLinks(dbid, 5, TYPE));
    assertTrue(store.deleteLink(dbid, 5, TYPE, 1, true));
    assertEquals(0, store.countLinks(dbid, 5, TYPE));
    assertNull(store.getLink(dbid, 5, TYPE, 1));
  }

  @Test
  void countNeverGoesBelowZeroWhenBulkCountsDisagree() throws StoreException {
    store.addBulkLoad(dbid, new LoadBatch(List.of(link(6, 1, 1, 10, "x")), List.of(), List.of()));
    store.addBulkLoad(dbid, new LoadBatch(List.of(), List.of(new LinkCount(6, TYPE, 10, 0, 0)), List.of()));
    assertTrue(store.deleteLink(dbid, 6, TYPE, 1, false));
    assertEquals(0, store.countLinks(dbid, 6, TYPE));
  }

  @Test
  void everyPayloadByteRoundTrips() throws StoreException {
    byte[] all = new byte[Link.MAX_LINK_DATA - 1];
    for (int i = 0; i < all.length; i++) {
      all[i] = (byte) (i + 1 == 256 ? 0 : i); // 0..253
    }
    byte[] high = new byte[254];
    for (int i = 0; i < high.length; i++) {
      high[i] = (byte) (255 - i); // 255 down to 2, with quotes, backslash and controls in between
    }
    Link first = new Link(7, TYPE, 1, Link.VISIBILITY_DEFAULT, all, 3, 1000);
    Link second = new Link(7, TYPE, 2, Link.VISIBILITY_DEFAULT, high, 4, 1001);
    store.addLink(dbid, first);
    store.addBulkLoad(dbid, new LoadBatch(List.of(second), List.of(), List.of()));
    assertEquals(first, store.getLink(dbid, 7, TYPE, 1));
    assertEquals(second, store.getLink(dbid, 7, TYPE, 2));
    assertEquals(List.of(second, first), Arrays.asList(store.getLinkList(dbid, 7, TYPE)));

    byte[] nodeData = new byte[Node.MAX_NODE_DATA - 1];
    new Random(42).nextBytes(nodeData);
    store.resetNodeStore(dbid, 1);
    long id = store.addNode(dbid, new Node(0, Node.DEFAULT_NODE_TYPE, 1, 2, nodeData));
    assertArrayEquals(nodeData, store.getNode(dbid, Node.DEFAULT_NODE_TYPE, id).data());
  }

  @Test
  void linkListIsNewestFirstWithTiesInDescendingId2() throws StoreException {
    store.addLink(dbid, link(3, 1, 1, 50, "a"));
    store.addLink(dbid, link(3, 2, 1, 70, "b"));
    store.addLink(dbid, link(3, 3, 1, 70, "c"));
    store.addLink(dbid, link(3, 4, 0, 80, "hidden"));
    store.addLink(dbid, link(3, 5, 1, 60, "d"));
    store.addLink(dbid, link(4, 6, 1, 90, "other id1"));
    assertEquals(List.of(3L, 2L, 5L, 1L), id2s(store.getLinkList(dbid, 3, TYPE)));
    assertEquals(List.of(2L, 5L), id2s(store.getLinkList(dbid, 3, TYPE, 0, Long.MAX_VALUE, 1, 2)));
    assertEquals(List.of(5L, 1L), id2s(store.getLinkList(dbid, 3, TYPE, 50, 60, 0, 10)), "bounds inclusive");
    assertEquals(0, store.getLinkList(dbid, 3, TYPE, 61, 69, 0, 10).length);
    assertNotNull(store.getLinkList(dbid, 99, TYPE), "empty array, never null");
    assertEquals(0, store.getLinkList(dbid, 99, TYPE).length);
    assertEquals(0, store.getLinkList(dbid, 3, TYPE, 0, Long.MAX_VALUE, 10, 10).length);
  }

  @Test
  void multigetReturnsExistingLinksHiddenIncluded() throws StoreException {
    store.addLink(dbid, link(8, 1, 1, 1, "a"));
    store.addLink(dbid, link(8, 2, 0, 2, "b"));
    store.addLink(dbid, link(8, 3, 1, 3, "c"));
    Link[] found = store.multigetLinks(dbid, 8, TYPE, new long[] {2, 3, 4, 3});
    assertEquals(List.of(2L, 3L), id2s(found).stream().sorted().toList());
    assertEquals(0, store.multigetLinks(dbid, 8, TYPE, new long[0]).length);
    assertEquals(0, store.multigetLinks(dbid, 8, TYPE + 1, new long[] {1}).length);
    assertNull(store.getLink(dbid, 8, TYPE, 4));
  }

  @Test
  void bulkLinksOnlyOverwriteVisibilityOfExistingRowsAndLeaveCountsAlone() throws StoreException {
    store.addLink(dbid, link(9, 1, 1, 10, "old"));
    List<Link> batch = new ArrayList<>();
    batch.add(link(9, 1, 0, 99, "new"));
    for (int i = 2; i <= 150; i++) { // more rows than the 64-row batch: split into statements
      batch.add(link(9, i, 1, i, "bulk" + i));
    }
    store.addBulkLoad(dbid, new LoadBatch(batch, List.of(), List.of()));
    assertEquals(link(9, 1, 0, 10, "old"), store.getLink(dbid, 9, TYPE, 1));
    assertEquals(1, store.countLinks(dbid, 9, TYPE), "bulk links never touch counts");
    assertEquals(149, store.getLinkList(dbid, 9, TYPE).length);
    store.addBulkLoad(dbid, new LoadBatch(List.of(),
        List.of(new LinkCount(9, TYPE, 5, 1, 149), new LinkCount(10, TYPE, 5, 1, 3)), List.of()));
    assertEquals(149, store.countLinks(dbid, 9, TYPE));
    store.addBulkLoad(dbid, new LoadBatch(List.of(), List.of(new LinkCount(9, TYPE, 6, 2, 150)), List.of()));
    assertEquals(150, store.countLinks(dbid, 9, TYPE), "count rows are replaced");
    assertEquals(3, store.countLinks(dbid, 10, TYPE));
    store.addBulkLoad(dbid, new LoadBatch(List.of(), List.of(), List.of()));
    store.addBulkLoad(dbid, new LoadBatch(List.of(), List.of(), List.of()));
    assertEquals(0, store.bulkAddNodes(dbid, List.of()).length, "empty flushes are skipped");
  }

  @Test
  void aKeyRepeatedInOneBulkBatchActsLikeRowsAppliedInOrder() throws StoreException {
    store.addBulkLoad(dbid, new LoadBatch(List.of(link(11, 1, 1, 10, "first"), link(11, 2, 1, 10, "x"),
        link(11, 1, 0, 20, "second"), link(11, 1, 1, 30, "third")), List.of(), List.of()));
    assertEquals(link(11, 1, 1, 10, "first"), store.getLink(dbid, 11, TYPE, 1), "first row, last visibility");
    store.addBulkLoad(dbid, new LoadBatch(List.of(),
        List.of(new LinkCount(11, TYPE, 1, 1, 5), new LinkCount(11, TYPE, 2, 2, 2)), List.of()));
    assertEquals(2, store.countLinks(dbid, 11, TYPE), "the last count row wins");
  }

  @Test
  void nodeIdsFollowResetAndComeBackInOrder() throws StoreException {
    store.resetNodeStore(dbid, 1000);
    List<Node> nodes = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      nodes.add(new Node(-1, Node.DEFAULT_NODE_TYPE, i, 1_700_000_000 + i, ("n" + i).getBytes()));
    }
    long[] ids = store.bulkAddNodes(dbid, nodes);
    for (int i = 0; i < ids.length; i++) {
      assertEquals(1000 + i, ids[i]);
      assertEquals(nodes.get(i).withId(ids[i]), store.getNode(dbid, Node.DEFAULT_NODE_TYPE, ids[i]));
    }
    assertEquals(1100, store.addNode(dbid, nodes.get(0)));
    store.resetNodeStore(dbid, 5);
    assertNull(store.getNode(dbid, Node.DEFAULT_NODE_TYPE, 1000), "reset deletes every node");
    assertEquals(5, store.addNode(dbid, nodes.get(1)));
  }

  @Test
  void nodeReadsUpdatesAndDeletesRespectType() throws StoreException {
    store.resetNodeStore(dbid, 1);
    long id = store.addNode(dbid, new Node(0, 7, 1, 10, "v1".getBytes()));
    assertNull(store.getNode(dbid, 8, id), "another type");
    assertFalse(store.updateNode(dbid, new Node(id, 8, 2, 20, "x".getBytes())));
    assertTrue(store.updateNode(dbid, new Node(id, 7, 2, 20, "v2".getBytes())));
    assertTrue(store.updateNode(dbid, new Node(id, 7, 2, 20, "v2".getBytes())), "identical values still found");
    assertEquals(new Node(id, 7, 2, 20, "v2".getBytes()), store.getNode(dbid, 7, id));
    assertFalse(store.updateNode(dbid, new Node(id + 1, 7, 2, 20, "x".getBytes())));
    assertFalse(store.deleteNode(dbid, 8, id));
    assertTrue(store.deleteNode(dbid, 7, id));
    assertFalse(store.deleteNode(dbid, 7, id));
    assertNull(store.getNode(dbid, 7, id));
  }

  @Test
  void verificationFindsCountRowsThatDisagreeWithVisibleLinks() throws Exception {
    store.resetNodeStore(dbid, 1);
    store.bulkAddNodes(dbid,
        List.of(new Node(0, 1, 0, 0, null), new Node(0, 1, 0, 0, null), new Node(0, 1, 0, 0, null)));
    store.addLink(dbid, link(1, 1, 1, 1, "a"));
    store.addLink(dbid, link(1, 2, 1, 1, "b"));
    store.addLink(dbid, link(2, 1, 0, 1, "hidden"));
    store.deleteLink(dbid, 1, TYPE, 2, false);
    com.linkbenchx.store.VerificationReport clean = provider.verify(dbid, 1, 3, 10);
    assertTrue(clean.consistent(), clean.toString());
    assertEquals(2, clean.nodesInRange());
    assertEquals(1, clean.nodesAboveRange());
    assertEquals(0, clean.nodesBelowRange());
    assertEquals(1, clean.countRowsChecked(), "only (1, type) has a count row or visible links");

    store.addBulkLoad(dbid, new LoadBatch(List.of(link(3, 1, 1, 1, "no count row")), List.of(), List.of()));
    store.addBulkLoad(dbid,
        new LoadBatch(List.of(), List.of(new LinkCount(1, TYPE, 0, 0, 5), new LinkCount(4, TYPE, 0, 0, 2),
            new LinkCount(5, TYPE, 0, 0, 0)), List.of()));
    com.linkbenchx.store.VerificationReport broken = provider.verify(dbid, 2, 3, 2);
    assertFalse(broken.consistent());
    assertEquals(3, broken.countMismatches(), broken.toString());
    assertEquals(4, broken.countRowsChecked(), "count rows (1), (4), (5) and pair (3) without one");
    assertEquals(1, broken.nodesBelowRange());
    assertEquals(2, broken.examples().size(), "at most maxExamples described");
    assertTrue(broken.examples().stream().allMatch(e -> e.startsWith("id1=")), broken.examples().toString());
  }

  @Test
  void aBadDbidIsRejectedBeforeAnySql() {
    StoreException error = org.junit.jupiter.api.Assertions.assertThrows(StoreException.class,
        () -> store.countLinks("x; DROP TABLE y", 1, TYPE));
    assertEquals(ErrorKind.FATAL, error.kind());
  }

  private static List<Long> id2s(Link[] links) {
    return Arrays.stream(links).map(Link::id2).toList();
  }
}
