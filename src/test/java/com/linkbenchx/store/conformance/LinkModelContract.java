package com.linkbenchx.store.conformance;

import static com.linkbenchx.store.conformance.TestData.ID1;
import static com.linkbenchx.store.conformance.TestData.T0;
import static com.linkbenchx.store.conformance.TestData.TYPE;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.LoadBatch;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Seeded random sequences of writes and reads, each result compared with
 * {@link ReferenceLinkModel}. Few id2s and times make upserts, ties and transitions frequent.
 */
public interface LinkModelContract extends StoreFixture {
  int PAIRS_ID1 = 2;
  int PAIRS_TYPE = 2;
  int ID2S = 8;

  @Test
  default void randomWritesAndReadsMatchTheReferenceModel() throws Exception {
    ReferenceLinkModel model = new ReferenceLinkModel();
    runRandomOps(linkStore(), model, new Random(20_240_611), 500);
    assertSameLists(linkStore(), model);
  }

  @Test
  default void randomWritesAfterABulkLoadMatchTheReferenceModel() throws Exception {
    LinkStore loader = newLinkStore(Phase.LOAD);
    Assumptions.assumeTrue(loader.bulkLoadBatchSize() > 0, "store does not support bulk loading");
    ReferenceLinkModel model = new ReferenceLinkModel();
    Random random = new Random(31_337);
    List<Link> batch = new ArrayList<>();
    List<LinkCount> counts = new ArrayList<>();
    for (int round = 0; round < 3; round++) {
      batch.clear();
      for (int i = 0; i < 20; i++) {
        batch.add(randomLink(random, random.nextBoolean()));
      }
      loader.addBulkLoad(dbid(), new LoadBatch(batch, List.of(), List.of()));
      model.addBulkLinks(batch);
    }
    counts.add(new LinkCount(ID1, TYPE, T0, 0, 3));
    counts.add(new LinkCount(ID1 + 1, TYPE + 1, T0, 0, 0));
    loader.addBulkLoad(dbid(), new LoadBatch(List.of(), counts, List.of()));
    model.addBulkCounts(counts);

    runRandomOps(linkStore(), model, random, 300);
    assertSameLists(linkStore(), model);
  }

  private void runRandomOps(LinkStore store, ReferenceLinkModel model, Random random, int ops) throws Exception {
    for (int op = 0; op < ops; op++) {
      long id1 = ID1 + random.nextInt(PAIRS_ID1);
      long type = TYPE + random.nextInt(PAIRS_TYPE);
      long id2 = random.nextInt(ID2S);
      String step = "op " + op;
      switch (random.nextInt(7)) {
        case 0, 1, 2 -> {
          Link link = randomLink(random, random.nextInt(4) != 0);
          assertEquals(model.addLink(link), store.addLink(dbid(), link), step + ": addLink " + link);
          id1 = link.id1();
          type = link.linkType();
          id2 = link.id2();
        }
        case 3, 4 -> {
          boolean expunge = random.nextInt(3) == 0;
          assertEquals(model.deleteLink(id1, type, id2, expunge), store.deleteLink(dbid(), id1, type, id2, expunge),
              step + ": deleteLink");
        }
        case 5 -> {
          long[] id2s = random.longs(random.nextInt(5), 0, ID2S).toArray();
          assertArrayEquals(model.multigetLinks(id1, type, id2s),
              TestData.byId2(store.multigetLinks(dbid(), id1, type, id2s)), step + ": multiget");
        }
        default -> {
          long minTime = T0 + random.nextInt(8) - 1;
          long maxTime = minTime + random.nextInt(8);
          int offset = random.nextInt(4);
          int limit = random.nextInt(6);
          assertArrayEquals(model.getLinkList(id1, type, minTime, maxTime, offset, limit),
              store.getLinkList(dbid(), id1, type, minTime, maxTime, offset, limit), step + ": getLinkList");
        }
      }
      assertEquals(model.countLinks(id1, type), store.countLinks(dbid(), id1, type), step + ": count");
      assertEquals(model.getLink(id1, type, id2), store.getLink(dbid(), id1, type, id2), step + ": getLink");
    }
  }

  private static Link randomLink(Random random, boolean visible) {
    byte[] data = new byte[random.nextInt(12)];
    random.nextBytes(data);
    return new Link(ID1 + random.nextInt(PAIRS_ID1), TYPE + random.nextInt(PAIRS_TYPE), random.nextInt(ID2S),
        visible ? Link.VISIBILITY_DEFAULT : Link.VISIBILITY_HIDDEN, data, random.nextInt(3), T0 + random.nextInt(6));
  }

  private void assertSameLists(LinkStore store, ReferenceLinkModel model) throws Exception {
    for (int i = 0; i < PAIRS_ID1; i++) {
      for (int t = 0; t < PAIRS_TYPE; t++) {
        assertArrayEquals(model.getLinkList(ID1 + i, TYPE + t, 0, Long.MAX_VALUE, 0, Integer.MAX_VALUE),
            store.getLinkList(dbid(), ID1 + i, TYPE + t));
        assertEquals(model.countLinks(ID1 + i, TYPE + t), store.countLinks(dbid(), ID1 + i, TYPE + t));
      }
    }
  }
}
