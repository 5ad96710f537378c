package com.linkbenchx.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NodeIdClassTest {
  @Test
  void theFirstIdOfAClassAtOrAboveAnyId() {
    NodeIdClass odd = new NodeIdClass(2, 1);
    assertEquals(1, odd.firstAtOrAbove(1));
    assertEquals(3, odd.firstAtOrAbove(2));
    NodeIdClass zeroOfThree = new NodeIdClass(3, 0);
    assertEquals(3, zeroOfThree.firstAtOrAbove(1));
    assertEquals(6, zeroOfThree.firstAtOrAbove(6));
    assertEquals(-3, zeroOfThree.firstAtOrAbove(-5));
    assertEquals(17, NodeIdClass.ALL.firstAtOrAbove(17));
  }

  @Test
  void classesSplitTheIdsWithoutOverlap() {
    for (long id = -10; id < 30; id++) {
      int owners = 0;
      for (int residue = 0; residue < 4; residue++) {
        owners += new NodeIdClass(4, residue).contains(id) ? 1 : 0;
      }
      assertEquals(1, owners);
    }
    assertTrue(NodeIdClass.ALL.contains(123));
    assertFalse(new NodeIdClass(2, 0).contains(3));
    assertThrows(IllegalArgumentException.class, () -> new NodeIdClass(2, 2));
  }
}
