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
import static com.linkbenchx.store.conformance.TestData.visible;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.linkbenchx.model.Link;
import com.linkbenchx.store.LinkStore;
import org.junit.jupiter.api.Test;

/**
 * getLink, multigetLinks and getLinkList: hidden links are readable one by one but never listed;
 * lists are newest first with ties in descending id2 order, bounds inclusive, and an
 * empty result is an empty array, never null.
 */
public interface LinkReadContract extends StoreFixture {
  /** Adds links of (ID1, TYPE) with these id2s and times, all visible. */
  private void addVisible(LinkStore store, long[][] id2AndTime) throws Exception {
    for (long[] pair : id2AndTime) {
      store.addLink(dbid(), visible(pair[0], pair[1]));
    }
  }

  @Test
  default void getLinkReturnsNullForAnAbsentLink() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));

    assertNull(store.getLink(dbid(), ID1, TYPE, 2));
    assertNull(store.getLink(dbid(), ID1, OTHER_TYPE, 1));
    assertNull(store.getLink(dbid(), OTHER_ID1, TYPE, 1));
  }

  @Test
  default void getLinkReturnsHiddenLinks() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), hidden(1, T0));

    assertEquals(hidden(1, T0), store.getLink(dbid(), ID1, TYPE, 1));
  }

  @Test
  default void listIsNewestFirst() throws Exception {
    LinkStore store = linkStore();
    addVisible(store, new long[][] {{1, T0 + 30}, {2, T0 + 10}, {3, T0 + 40}, {4, T0 + 20}});

    Link[] list = store.getLinkList(dbid(), ID1, TYPE, 0, Long.MAX_VALUE, 0, 100);

    assertArrayEquals(new Link[] {visible(3, T0 + 40), visible(1, T0 + 30), visible(4, T0 + 20),
        visible(2, T0 + 10)}, list);
  }

  @Test
  default void linksWithTheSameTimeComeInDescendingId2Order() throws Exception {
    LinkStore store = linkStore();
    addVisible(store, new long[][] {{5, T0}, {20, T0 + 1}, {2, T0}, {9, T0}, {1, T0 + 1}, {30, T0 - 1}, {7, T0}});

    Link[] list = store.getLinkList(dbid(), ID1, TYPE, 0, Long.MAX_VALUE, 0, 100);

    assertArrayEquals(new long[] {20, 1, 9, 7, 5, 2, 30}, id2s(list));
  }

  @Test
  default void timeBoundsAreInclusive() throws Exception {
    LinkStore store = linkStore();
    addVisible(store, new long[][] {{1, T0 + 1}, {2, T0 + 2}, {3, T0 + 3}, {4, T0 + 4}, {5, T0 + 5}});

    assertArrayEquals(new long[] {4, 3, 2}, id2s(store.getLinkList(dbid(), ID1, TYPE, T0 + 2, T0 + 4, 0, 100)));
    assertArrayEquals(new long[] {3}, id2s(store.getLinkList(dbid(), ID1, TYPE, T0 + 3, T0 + 3, 0, 100)));
    assertArrayEquals(new long[] {1}, id2s(store.getLinkList(dbid(), ID1, TYPE, 0, T0 + 1, 0, 100)));
    assertArrayEquals(new long[] {5}, id2s(store.getLinkList(dbid(), ID1, TYPE, T0 + 5, Long.MAX_VALUE, 0, 100)));
  }

  @Test
  default void aRangeWithNoLinksGivesAnEmptyArray() throws Exception {
    LinkStore store = linkStore();
    addVisible(store, new long[][] {{1, T0 + 10}, {2, T0 + 20}});

    assertEmpty(store.getLinkList(dbid(), ID1, TYPE, T0 + 11, T0 + 19, 0, 100));
    assertEmpty(store.getLinkList(dbid(), ID1, TYPE, T0 + 21, Long.MAX_VALUE, 0, 100));
    assertEmpty(store.getLinkList(dbid(), ID1, TYPE, 0, T0 + 9, 0, 100));
    assertEmpty(store.getLinkList(dbid(), ID1, TYPE, T0 + 20, T0 + 10, 0, 100));
  }

  @Test
  default void aPairWithoutLinksGivesAnEmptyArray() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), link(ID1, OTHER_TYPE, 1, VISIBLE, T0));

    assertEmpty(store.getLinkList(dbid(), ID1, TYPE));
    assertEmpty(store.getLinkList(dbid(), ID1, TYPE, 0, Long.MAX_VALUE, 0, 100));
    assertEmpty(store.getLinkList(dbid(), OTHER_ID1, OTHER_TYPE));
  }

  @Test
  default void hiddenLinksAreNeverListed() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0 + 1));
    store.addLink(dbid(), hidden(2, T0 + 2));
    store.addLink(dbid(), visible(3, T0 + 3));
    store.addLink(dbid(), visible(4, T0 + 4));
    store.deleteLink(dbid(), ID1, TYPE, 4, false);

    assertArrayEquals(new long[] {3, 1}, id2s(store.getLinkList(dbid(), ID1, TYPE)));
  }

  @Test
  default void aPairWithOnlyHiddenLinksGivesAnEmptyArray() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), hidden(1, T0));
    store.addLink(dbid(), visible(2, T0));
    store.deleteLink(dbid(), ID1, TYPE, 2, false);

    assertEmpty(store.getLinkList(dbid(), ID1, TYPE));
  }

  @Test
  default void offsetSkipsAndLimitCapsTheVisibleLinks() throws Exception {
    LinkStore store = linkStore();
    for (int id2 = 1; id2 <= 10; id2++) {
      store.addLink(dbid(), id2 % 3 == 0 ? hidden(id2, T0 + id2) : visible(id2, T0 + id2));
    }
    // Visible, newest first: 10 8 7 5 4 2 1.

    assertArrayEquals(new long[] {10, 8, 7}, id2s(store.getLinkList(dbid(), ID1, TYPE, 0, Long.MAX_VALUE, 0, 3)));
    assertArrayEquals(new long[] {5, 4, 2}, id2s(store.getLinkList(dbid(), ID1, TYPE, 0, Long.MAX_VALUE, 3, 3)));
    assertArrayEquals(new long[] {1}, id2s(store.getLinkList(dbid(), ID1, TYPE, 0, Long.MAX_VALUE, 6, 3)));
    assertArrayEquals(new long[] {7, 5}, id2s(store.getLinkList(dbid(), ID1, TYPE, T0 + 2, T0 + 7, 0, 2)));
    assertArrayEquals(new long[] {4, 2}, id2s(store.getLinkList(dbid(), ID1, TYPE, T0 + 2, T0 + 7, 2, 5)));
    assertEmpty(store.getLinkList(dbid(), ID1, TYPE, 0, Long.MAX_VALUE, 7, 3));
    assertEmpty(store.getLinkList(dbid(), ID1, TYPE, 0, Long.MAX_VALUE, 0, 0));
  }

  @Test
  default void pagesTogetherGiveTheWholeList() throws Exception {
    LinkStore store = linkStore();
    for (int id2 = 1; id2 <= 25; id2++) {
      store.addLink(dbid(), visible(id2, T0 + id2 % 4));
    }
    Link[] whole = store.getLinkList(dbid(), ID1, TYPE, 0, Long.MAX_VALUE, 0, 100);
    assertEquals(25, whole.length);

    Link[] paged = new Link[0];
    for (int offset = 0; offset < 25; offset += 4) {
      Link[] page = store.getLinkList(dbid(), ID1, TYPE, 0, Long.MAX_VALUE, offset, 4);
      paged = java.util.stream.Stream.concat(java.util.Arrays.stream(paged), java.util.Arrays.stream(page))
          .toArray(Link[]::new);
    }

    assertArrayEquals(whole, paged);
  }

  @Test
  default void theListHoldsOnlyThePairsLinks() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), link(ID1, OTHER_TYPE, 2, VISIBLE, T0));
    store.addLink(dbid(), link(OTHER_ID1, TYPE, 3, VISIBLE, T0));

    assertArrayEquals(new Link[] {visible(1, T0)}, store.getLinkList(dbid(), ID1, TYPE));
    assertArrayEquals(new Link[] {link(ID1, OTHER_TYPE, 2, VISIBLE, T0)}, store.getLinkList(dbid(), ID1, OTHER_TYPE));
  }

  @Test
  default void anUpdatedTimeMovesTheLinkInTheList() throws Exception {
    LinkStore store = linkStore();
    addVisible(store, new long[][] {{1, T0 + 1}, {2, T0 + 2}, {3, T0 + 3}});

    store.addLink(dbid(), visible(1, T0 + 9));
    store.addLink(dbid(), visible(3, T0));

    assertArrayEquals(new long[] {1, 2, 3}, id2s(store.getLinkList(dbid(), ID1, TYPE)));
  }

  @Test
  default void aLinkMadeVisibleAgainIsListedAtItsNewTime() throws Exception {
    LinkStore store = linkStore();
    addVisible(store, new long[][] {{1, T0 + 1}, {2, T0 + 2}, {3, T0 + 3}});
    store.deleteLink(dbid(), ID1, TYPE, 3, false);

    store.addLink(dbid(), visible(3, T0 + 1));

    assertArrayEquals(new long[] {2, 3, 1}, id2s(store.getLinkList(dbid(), ID1, TYPE)));
  }

  @Test
  default void theShortListUsesTheDefaultRangeLimit() throws Exception {
    LinkStore store = linkStore();
    addVisible(store, new long[][] {{1, T0 + 1}, {2, T0 + 2}, {3, Long.MAX_VALUE / 2}});

    assertEquals(LinkStore.DEFAULT_RANGE_LIMIT, store.rangeLimit());
    assertArrayEquals(new long[] {3, 2, 1}, id2s(store.getLinkList(dbid(), ID1, TYPE)));
  }

  @Test
  default void multigetReturnsTheExistingLinksHiddenOnesIncluded() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), hidden(2, T0));
    store.addLink(dbid(), visible(3, T0));
    store.addLink(dbid(), link(ID1, OTHER_TYPE, 4, VISIBLE, T0));

    Link[] found = store.multigetLinks(dbid(), ID1, TYPE, new long[] {3, 4, 2, 99, 1});

    assertArrayEquals(new Link[] {visible(1, T0), hidden(2, T0), visible(3, T0)}, byId2(found));
  }

  @Test
  default void multigetReturnsALinkOnceWhenItsId2IsRepeated() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), visible(2, T0));

    Link[] found = store.multigetLinks(dbid(), ID1, TYPE, new long[] {2, 1, 2, 2, 1});

    assertArrayEquals(new Link[] {visible(1, T0), visible(2, T0)}, byId2(found));
  }

  @Test
  default void multigetOfNothingOrOfMissingLinksGivesAnEmptyArray() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));

    assertEmpty(store.multigetLinks(dbid(), ID1, TYPE, new long[0]));
    assertEmpty(store.multigetLinks(dbid(), ID1, TYPE, new long[] {5, 6}));
    assertEmpty(store.multigetLinks(dbid(), OTHER_ID1, TYPE, new long[] {1}));
  }

  @Test
  default void multigetOfOneIsGetLink() throws Exception {
    LinkStore store = linkStore();
    Link link = new Link(ID1, TYPE, 1, HIDDEN, TestData.text("x"), 12, T0);
    store.addLink(dbid(), link);

    assertArrayEquals(new Link[] {store.getLink(dbid(), ID1, TYPE, 1)},
        store.multigetLinks(dbid(), ID1, TYPE, new long[] {1}));
  }

  private static void assertEmpty(Link[] links) {
    assertNotNull(links, "an empty result must be an empty array, not null");
    assertEquals(0, links.length, () -> "expected no links but got " + java.util.Arrays.toString(links));
  }
}
