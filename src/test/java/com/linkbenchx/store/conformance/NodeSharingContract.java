package com.linkbenchx.store.conformance;

import static com.linkbenchx.store.conformance.ConcurrentWorkers.retryingTransient;
import static com.linkbenchx.store.conformance.ConcurrentWorkers.runTogether;
import static com.linkbenchx.store.conformance.TestData.node;
import static com.linkbenchx.store.conformance.TestData.text;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.NodeStore;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Node store instances of one provider share nodes and one id sequence; dbids share nothing. */
public interface NodeSharingContract extends StoreFixture {
  int TYPE = Node.DEFAULT_NODE_TYPE;

  @Test
  default void twoInstancesSeeEachOthersNodeWrites() throws Exception {
    NodeStore first = nodeStore();
    NodeStore second = newNodeStore(Phase.REQUEST);
    first.resetNodeStore(dbid(), 1);

    long id = first.addNode(dbid(), node(TYPE, 1, 1, text("from first")));
    assertArrayEquals(text("from first"), second.getNode(dbid(), TYPE, id).data());
    long next = second.addNode(dbid(), node(TYPE, 1, 1, text("from second")));
    second.deleteNode(dbid(), TYPE, id);

    assertEquals(id + 1, next);
    assertNull(first.getNode(dbid(), TYPE, id));
    assertArrayEquals(text("from second"), first.getNode(dbid(), TYPE, next).data());
  }

  @Test
  default void dbidsHaveTheirOwnNodesAndIds() throws Exception {
    String other = otherDbid();
    NodeStore store = nodeStore();
    store.resetNodeStore(dbid(), 1);
    store.resetNodeStore(other, 1);
    long id = store.addNode(dbid(), node(TYPE, 1, 1, text("mine")));

    assertEquals(1, id);
    assertNull(store.getNode(other, TYPE, id));
    assertEquals(1, store.addNode(other, node(TYPE, 1, 1, text("theirs"))));
    store.resetNodeStore(other, 50);
    assertArrayEquals(text("mine"), store.getNode(dbid(), TYPE, id).data());
    assertEquals(2, store.addNode(dbid(), node(TYPE, 1, 1, text("mine too"))));
  }

  @Test
  default void concurrentAddersGetDistinctIdsFromOneSequence() throws Exception {
    int workers = 4;
    int nodesPerWorker = 60;
    long startId = 100;
    NodeStore[] stores = new NodeStore[workers];
    for (int w = 0; w < workers; w++) {
      stores[w] = newNodeStore(Phase.LOAD);
    }
    stores[0].resetNodeStore(dbid(), startId);
    long[][] ids = new long[workers][nodesPerWorker];

    runTogether(workers, worker -> {
      NodeStore store = stores[worker];
      for (int i = 0; i < nodesPerWorker; i += 3) {
        Node single = node(TYPE, worker, i, text(worker + "/" + i));
        ids[worker][i] = retryingTransient(() -> store.addNode(dbid(), single));
        List<Node> pair = List.of(node(TYPE, worker, i + 1, text(worker + "/" + (i + 1))),
            node(TYPE, worker, i + 2, text(worker + "/" + (i + 2))));
        long[] pairIds = retryingTransient(() -> store.bulkAddNodes(dbid(), pair));
        ids[worker][i + 1] = pairIds[0];
        ids[worker][i + 2] = pairIds[1];
      }
    });

    // Distinct ids from the sequence; a database may leave gaps when it retries a transaction.
    long[] all = Arrays.stream(ids).flatMapToLong(Arrays::stream).sorted().toArray();
    assertEquals(all.length, Arrays.stream(all).distinct().count(), "ids must be distinct");
    assertTrue(all[0] >= startId, "ids start at the reset's start id");
    NodeStore reader = nodeStore();
    for (int w = 0; w < workers; w++) {
      for (int i = 0; i < nodesPerWorker; i++) {
        Node stored = reader.getNode(dbid(), TYPE, ids[w][i]);
        assertEquals(new Node(ids[w][i], TYPE, w, i, text(w + "/" + i)), stored);
      }
    }
  }
}
