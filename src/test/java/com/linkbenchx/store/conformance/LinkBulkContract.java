package com.linkbenchx.store.conformance;

import static com.linkbenchx.store.conformance.TestData.HIDDEN;
import static com.linkbenchx.store.conformance.TestData.ID1;
import static com.linkbenchx.store.conformance.TestData.OTHER_ID1;
import static com.linkbenchx.store.conformance.TestData.OTHER_TYPE;
import static com.linkbenchx.store.conformance.TestData.T0;
import static com.linkbenchx.store.conformance.TestData.TYPE;
import static com.linkbenchx.store.conformance.TestData.VISIBLE;
import static com.linkbenchx.store.conformance.TestData.byId2;
import static com.linkbenchx.store.conformance.TestData.hidden;
import static com.linkbenchx.store.conformance.TestData.id2s;
import static com.linkbenchx.store.conformance.TestData.link;
import static com.linkbenchx.store.conformance.TestData.text;
import static com.linkbenchx.store.conformance.TestData.visible;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.WriteResult;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The load phase's bulk path, addBulkLoad: its links are inserted without touching counts and, on an
 * existing row, overwrite only its visibility; its count rows replace existing ones; its count
 * increments are added, which loaders writing one pair at once never lose. Skipped for stores
 * whose {@code bulkLoadBatchSize()} is 0.
 */
public interface LinkBulkContract extends StoreFixture {
  /** A load-phase store that supports bulk loading; skips the test otherwise. */
  private LinkStore bulkStore() throws Exception {
    LinkStore store = newLinkStore(Phase.LOAD);
    Assumptions.assumeTrue(store.bulkLoadBatchSize() > 0, "store does not support bulk loading");
    return store;
  }

  /** Adds the links in batches of the store's bulk size, as the loaders do. */
  private void addInBatches(LinkStore store, List<Link> links) throws Exception {
    int batch = store.bulkLoadBatchSize();
    for (int from = 0; from < links.size(); from += batch) {
      store.addBulkLoad(dbid(),
          new LoadBatch(links.subList(from, Math.min(links.size(), from + batch)), List.of(), List.of()));
    }
  }

  @Test
  default void bulkLinksAreStoredWithAllTheirFieldsAndNotCounted() throws Exception {
    LinkStore loader = bulkStore();
    List<Link> links = List.of(
        new Link(ID1, TYPE, 1, VISIBLE, text("one"), 1, T0 + 1),
        new Link(ID1, TYPE, 2, HIDDEN, text("two"), 2, T0 + 2),
        new Link(ID1, TYPE, 3, VISIBLE, new byte[0], 3, T0 + 3),
        new Link(ID1, OTHER_TYPE, 1, VISIBLE, text("other type"), 4, T0 + 4),
        new Link(OTHER_ID1, TYPE, 1, VISIBLE, text("other id1"), 5, T0 + 5));

    loader.addBulkLoad(dbid(), new LoadBatch(links, List.of(), List.of()));

    LinkStore store = linkStore();
    for (Link link : links) {
      assertEquals(link, store.getLink(dbid(), link.id1(), link.linkType(), link.id2()));
    }
    assertEquals(0, store.countLinks(dbid(), ID1, TYPE));
    assertEquals(0, store.countLinks(dbid(), ID1, OTHER_TYPE));
    assertEquals(0, store.countLinks(dbid(), OTHER_ID1, TYPE));
    assertArrayEquals(new Link[] {links.get(2), links.get(0)}, store.getLinkList(dbid(), ID1, TYPE));
  }

  @Test
  default void bulkOnAnExistingLinkTakesOnlyItsVisibility() throws Exception {
    LinkStore loader = bulkStore();
    LinkStore store = linkStore();
    Link visibleLink = new Link(ID1, TYPE, 1, VISIBLE, text("kept one"), 7, T0 + 1);
    Link hiddenLink = new Link(ID1, TYPE, 2, HIDDEN, text("kept two"), 8, T0 + 2);
    store.addLink(dbid(), visibleLink);
    store.addLink(dbid(), hiddenLink);

    loader.addBulkLoad(dbid(), new LoadBatch(List.of(
        new Link(ID1, TYPE, 1, HIDDEN, text("ignored"), 70, T0 + 100),
        new Link(ID1, TYPE, 2, VISIBLE, text("ignored too"), 80, T0 + 200)), List.of(), List.of()));

    assertEquals(visibleLink.withVisibility(HIDDEN), store.getLink(dbid(), ID1, TYPE, 1));
    assertEquals(hiddenLink.withVisibility(VISIBLE), store.getLink(dbid(), ID1, TYPE, 2));
    assertEquals(1, store.countLinks(dbid(), ID1, TYPE), "bulk loading never touches counts");
    assertArrayEquals(new long[] {2}, id2s(store.getLinkList(dbid(), ID1, TYPE)));
  }

  @Test
  default void bulkWithSameVisibilityLeavesTheLinkAsItWas() throws Exception {
    LinkStore loader = bulkStore();
    LinkStore store = linkStore();
    Link original = new Link(ID1, TYPE, 1, VISIBLE, text("kept"), 7, T0 + 1);
    store.addLink(dbid(), original);

    loader.addBulkLoad(dbid(),
        new LoadBatch(List.of(new Link(ID1, TYPE, 1, VISIBLE, text("new"), 8, T0 + 9)), List.of(), List.of()));

    assertEquals(original, store.getLink(dbid(), ID1, TYPE, 1));
    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
  }

  @Test
  default void bulkCountsAreStoredAndReplaced() throws Exception {
    LinkStore loader = bulkStore();
    LinkStore store = linkStore();

    loader.addBulkLoad(dbid(), new LoadBatch(List.of(),
        List.of(new LinkCount(ID1, TYPE, T0, 0, 5), new LinkCount(ID1, OTHER_TYPE, T0, 0, 9)), List.of()));
    assertEquals(5, store.countLinks(dbid(), ID1, TYPE));
    assertEquals(9, store.countLinks(dbid(), ID1, OTHER_TYPE));

    loader.addBulkLoad(dbid(), new LoadBatch(List.of(), List.of(new LinkCount(ID1, TYPE, T0 + 1, 1, 2)), List.of()));
    assertEquals(2, store.countLinks(dbid(), ID1, TYPE));
    assertEquals(9, store.countLinks(dbid(), ID1, OTHER_TYPE));
    assertEquals(0, store.countLinks(dbid(), OTHER_ID1, TYPE));
  }

  @Test
  default void bulkCountsReplaceACountKeptBySingleWrites() throws Exception {
    LinkStore loader = bulkStore();
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), visible(2, T0));

    loader.addBulkLoad(dbid(), new LoadBatch(List.of(), List.of(new LinkCount(ID1, TYPE, T0, 0, 7)), List.of()));

    assertEquals(7, store.countLinks(dbid(), ID1, TYPE));
    assertEquals(2, store.getLinkList(dbid(), ID1, TYPE).length, "counts do not touch links");
  }

  @Test
  default void singleWritesAdjustTheStoredCountNotARecount() throws Exception {
    LinkStore loader = bulkStore();
    LinkStore store = linkStore();
    loader.addBulkLoad(dbid(),
        new LoadBatch(List.of(visible(1, T0), visible(2, T0), visible(3, T0)), List.of(), List.of()));
    loader.addBulkLoad(dbid(), new LoadBatch(List.of(), List.of(new LinkCount(ID1, TYPE, T0, 0, 10)), List.of()));

    assertEquals(WriteResult.INSERTED, store.addLink(dbid(), visible(4, T0)));
    assertEquals(11, store.countLinks(dbid(), ID1, TYPE));
    store.deleteLink(dbid(), ID1, TYPE, 1, false);
    store.addLink(dbid(), hidden(2, T0));
    assertEquals(9, store.countLinks(dbid(), ID1, TYPE));
  }

  @Test
  default void deletingABulkLinkWithoutACountRowLeavesTheCountAtZero() throws Exception {
    LinkStore loader = bulkStore();
    LinkStore store = linkStore();
    loader.addBulkLoad(dbid(),
        new LoadBatch(List.of(visible(1, T0), visible(2, T0), hidden(3, T0)), List.of(), List.of()));

    assertTrue(store.deleteLink(dbid(), ID1, TYPE, 1, false));
    assertTrue(store.deleteLink(dbid(), ID1, TYPE, 2, true));
    assertTrue(store.deleteLink(dbid(), ID1, TYPE, 3, true));
    assertEquals(0, store.countLinks(dbid(), ID1, TYPE));

    store.addLink(dbid(), visible(4, T0));
    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
  }

  @Test
  default void loadBatchesWriteLinksReplaceCountsAndAddIncrements() throws Exception {
    LinkStore loader = bulkStore();
    LinkStore store = linkStore();
    loader.addBulkLoad(dbid(), new LoadBatch(List.of(link(OTHER_ID1, TYPE, 9, VISIBLE, T0)), List.of(), List.of()));
    loader.addBulkLoad(dbid(), new LoadBatch(List.of(), List.of(new LinkCount(OTHER_ID1, TYPE, T0, 0, 1)), List.of()));

    loader.addBulkLoad(dbid(), new LoadBatch(
        List.of(visible(1, T0), visible(2, T0 + 5), link(OTHER_ID1, TYPE, 10, VISIBLE, T0)),
        List.of(new LinkCount(ID1, TYPE, T0 + 5, 0, 2)),
        List.of(new LinkCount(OTHER_ID1, TYPE, T0, 0, 1))));
    assertEquals(2, store.countLinks(dbid(), ID1, TYPE));
    assertEquals(2, store.countLinks(dbid(), OTHER_ID1, TYPE), "the increment adds to the stored count");
    assertArrayEquals(new long[] {2, 1}, id2s(store.getLinkList(dbid(), ID1, TYPE)));

    loader.addBulkLoad(dbid(), new LoadBatch(List.of(), List.of(), List.of(new LinkCount(ID1, OTHER_TYPE, T0, 0, 3))));
    assertEquals(3, store.countLinks(dbid(), ID1, OTHER_TYPE), "a missing count row counts from 0");
    loader.addBulkLoad(dbid(), new LoadBatch(List.of(), List.of(), List.of()));
    assertEquals(3, store.countLinks(dbid(), ID1, OTHER_TYPE));
  }

  /** Loaders writing pieces of one huge pair at once: no increment is lost. */
  @Test
  default void incrementsOfManyLoadersAtOnceAllCount() throws Exception {
    bulkStore().close();
    int loaders = 4;
    int batches = 25;
    ExecutorService pool = Executors.newFixedThreadPool(loaders);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int loader = 0; loader < loaders; loader++) {
        long firstId2 = 1000L * (loader + 1);
        done.add(pool.submit(() -> {
          try (LinkStore store = newLinkStore(Phase.LOAD)) {
            for (int batch = 0; batch < batches; batch++) {
              store.addBulkLoad(dbid(), new LoadBatch(List.of(visible(firstId2 + batch, T0 + batch)), List.of(),
                  List.of(new LinkCount(ID1, TYPE, T0 + batch, 0, 1))));
            }
          }
          return null;
        }));
      }
      for (Future<?> loader : done) {
        loader.get(60, TimeUnit.SECONDS);
      }
    } finally {
      pool.shutdownNow();
    }
    LinkStore store = linkStore();
    assertEquals(loaders * batches, store.countLinks(dbid(), ID1, TYPE));
    assertEquals(loaders * batches, store.getLinkList(dbid(), ID1, TYPE).length);
  }

  @Test
  default void emptyBatchesDoNothing() throws Exception {
    LinkStore loader = bulkStore();
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));

    loader.addBulkLoad(dbid(), new LoadBatch(List.of(), List.of(), List.of()));
    loader.addBulkLoad(dbid(), new LoadBatch(List.of(), List.of(), List.of()));

    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
    assertArrayEquals(new Link[] {visible(1, T0)}, store.getLinkList(dbid(), ID1, TYPE));
  }

  @Test
  default void fullBatchesAcrossManyPairsAreStored() throws Exception {
    LinkStore loader = bulkStore();
    int batch = loader.bulkLoadBatchSize();
    List<Link> links = new ArrayList<>();
    List<LinkCount> counts = new ArrayList<>();
    int pairs = 10;
    int perPair = batch * 2 / pairs + 1;
    for (int pair = 0; pair < pairs; pair++) {
      long id1 = ID1 + pair;
      for (int id2 = 0; id2 < perPair; id2++) {
        links.add(link(id1, TYPE, id2, VISIBLE, T0 + id2));
      }
      counts.add(new LinkCount(id1, TYPE, T0 + perPair - 1, 0, perPair));
    }

    addInBatches(loader, links);
    for (int from = 0; from < counts.size(); from += batch) {
      loader.addBulkLoad(dbid(),
          new LoadBatch(List.of(), counts.subList(from, Math.min(counts.size(), from + batch)), List.of()));
    }

    LinkStore store = linkStore();
    for (int pair = 0; pair < pairs; pair++) {
      long id1 = ID1 + pair;
      assertEquals(perPair, store.countLinks(dbid(), id1, TYPE));
      Link[] list = TestData.fullList(store, dbid(), id1, TYPE);
      assertEquals(perPair, list.length);
      assertEquals(link(id1, TYPE, perPair - 1, VISIBLE, T0 + perPair - 1), list[0]);
      assertEquals(link(id1, TYPE, 0, VISIBLE, T0), list[perPair - 1]);
    }
  }

  @Test
  default void theShortListStopsAtTheRangeLimit() throws Exception {
    LinkStore loader = bulkStore();
    LinkStore store = linkStore();
    int limit = store.rangeLimit();
    List<Link> links = new ArrayList<>();
    for (int id2 = 0; id2 <= limit; id2++) {
      links.add(new Link(ID1, TYPE, id2, VISIBLE, new byte[0], 0, T0 + id2));
    }

    addInBatches(loader, links);

    Link[] list = store.getLinkList(dbid(), ID1, TYPE);
    assertEquals(limit, list.length);
    assertEquals(limit, list[0].id2(), "newest first");
    assertEquals(1, list[limit - 1].id2(), "the oldest link is the one left out");
  }

  @Test
  default void bulkPayloadsComeBackExactly() throws Exception {
    LinkStore loader = bulkStore();
    List<Link> links = new ArrayList<>();
    long id2 = 1;
    for (byte[] payload : LinkPayloadContract.awkwardPayloads()) {
      links.add(new Link(ID1, TYPE, id2, VISIBLE, payload, 0, T0 + id2));
      id2++;
    }

    addInBatches(loader, links);

    long[] allId2s = links.stream().mapToLong(Link::id2).toArray();
    assertArrayEquals(links.toArray(new Link[0]), byId2(linkStore().multigetLinks(dbid(), ID1, TYPE, allId2s)));
  }
}
