package com.linkbenchx.store.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.ClassAliases;
import com.linkbenchx.config.Config;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.WorkerStores;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MemoryStoreProviderTest {
  private static final String DBID = "linkdb";
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;

  @Test
  void theOriginalClassNameMakesThisProvider() {
    StoreProvider provider = ClassAliases.instantiate("linkstore", "com.facebook.LinkBench.MemoryLinkStore",
        StoreProvider.class);

    assertInstanceOf(MemoryStoreProvider.class, provider);
  }

  @Test
  void configureNeedsNoKeys() {
    MemoryStoreProvider provider = new MemoryStoreProvider();
    org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> provider.configure(Config.of(Map.of())));
    org.junit.jupiter.api.Assertions.assertDoesNotThrow(
        () -> provider.configure(Config.of(Map.of("host", "ignored", "dbid", "linkdb"))));
  }

  @Test
  void dataLoadedInTheLoadPhaseIsThereInTheRequestPhase() throws Exception {
    MemoryStoreProvider provider = new MemoryStoreProvider();
    try (LinkStore loader = provider.openLinkStore(Phase.LOAD, 0);
        NodeStore nodeLoader = provider.openNodeStore(Phase.LOAD, 1)) {
      loader.addBulkLoad(DBID, new LoadBatch(List.of(link(1, 10), link(2, 20)), List.of(), List.of()));
      nodeLoader.resetNodeStore(DBID, 1);
      nodeLoader.bulkAddNodes(DBID, List.of(new Node(0, Node.DEFAULT_NODE_TYPE, 1, 1, new byte[] {5})));
    }

    try (GraphStore requester = provider.openGraphStore(Phase.REQUEST, 0)) {
      assertEquals(2, requester.getLinkList(DBID, 1, TYPE).length);
      assertEquals(5, requester.getNode(DBID, Node.DEFAULT_NODE_TYPE, 1).data()[0]);
    }
  }

  @Test
  void aRequesterGetsOneObjectForLinksAndNodes() throws Exception {
    MemoryStoreProvider provider = new MemoryStoreProvider();
    try (StoreSet stores = new StoreSet(provider, null); WorkerStores worker = stores.openBoth(Phase.REQUEST, 3)) {
      assertInstanceOf(MemoryGraphStore.class, worker.links());
      assertEquals(worker.links(), worker.nodes());
    }
  }

  @Test
  void separateProvidersHaveSeparateData() throws Exception {
    LinkStore first = new MemoryStoreProvider().openLinkStore(Phase.REQUEST, 0);
    LinkStore second = new MemoryStoreProvider().openLinkStore(Phase.REQUEST, 0);

    first.addLink(DBID, link(1, 10));

    assertNull(second.getLink(DBID, 1, TYPE, 1));
  }

  @Test
  void bulkLoadingIsOnWithTheMySqlBatchSize() {
    GraphStore store = new MemoryStoreProvider().openGraphStore(Phase.LOAD, 0);

    assertEquals(1024, store.bulkLoadBatchSize());
  }

  @Test
  void nodeIdsStartAtOneWithoutAReset() throws Exception {
    NodeStore store = new MemoryStoreProvider().openNodeStore(Phase.LOAD, 0);

    assertEquals(1, store.addNode(DBID, new Node(0, 1, 1, 1, new byte[0])));
  }

  @Test
  void nodesSpanManyPagesAndAnyStartId() throws Exception {
    NodeStore store = new MemoryStoreProvider().openNodeStore(Phase.LOAD, 0);
    store.resetNodeStore(DBID, -5_000);
    List<Node> nodes = new java.util.ArrayList<>();
    for (int i = 0; i < 10_000; i++) {
      nodes.add(new Node(0, i % 3, i, i, new byte[] {(byte) i}));
    }

    long[] ids = store.bulkAddNodes(DBID, nodes);

    assertEquals(-5_000, ids[0]);
    assertEquals(4_999, ids[9_999]);
    for (int i = 0; i < ids.length; i += 97) {
      assertEquals(nodes.get(i).withId(ids[i]), store.getNode(DBID, i % 3, ids[i]));
    }
    assertNull(store.getNode(DBID, 0, -5_001));
    assertNull(store.getNode(DBID, 0, Long.MAX_VALUE));
    assertNull(store.getNode(DBID, 0, Long.MIN_VALUE));
  }

  @Test
  void negativePageArgumentsAreRejected() throws Exception {
    LinkStore store = new MemoryStoreProvider().openLinkStore(Phase.REQUEST, 0);

    assertThrows(IllegalArgumentException.class, () -> store.getLinkList(DBID, 1, TYPE, 0, 1, -1, 5));
    assertThrows(IllegalArgumentException.class, () -> store.getLinkList(DBID, 1, TYPE, 0, 1, 0, -5));
  }

  private static Link link(long id2, long time) {
    return new Link(1, TYPE, id2, Link.VISIBILITY_DEFAULT, new byte[] {(byte) id2}, 0, time);
  }

  @Test
  void aGraphBeyondTheHeapIsRefusedBeforeAnythingIsWritten() throws Exception {
    MemoryStoreProvider provider = new MemoryStoreProvider();
    double heapRows = Runtime.getRuntime().maxMemory() / 48.0;
    provider.checkReadyToLoad(1000, 5000);
    StoreException refused = org.junit.jupiter.api.Assertions.assertThrows(StoreException.class,
        () -> provider.checkReadyToLoad(heapRows / 2, heapRows));
    assertTrue(refused.getMessage().contains("HEAPSIZE"), refused.getMessage());
  }
}
