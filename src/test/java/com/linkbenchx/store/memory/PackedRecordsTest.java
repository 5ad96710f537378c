package com.linkbenchx.store.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.Node;
import org.junit.jupiter.api.Test;

/** Packed rows and nodes keep every field, including extreme values. */
class PackedRecordsTest {
  @Test
  void aLinkRowKeepsEveryField() {
    byte[] data = {0, -1, 39, 92, 127, -128};
    Link link = new Link(Long.MIN_VALUE, Long.MAX_VALUE, -3, (byte) 7, data, Integer.MIN_VALUE, Long.MIN_VALUE + 1);

    byte[] row = PackedLinkRow.of(link.id2(), link.visibility(), link.data(), link.version(), link.time());

    assertEquals(link, PackedLinkRow.toLink(link.id1(), link.linkType(), row));
    assertEquals(-3, PackedLinkRow.id2(row));
    assertEquals(Long.MIN_VALUE + 1, PackedLinkRow.time(row));
    assertFalse(PackedLinkRow.isVisible(row), "only visibility 1 counts as visible");
  }

  @Test
  void listOrderIsTimeThenId2BothDescending() {
    byte[] newer = PackedLinkRow.of(1, (byte) 1, new byte[0], 0, 10);
    byte[] olderHighId = PackedLinkRow.of(9, (byte) 1, new byte[0], 0, 9);
    byte[] olderLowId = PackedLinkRow.of(2, (byte) 1, new byte[0], 0, 9);

    assertTrue(PackedLinkRow.listedBefore(newer, olderHighId));
    assertTrue(PackedLinkRow.listedBefore(olderHighId, olderLowId));
    assertFalse(PackedLinkRow.listedBefore(olderLowId, olderHighId));
    assertFalse(PackedLinkRow.listedBefore(newer, newer));
  }

  @Test
  void aNodeKeepsEveryField() {
    Node node = new Node(77, Integer.MIN_VALUE, Long.MAX_VALUE, -5, new byte[] {1, 0, -1});

    byte[] packed = PackedNode.of(node);

    assertEquals(node, PackedNode.toNode(77, packed));
    assertEquals(Integer.MIN_VALUE, PackedNode.type(packed));
  }
}
