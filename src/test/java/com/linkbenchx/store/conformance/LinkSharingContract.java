package com.linkbenchx.store.conformance;

import static com.linkbenchx.store.conformance.ConcurrentWorkers.retryingTransient;
import static com.linkbenchx.store.conformance.ConcurrentWorkers.runTogether;
import static com.linkbenchx.store.conformance.TestData.ID1;
import static com.linkbenchx.store.conformance.TestData.T0;
import static com.linkbenchx.store.conformance.TestData.TYPE;
import static com.linkbenchx.store.conformance.TestData.VISIBLE;
import static com.linkbenchx.store.conformance.TestData.hidden;
import static com.linkbenchx.store.conformance.TestData.visible;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.LinkStore;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * Store instances of one provider share one dataset, dbids do not share anything, and concurrent
 * single-link writers (one instance per thread, as the driver runs them) keep the count equal to
 * the number of visible links.
 */
public interface LinkSharingContract extends StoreFixture {
  @Test
  default void twoInstancesSeeEachOthersLinkWrites() throws Exception {
    LinkStore first = linkStore();
    LinkStore second = newLinkStore(Phase.REQUEST);

    first.addLink(dbid(), visible(1, T0));
    assertEquals(visible(1, T0), second.getLink(dbid(), ID1, TYPE, 1));
    second.addLink(dbid(), visible(2, T0 + 1));
    second.deleteLink(dbid(), ID1, TYPE, 1, false);

    assertEquals(hidden(1, T0), first.getLink(dbid(), ID1, TYPE, 1));
    assertEquals(1, first.countLinks(dbid(), ID1, TYPE));
    assertArrayEquals(new Link[] {visible(2, T0 + 1)}, first.getLinkList(dbid(), ID1, TYPE));
  }

  @Test
  default void aLoadPhaseInstanceAndARequestPhaseInstanceShareData() throws Exception {
    LinkStore loader = newLinkStore(Phase.LOAD);
    loader.addLink(dbid(), visible(1, T0));

    assertEquals(1, linkStore().countLinks(dbid(), ID1, TYPE));
  }

  @Test
  default void dbidsAreIsolated() throws Exception {
    String other = otherDbid();
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), visible(2, T0));
    store.addLink(other, visible(1, T0 + 50));

    store.deleteLink(other, ID1, TYPE, 1, true);

    assertEquals(visible(1, T0), store.getLink(dbid(), ID1, TYPE, 1));
    assertEquals(2, store.countLinks(dbid(), ID1, TYPE));
    assertNull(store.getLink(other, ID1, TYPE, 1));
    assertNull(store.getLink(other, ID1, TYPE, 2));
    assertEquals(0, store.countLinks(other, ID1, TYPE));
    assertEquals(0, store.getLinkList(other, ID1, TYPE).length);
  }

  @Test
  default void concurrentWritersOnOnePairKeepTheCountExact() throws Exception {
    int workers = 4;
    int opsPerWorker = 400;
    long id2Range = 24;
    LinkStore[] stores = new LinkStore[workers];
    for (int w = 0; w < workers; w++) {
      stores[w] = newLinkStore(Phase.REQUEST);
    }

    runTogether(workers, worker -> {
      LinkStore store = stores[worker];
      Random random = new Random(7_000 + worker);
      for (int op = 0; op < opsPerWorker; op++) {
        long id2 = random.nextInt((int) id2Range);
        int choice = random.nextInt(10);
        if (choice < 5) {
          Link link = new Link(ID1, TYPE, id2, VISIBLE, TestData.text("w" + worker), op, T0 + random.nextInt(50));
          retryingTransient(() -> store.addLink(dbid(), link));
        } else if (choice < 7) {
          Link link = hidden(id2, T0 + random.nextInt(50));
          retryingTransient(() -> store.addLink(dbid(), link));
        } else {
          boolean expunge = choice == 9;
          retryingTransient(() -> store.deleteLink(dbid(), ID1, TYPE, id2, expunge));
        }
      }
    });

    LinkStore reader = linkStore();
    Link[] all = reader.multigetLinks(dbid(), ID1, TYPE, LongStream.range(0, id2Range).toArray());
    long visible = Arrays.stream(all).filter(Link::isVisible).count();
    assertEquals(visible, reader.countLinks(dbid(), ID1, TYPE));
    assertEquals(visible, TestData.fullList(reader, dbid(), ID1, TYPE).length);
  }

  @Test
  default void concurrentWritersOnManyPairsKeepEveryCountExact() throws Exception {
    int workers = 4;
    int pairs = 8;
    int id2sPerWorker = 30;
    LinkStore[] stores = new LinkStore[workers];
    for (int w = 0; w < workers; w++) {
      stores[w] = newLinkStore(Phase.REQUEST);
    }

    // Each worker adds its own id2s to every pair, then hides every third one.
    runTogether(workers, worker -> {
      LinkStore store = stores[worker];
      for (int i = 0; i < id2sPerWorker; i++) {
        long id2 = worker * 1_000L + i;
        for (int pair = 0; pair < pairs; pair++) {
          Link link = TestData.link(ID1 + pair, TYPE, id2, VISIBLE, T0 + i);
          retryingTransient(() -> store.addLink(dbid(), link));
        }
      }
      for (int i = 0; i < id2sPerWorker; i += 3) {
        long id2 = worker * 1_000L + i;
        for (int pair = 0; pair < pairs; pair++) {
          long id1 = ID1 + pair;
          retryingTransient(() -> store.deleteLink(dbid(), id1, TYPE, id2, false));
        }
      }
    });

    long expected = workers * (id2sPerWorker - (id2sPerWorker + 2) / 3);
    LinkStore reader = linkStore();
    for (int pair = 0; pair < pairs; pair++) {
      assertEquals(expected, reader.countLinks(dbid(), ID1 + pair, TYPE));
      assertEquals(expected, TestData.fullList(reader, dbid(), ID1 + pair, TYPE).length);
    }
  }
}
