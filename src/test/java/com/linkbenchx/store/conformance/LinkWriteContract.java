package com.linkbenchx.store.conformance;

import static com.linkbenchx.store.conformance.TestData.HIDDEN;
import static com.linkbenchx.store.conformance.TestData.ID1;
import static com.linkbenchx.store.conformance.TestData.OTHER_ID1;
import static com.linkbenchx.store.conformance.TestData.OTHER_TYPE;
import static com.linkbenchx.store.conformance.TestData.T0;
import static com.linkbenchx.store.conformance.TestData.TYPE;
import static com.linkbenchx.store.conformance.TestData.VISIBLE;
import static com.linkbenchx.store.conformance.TestData.hidden;
import static com.linkbenchx.store.conformance.TestData.link;
import static com.linkbenchx.store.conformance.TestData.text;
import static com.linkbenchx.store.conformance.TestData.visible;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.Link;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.WriteResult;
import org.junit.jupiter.api.Test;

/**
 * Single-link writes: addLink as an upsert, deleteLink with and without expunge, and the count
 * rules of LinkBench's store contract (the count of (id1, link_type) moves by the change in
 * visible links, never below 0; expunging a hidden link leaves it alone).
 */
public interface LinkWriteContract extends StoreFixture {
  @Test
  default void addLinkInsertsAVisibleLinkAndCountsIt() throws Exception {
    LinkStore store = linkStore();
    Link link = new Link(ID1, TYPE, 7, VISIBLE, text("payload"), 3, T0);

    assertEquals(WriteResult.INSERTED, store.addLink(dbid(), link));

    assertEquals(link, store.getLink(dbid(), ID1, TYPE, 7));
    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
  }

  @Test
  default void insertingAHiddenLinkStoresItWithoutCountingIt() throws Exception {
    LinkStore store = linkStore();
    Link link = hidden(7, T0);

    assertEquals(WriteResult.INSERTED, store.addLink(dbid(), link));

    assertEquals(link, store.getLink(dbid(), ID1, TYPE, 7));
    assertEquals(0, store.countLinks(dbid(), ID1, TYPE));
  }

  @Test
  default void countLinksIsZeroForAPairNeverWritten() throws Exception {
    assertEquals(0, linkStore().countLinks(dbid(), ID1, TYPE));
  }

  @Test
  default void eachVisibleInsertAddsOne() throws Exception {
    LinkStore store = linkStore();
    for (int id2 = 1; id2 <= 5; id2++) {
      store.addLink(dbid(), visible(id2, T0 + id2));
      assertEquals(id2, store.countLinks(dbid(), ID1, TYPE));
    }
  }

  @Test
  default void readdingTheSameVisibleLinkUpdatesWithoutCountingTwice() throws Exception {
    LinkStore store = linkStore();
    Link link = visible(7, T0);
    store.addLink(dbid(), link);

    assertEquals(WriteResult.UPDATED, store.addLink(dbid(), link));

    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
    assertEquals(link, store.getLink(dbid(), ID1, TYPE, 7));
  }

  @Test
  default void upsertOverwritesVisibilityDataTimeAndVersion() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), new Link(ID1, TYPE, 7, VISIBLE, text("first"), 1, T0));
    Link replacement = new Link(ID1, TYPE, 7, HIDDEN, text("second, longer payload"), 9, T0 + 500);

    assertEquals(WriteResult.UPDATED, store.addLink(dbid(), replacement));

    assertEquals(replacement, store.getLink(dbid(), ID1, TYPE, 7));
  }

  @Test
  default void upsertKeepingVisibilityKeepsTheCount() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), visible(2, T0));
    Link changed = new Link(ID1, TYPE, 2, VISIBLE, text("new data"), 4, T0 + 99);

    assertEquals(WriteResult.UPDATED, store.addLink(dbid(), changed));

    assertEquals(2, store.countLinks(dbid(), ID1, TYPE));
    assertEquals(changed, store.getLink(dbid(), ID1, TYPE, 2));
  }

  @Test
  default void visibleToHiddenSubtractsOne() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), visible(2, T0));

    assertEquals(WriteResult.UPDATED, store.addLink(dbid(), hidden(2, T0 + 1)));

    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
    assertEquals(hidden(2, T0 + 1), store.getLink(dbid(), ID1, TYPE, 2));
  }

  @Test
  default void hiddenToVisibleAddsOne() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), hidden(2, T0));

    assertEquals(WriteResult.UPDATED, store.addLink(dbid(), visible(2, T0 + 1)));

    assertEquals(2, store.countLinks(dbid(), ID1, TYPE));
    assertEquals(visible(2, T0 + 1), store.getLink(dbid(), ID1, TYPE, 2));
  }

  @Test
  default void hiddenToHiddenKeepsTheCountAndUpdatesTheRow() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), hidden(2, T0));
    Link changed = new Link(ID1, TYPE, 2, HIDDEN, text("still hidden"), 5, T0 + 7);

    assertEquals(WriteResult.UPDATED, store.addLink(dbid(), changed));

    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
    assertEquals(changed, store.getLink(dbid(), ID1, TYPE, 2));
  }

  @Test
  default void countsAreKeptPerId1AndLinkType() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), link(ID1, OTHER_TYPE, 1, VISIBLE, T0));
    store.addLink(dbid(), link(ID1, OTHER_TYPE, 2, VISIBLE, T0));
    store.addLink(dbid(), link(OTHER_ID1, TYPE, 1, VISIBLE, T0));
    store.addLink(dbid(), link(OTHER_ID1, TYPE, 2, VISIBLE, T0));
    store.addLink(dbid(), link(OTHER_ID1, TYPE, 3, VISIBLE, T0));

    store.deleteLink(dbid(), OTHER_ID1, TYPE, 3, false);

    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
    assertEquals(2, store.countLinks(dbid(), ID1, OTHER_TYPE));
    assertEquals(2, store.countLinks(dbid(), OTHER_ID1, TYPE));
    assertEquals(0, store.countLinks(dbid(), OTHER_ID1, OTHER_TYPE));
  }

  @Test
  default void sameId2UnderAnotherTypeOrId1IsAnotherLink() throws Exception {
    LinkStore store = linkStore();
    Link first = visible(7, T0);
    Link otherType = link(ID1, OTHER_TYPE, 7, HIDDEN, T0 + 1);
    Link otherId1 = link(OTHER_ID1, TYPE, 7, VISIBLE, T0 + 2);

    assertEquals(WriteResult.INSERTED, store.addLink(dbid(), first));
    assertEquals(WriteResult.INSERTED, store.addLink(dbid(), otherType));
    assertEquals(WriteResult.INSERTED, store.addLink(dbid(), otherId1));

    assertEquals(first, store.getLink(dbid(), ID1, TYPE, 7));
    assertEquals(otherType, store.getLink(dbid(), ID1, OTHER_TYPE, 7));
    assertEquals(otherId1, store.getLink(dbid(), OTHER_ID1, TYPE, 7));
  }

  @Test
  default void deletingAnAbsentLinkReturnsFalseAndChangesNothing() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), visible(2, T0));

    assertFalse(store.deleteLink(dbid(), ID1, TYPE, 3, false));
    assertFalse(store.deleteLink(dbid(), ID1, TYPE, 3, true));
    assertFalse(store.deleteLink(dbid(), ID1, OTHER_TYPE, 1, true));
    assertFalse(store.deleteLink(dbid(), OTHER_ID1, TYPE, 1, false));

    assertEquals(2, store.countLinks(dbid(), ID1, TYPE));
    assertEquals(0, store.countLinks(dbid(), ID1, OTHER_TYPE));
    assertEquals(visible(1, T0), store.getLink(dbid(), ID1, TYPE, 1));
  }

  @Test
  default void deletingAVisibleLinkHidesItAndSubtractsOne() throws Exception {
    LinkStore store = linkStore();
    Link link = new Link(ID1, TYPE, 1, VISIBLE, text("kept"), 2, T0);
    store.addLink(dbid(), link);
    store.addLink(dbid(), visible(2, T0));

    assertTrue(store.deleteLink(dbid(), ID1, TYPE, 1, false));

    assertEquals(link.withVisibility(HIDDEN), store.getLink(dbid(), ID1, TYPE, 1));
    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
  }

  @Test
  default void deletingAHiddenLinkWithoutExpungeChangesNothing() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), hidden(2, T0));

    assertTrue(store.deleteLink(dbid(), ID1, TYPE, 2, false));

    assertEquals(hidden(2, T0), store.getLink(dbid(), ID1, TYPE, 2));
    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
  }

  @Test
  default void expungingAHiddenLinkRemovesItWithoutSubtracting() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), hidden(2, T0));

    assertTrue(store.deleteLink(dbid(), ID1, TYPE, 2, true));

    assertNull(store.getLink(dbid(), ID1, TYPE, 2));
    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
    assertFalse(store.deleteLink(dbid(), ID1, TYPE, 2, true));
  }

  @Test
  default void expungingAVisibleLinkRemovesItAndSubtractsOne() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), visible(2, T0));

    assertTrue(store.deleteLink(dbid(), ID1, TYPE, 2, true));

    assertNull(store.getLink(dbid(), ID1, TYPE, 2));
    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
    assertArrayEquals(new Link[] {visible(1, T0)}, TestData.fullList(store, dbid(), ID1, TYPE));
  }

  @Test
  default void aHiddenThenExpungedLinkIsSubtractedOnlyOnce() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), visible(2, T0));

    assertTrue(store.deleteLink(dbid(), ID1, TYPE, 2, false));
    assertTrue(store.deleteLink(dbid(), ID1, TYPE, 2, false));
    assertTrue(store.deleteLink(dbid(), ID1, TYPE, 2, true));

    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
  }

  @Test
  default void theCountNeverGoesBelowZero() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.addLink(dbid(), hidden(2, T0));

    store.deleteLink(dbid(), ID1, TYPE, 1, false);
    store.deleteLink(dbid(), ID1, TYPE, 1, false);
    store.deleteLink(dbid(), ID1, TYPE, 1, true);
    store.deleteLink(dbid(), ID1, TYPE, 2, true);
    store.addLink(dbid(), hidden(3, T0));
    store.deleteLink(dbid(), ID1, TYPE, 3, true);

    assertEquals(0, store.countLinks(dbid(), ID1, TYPE));
  }

  @Test
  default void aLinkAddedAgainAfterExpungeIsInsertedAndCounted() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.deleteLink(dbid(), ID1, TYPE, 1, true);

    assertEquals(WriteResult.INSERTED, store.addLink(dbid(), visible(1, T0 + 5)));

    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
    assertEquals(visible(1, T0 + 5), store.getLink(dbid(), ID1, TYPE, 1));
  }

  @Test
  default void aDeletedLinkAddedAgainBecomesVisibleAndCounted() throws Exception {
    LinkStore store = linkStore();
    store.addLink(dbid(), visible(1, T0));
    store.deleteLink(dbid(), ID1, TYPE, 1, false);

    assertEquals(WriteResult.UPDATED, store.addLink(dbid(), visible(1, T0 + 5)));

    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
    assertArrayEquals(new Link[] {visible(1, T0 + 5)}, TestData.fullList(store, dbid(), ID1, TYPE));
  }

  @Test
  default void updateLinkHasTheEffectOfAddLink() throws Exception {
    LinkStore store = linkStore();

    assertEquals(WriteResult.INSERTED, store.updateLink(dbid(), visible(1, T0)));
    assertEquals(WriteResult.UPDATED, store.updateLink(dbid(), hidden(1, T0 + 1)));
    assertEquals(WriteResult.UPDATED, store.updateLink(dbid(), visible(1, T0 + 2)));
    assertEquals(WriteResult.INSERTED, store.updateLink(dbid(), hidden(2, T0)));

    assertEquals(visible(1, T0 + 2), store.getLink(dbid(), ID1, TYPE, 1));
    assertEquals(hidden(2, T0), store.getLink(dbid(), ID1, TYPE, 2));
    assertEquals(1, store.countLinks(dbid(), ID1, TYPE));
  }
}
