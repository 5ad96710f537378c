package com.linkbenchx.store.conformance;

import static com.linkbenchx.store.conformance.TestData.byteRun;
import static com.linkbenchx.store.conformance.TestData.node;
import static com.linkbenchx.store.conformance.TestData.text;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.Node;
import com.linkbenchx.store.NodeIdRange;
import com.linkbenchx.store.NodeStore;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Node operations: after a reset ids come out in sequence from the start id,
 * reads and writes address (id, type), and payloads are arbitrary bytes of any size.
 */
public interface NodeContract extends StoreFixture {
  int TYPE = Node.DEFAULT_NODE_TYPE;
  int OTHER_TYPE = Node.DEFAULT_NODE_TYPE + 1;
  long START_ID = 1;

  private NodeStore resetStore(long startId) throws Exception {
    NodeStore store = nodeStore();
    store.resetNodeStore(dbid(), startId);
    return store;
  }

  @Test
  default void addNodeAllocatesIdsInSequenceFromTheStartId() throws Exception {
    NodeStore store = resetStore(START_ID);

    assertEquals(START_ID, store.addNode(dbid(), node(TYPE, 1, 100, text("a"))));
    assertEquals(START_ID + 1, store.addNode(dbid(), node(TYPE, 1, 100, text("b"))));
    assertEquals(START_ID + 2, store.addNode(dbid(), node(OTHER_TYPE, 1, 100, text("c"))));
  }

  @Test
  default void addNodeIgnoresTheNodesOwnId() throws Exception {
    NodeStore store = resetStore(START_ID);
    Node node = new Node(987_654, TYPE, 3, 1_700_000_000, text("data"));

    long id = store.addNode(dbid(), node);

    assertEquals(START_ID, id);
    assertEquals(node.withId(id), store.getNode(dbid(), TYPE, id));
    assertNull(store.getNode(dbid(), TYPE, 987_654));
  }

  @Test
  default void bulkAddNodesReturnsConsecutiveIdsInOrder() throws Exception {
    NodeStore store = resetStore(5_000);
    store.addNode(dbid(), node(TYPE, 0, 0, text("first")));
    List<Node> nodes = List.of(node(TYPE, 1, 11, text("x")), node(OTHER_TYPE, 2, 22, new byte[0]),
        node(TYPE, 3, 33, text("z")));

    long[] ids = store.bulkAddNodes(dbid(), nodes);

    assertArrayEquals(new long[] {5_001, 5_002, 5_003}, ids);
    for (int i = 0; i < ids.length; i++) {
      assertEquals(nodes.get(i).withId(ids[i]), store.getNode(dbid(), nodes.get(i).type(), ids[i]));
    }
    assertEquals(5_004, store.addNode(dbid(), node(TYPE, 0, 0, text("last"))));
  }

  /** What a request phase or verify compares [startid1, maxid1) with: the ends of the stored ids. */
  @Test
  default void nodeIdRangeIsTheLowestAndHighestStoredId() throws Exception {
    NodeStore store = resetStore(5_000);
    assertEquals(Optional.of(NodeIdRange.EMPTY), store.nodeIdRange(dbid()), "no node after a reset");

    store.bulkAddNodes(dbid(), List.of(node(TYPE, 1, 1, text("a")), node(OTHER_TYPE, 1, 1, text("b")),
        node(TYPE, 1, 1, text("c")), node(TYPE, 1, 1, text("d"))));
    assertEquals(Optional.of(new NodeIdRange(5_000, 5_003)), store.nodeIdRange(dbid()));
    assertTrue(store.deleteNode(dbid(), TYPE, 5_000));
    assertTrue(store.deleteNode(dbid(), TYPE, 5_003));
    assertEquals(Optional.of(new NodeIdRange(5_001, 5_002)), store.nodeIdRange(dbid()), "deleted ends are not held");
    assertEquals("[5001, 5003)", store.nodeIdRange(dbid()).orElseThrow().toString());
  }

  @Test
  default void getNodeOfAnAbsentIdIsNull() throws Exception {
    NodeStore store = resetStore(START_ID);
    long id = store.addNode(dbid(), node(TYPE, 1, 1, text("a")));

    assertNull(store.getNode(dbid(), TYPE, id + 1));
    assertNull(store.getNode(dbid(), TYPE, id + 100_000));
    assertNull(store.getNode(dbid(), TYPE, 0));
  }

  @Test
  default void getNodeWithAnotherTypeIsNull() throws Exception {
    NodeStore store = resetStore(START_ID);
    long id = store.addNode(dbid(), node(TYPE, 1, 1, text("a")));

    assertNull(store.getNode(dbid(), OTHER_TYPE, id));
    assertEquals(TYPE, store.getNode(dbid(), TYPE, id).type());
  }

  @Test
  default void updateNodeReplacesVersionTimeAndData() throws Exception {
    NodeStore store = resetStore(START_ID);
    long id = store.addNode(dbid(), node(TYPE, 1, 100, text("before")));
    Node updated = new Node(id, TYPE, 2, 200, text("after, and longer"));

    assertTrue(store.updateNode(dbid(), updated));

    assertEquals(updated, store.getNode(dbid(), TYPE, id));
  }

  @Test
  default void updateNodeOfAnAbsentOrOtherTypedNodeIsFalseAndChangesNothing() throws Exception {
    NodeStore store = resetStore(START_ID);
    long id = store.addNode(dbid(), node(TYPE, 1, 100, text("before")));
    Node original = store.getNode(dbid(), TYPE, id);

    assertFalse(store.updateNode(dbid(), new Node(id, OTHER_TYPE, 2, 200, text("x"))));
    assertFalse(store.updateNode(dbid(), new Node(id + 1, TYPE, 2, 200, text("x"))));

    assertEquals(original, store.getNode(dbid(), TYPE, id));
    assertNull(store.getNode(dbid(), TYPE, id + 1));
    assertNull(store.getNode(dbid(), OTHER_TYPE, id));
  }

  @Test
  default void deleteNodeRemovesItOnce() throws Exception {
    NodeStore store = resetStore(START_ID);
    long id = store.addNode(dbid(), node(TYPE, 1, 100, text("a")));
    long kept = store.addNode(dbid(), node(TYPE, 1, 100, text("b")));

    assertTrue(store.deleteNode(dbid(), TYPE, id));

    assertNull(store.getNode(dbid(), TYPE, id));
    assertFalse(store.deleteNode(dbid(), TYPE, id));
    assertFalse(store.updateNode(dbid(), new Node(id, TYPE, 2, 2, text("x"))));
    assertArrayEquals(text("b"), store.getNode(dbid(), TYPE, kept).data(), "other nodes stay");
  }

  @Test
  default void deleteNodeWithAnotherTypeOrAnAbsentIdIsFalse() throws Exception {
    NodeStore store = resetStore(START_ID);
    long id = store.addNode(dbid(), node(TYPE, 1, 100, text("a")));

    assertFalse(store.deleteNode(dbid(), OTHER_TYPE, id));
    assertFalse(store.deleteNode(dbid(), TYPE, id + 1));

    assertArrayEquals(text("a"), store.getNode(dbid(), TYPE, id).data());
  }

  @Test
  default void deletedIdsAreNotHandedOutAgain() throws Exception {
    NodeStore store = resetStore(START_ID);
    store.addNode(dbid(), node(TYPE, 1, 1, text("a")));
    long last = store.addNode(dbid(), node(TYPE, 1, 1, text("b")));
    store.deleteNode(dbid(), TYPE, last);

    assertEquals(last + 1, store.addNode(dbid(), node(TYPE, 1, 1, text("c"))));
  }

  @Test
  default void resetDeletesAllNodesAndRestartsIds() throws Exception {
    NodeStore store = resetStore(START_ID);
    long[] old = store.bulkAddNodes(dbid(), List.of(node(TYPE, 1, 1, text("a")), node(TYPE, 1, 1, text("b"))));

    store.resetNodeStore(dbid(), 1_000);

    for (long id : old) {
      assertNull(store.getNode(dbid(), TYPE, id));
    }
    assertEquals(1_000, store.addNode(dbid(), node(TYPE, 1, 1, text("c"))));
    store.resetNodeStore(dbid(), START_ID);
    assertNull(store.getNode(dbid(), TYPE, 1_000));
    assertEquals(START_ID, store.addNode(dbid(), node(TYPE, 1, 1, text("d"))));
  }

  @Test
  default void largeBinaryPayloadsComeBackExactly() throws Exception {
    NodeStore store = resetStore(START_ID);
    byte[] large = byteRun(0, 100 * 1024);
    byte[] allBytesTwice = byteRun(0, 512);
    List<Node> nodes = List.of(node(TYPE, 1, 1, large), node(TYPE, 2, 2, new byte[0]),
        node(TYPE, 3, 3, allBytesTwice), node(TYPE, 4, 4, text("quote ' \" backslash \\ nul \0 end  ")));

    long[] ids = store.bulkAddNodes(dbid(), nodes);

    for (int i = 0; i < ids.length; i++) {
      assertEquals(nodes.get(i).withId(ids[i]), store.getNode(dbid(), TYPE, ids[i]));
    }
    byte[] replacement = byteRun(128, 100 * 1024 + 3);
    assertTrue(store.updateNode(dbid(), new Node(ids[1], TYPE, 9, 9, replacement)));
    assertArrayEquals(replacement, store.getNode(dbid(), TYPE, ids[1]).data());
  }

  @Test
  default void theStoreKeepsItsOwnCopyOfNodePayloads() throws Exception {
    NodeStore store = resetStore(START_ID);
    byte[] buffer = text("original");
    long id = store.addNode(dbid(), node(TYPE, 1, 1, buffer));

    buffer[0] = 'X';
    store.getNode(dbid(), TYPE, id).data()[1] = 'Y';
    byte[] update = text("updated");
    store.updateNode(dbid(), new Node(id, TYPE, 2, 2, update));
    update[0] = 'Z';

    assertArrayEquals(text("updated"), store.getNode(dbid(), TYPE, id).data());
  }

  @Test
  default void theBatchSizeIsNotNegative() throws Exception {
    assertTrue(nodeStore().bulkLoadBatchSize() >= 0);
  }
}
