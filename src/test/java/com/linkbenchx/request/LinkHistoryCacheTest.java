package com.linkbenchx.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.Link;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LinkHistoryCacheTest {
  private static Link link(long id1, long linkType, long time) {
    return new Link(id1, linkType, id1 + 1, Link.VISIBILITY_DEFAULT, new byte[0], 0, time);
  }

  @Test
  void onePerPairAppendedUntilFull() {
    LinkHistoryCache cache = new LinkHistoryCache();
    Random rng = new Random(1);
    cache.add(link(1, 7, 100), rng);
    cache.add(link(1, 7, 50), rng);
    cache.add(link(2, 7, 80), rng);
    assertEquals(2, cache.size(), "a known pair is not added twice");
    assertEquals(100, cache.get(0).time());
    assertEquals(2, cache.get(1).id1());
  }

  @Test
  void whenFullANewPairReplacesARandomEntry() {
    LinkHistoryCache cache = new LinkHistoryCache();
    Random rng = new Random(2);
    for (int i = 0; i < LinkHistoryCache.CAPACITY; i++) {
      cache.add(link(i, 7, i), rng);
    }
    cache.add(link(999_999, 7, 5), rng);
    assertEquals(LinkHistoryCache.CAPACITY, cache.size());
    int found = 0;
    Set<Long> ids = new HashSet<>();
    for (int slot = 0; slot < cache.size(); slot++) {
      ids.add(cache.get(slot).id1());
      if (cache.get(slot).id1() == 999_999) {
        found++;
      }
    }
    assertEquals(1, found);
    assertEquals(LinkHistoryCache.CAPACITY, ids.size());
  }

  @Test
  void removeMovesTheLastEntryAndForgetsThePairSoItCanComeBack() {
    LinkHistoryCache cache = new LinkHistoryCache();
    Random rng = new Random(3);
    Link first = link(1, 7, 10);
    Link last = link(3, 7, 30);
    cache.add(first, rng);
    cache.add(link(2, 7, 20), rng);
    cache.add(last, rng);
    cache.remove(0);
    assertEquals(2, cache.size());
    assertSame(last, cache.get(0));
    cache.add(link(1, 7, 11), rng); // LinkBench's leaked key would have refused this
    assertEquals(3, cache.size());
    cache.add(link(3, 7, 31), rng); // the moved entry's key points at its new slot
    assertEquals(3, cache.size());
    cache.remove(0);
    cache.add(link(3, 7, 32), rng);
    assertEquals(3, cache.size());
    assertTrue(cache.get(2).time() == 32);
  }

  @Test
  void replaceKeepsTheSlotForTheSamePair() {
    LinkHistoryCache cache = new LinkHistoryCache();
    Random rng = new Random(4);
    cache.add(link(1, 7, 10), rng);
    cache.replace(0, link(1, 7, 5));
    assertEquals(5, cache.get(0).time());
    cache.add(link(1, 7, 3), rng);
    assertEquals(1, cache.size());
  }
}
