package com.linkbenchx.store.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.LoadBatch;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * A load shaped like LinkBench's: four loader threads bulk-load 200,000 links with random times
 * (one id1 holding a quarter of them, as the real out-degree law puts ~960k links on one id),
 * then requests read and write the big pair.
 */
class MemoryLargeLoadTest {
  private static final String DBID = "linkdb";
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;
  private static final int LOADERS = 4;
  private static final long BIG_ID1 = 1;
  private static final int BIG_LINKS = 50_000;
  private static final int SMALL_ID1S = 30_000;
  private static final int LINKS_PER_SMALL_ID1 = 5;

  @Test
  void twoHundredThousandLinksLoadAndReadBackInOrder() throws Exception {
    MemoryStoreProvider provider = new MemoryStoreProvider();
    loadInParallel(provider);

    GraphStore store = provider.openGraphStore(Phase.REQUEST, 0);
    assertEquals(BIG_LINKS, store.countLinks(DBID, BIG_ID1, TYPE));
    Link[] page = store.getLinkList(DBID, BIG_ID1, TYPE);
    assertEquals(LinkStore.DEFAULT_RANGE_LIMIT, page.length);
    Link[] all = store.getLinkList(DBID, BIG_ID1, TYPE, 0, Long.MAX_VALUE, 0, Integer.MAX_VALUE);
    assertEquals(BIG_LINKS, all.length);
    for (int i = 1; i < all.length; i++) {
      assertTrue(all[i - 1].time() > all[i].time()
          || (all[i - 1].time() == all[i].time() && all[i - 1].id2() > all[i].id2()), "order at " + i);
    }
    for (long id1 = 2; id1 < 2 + SMALL_ID1S; id1 += 1_111) {
      assertEquals(LINKS_PER_SMALL_ID1, store.countLinks(DBID, id1, TYPE));
      assertEquals(LINKS_PER_SMALL_ID1, store.getLinkList(DBID, id1, TYPE).length);
    }

    // Request-phase writes on the big pair: hide every tenth link, add new ones at "now".
    long now = all[0].time() + 1;
    for (int i = 0; i < all.length; i += 10) {
      store.deleteLink(DBID, BIG_ID1, TYPE, all[i].id2(), false);
    }
    for (int i = 0; i < 1_000; i++) {
      store.addLink(DBID, new Link(BIG_ID1, TYPE, 10_000_000 + i, Link.VISIBILITY_DEFAULT, new byte[3], 0, now + i));
    }
    int expectedVisible = BIG_LINKS - BIG_LINKS / 10 + 1_000;
    assertEquals(expectedVisible, store.countLinks(DBID, BIG_ID1, TYPE));
    assertEquals(expectedVisible,
        store.getLinkList(DBID, BIG_ID1, TYPE, 0, Long.MAX_VALUE, 0, Integer.MAX_VALUE).length);
    assertEquals(10_000_999, store.getLinkList(DBID, BIG_ID1, TYPE)[0].id2());
  }

  /** Each loader takes every LOADERS-th id1, buffering links and counts like the bulk loader. */
  private static void loadInParallel(MemoryStoreProvider provider) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(LOADERS);
    try {
      List<Future<?>> loaders = new ArrayList<>();
      for (int loader = 0; loader < LOADERS; loader++) {
        int first = loader;
        LinkStore store = provider.openLinkStore(Phase.LOAD, loader);
        loaders.add(pool.submit(() -> {
          load(store, first);
          return null;
        }));
      }
      for (Future<?> loader : loaders) {
        loader.get();
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static void load(LinkStore store, int first) throws Exception {
    Random random = new Random(1_000 + first);
    int batch = store.bulkLoadBatchSize();
    List<Link> links = new ArrayList<>(batch);
    List<LinkCount> counts = new ArrayList<>(batch);
    for (long id1 = 1 + first; id1 < 2 + SMALL_ID1S; id1 += LOADERS) {
      int n = id1 == BIG_ID1 ? BIG_LINKS : LINKS_PER_SMALL_ID1;
      for (long ix = 0; ix < n; ix++) {
        byte[] data = new byte[random.nextInt(30)];
        random.nextBytes(data);
        links.add(new Link(id1, TYPE, id1 + ix, Link.VISIBILITY_DEFAULT, data, 0,
            1_700_000_000_000L - (1L << 31) + random.nextInt()));
        if (links.size() >= batch) {
          store.addBulkLoad(DBID, new LoadBatch(links, List.of(), List.of()));
          links.clear();
        }
      }
      counts.add(new LinkCount(id1, TYPE, 0, 0, n));
      if (counts.size() >= batch) {
        store.addBulkLoad(DBID, new LoadBatch(List.of(), counts, List.of()));
        counts.clear();
      }
    }
    store.addBulkLoad(DBID, new LoadBatch(links, List.of(), List.of()));
    store.addBulkLoad(DBID, new LoadBatch(List.of(), counts, List.of()));
  }
}
