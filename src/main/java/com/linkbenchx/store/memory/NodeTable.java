package com.linkbenchx.store.memory;

import com.linkbenchx.model.Node;
import com.linkbenchx.store.NodeIdRange;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The nodes of one dbid since its last reset, dense in pages indexed by {@code id - startId} (ids are handed out in
 * sequence): one slot and one {@link PackedNode} a node, changed by compare-and-set without a lock.
 */
final class NodeTable {
  private static final int PAGE_BITS = 12;
  private static final int PAGE_SIZE = 1 << PAGE_BITS;

  private final long startId;
  private final AtomicLong nextId;
  private final ConcurrentHashMap<Long, AtomicReferenceArray<byte[]>> pages = new ConcurrentHashMap<>();

  NodeTable(long startId) {
    this.startId = startId;
    this.nextId = new AtomicLong(startId);
  }

  /** Stores the nodes under consecutive fresh ids and returns the ids in order. */
  long[] add(List<Node> nodes) {
    long firstId = nextId.getAndAdd(nodes.size());
    long[] ids = new long[nodes.size()];
    for (int i = 0; i < ids.length; i++) {
      long id = firstId + i;
      long offset = id - startId;
      pageOf(offset, true).set(slotOf(offset), PackedNode.of(nodes.get(i)));
      ids[i] = id;
    }
    return ids;
  }

  /** The node, or null if absent or stored with another type. */
  Node get(int type, long id) {
    AtomicReferenceArray<byte[]> page = existingPage(id);
    byte[] stored = page == null ? null : page.get(slotOf(id - startId));
    return stored == null || PackedNode.type(stored) != type ? null : PackedNode.toNode(id, stored);
  }

  /** Replaces version, time and data of (id, type); false if there is no such node. */
  boolean update(Node node) {
    return swap(node.type(), node.id(), PackedNode.of(node));
  }

  /** Removes (id, type); false if there is no such node. */
  boolean delete(int type, long id) {
    return swap(type, id, null);
  }

  /** Sets the slot of (id, type) to {@code replacement} by compare-and-set; false if there is no such node. */
  private boolean swap(int type, long id, byte[] replacement) {
    AtomicReferenceArray<byte[]> page = existingPage(id);
    if (page == null) {
      return false;
    }
    int slot = slotOf(id - startId);
    byte[] current;
    do {
      current = page.get(slot);
      if (current == null || PackedNode.type(current) != type) {
        return false;
      }
    } while (!page.compareAndSet(slot, current, replacement));
    return true;
  }

  /** The lowest and highest stored id: the first and the last occupied slot of the ordered pages. */
  NodeIdRange idRange() {
    List<Long> ordered = new ArrayList<>(pages.keySet());
    Collections.sort(ordered);
    long lowest = Long.MAX_VALUE;
    for (int i = 0; i < ordered.size() && lowest == Long.MAX_VALUE; i++) {
      AtomicReferenceArray<byte[]> page = pages.get(ordered.get(i));
      for (int slot = 0; slot < page.length(); slot++) {
        if (page.get(slot) != null) {
          lowest = startId + (ordered.get(i) << PAGE_BITS) + slot;
          break;
        }
      }
    }
    if (lowest == Long.MAX_VALUE) {
      return NodeIdRange.EMPTY;
    }
    for (int i = ordered.size() - 1; i >= 0; i--) {
      AtomicReferenceArray<byte[]> page = pages.get(ordered.get(i));
      for (int slot = page.length() - 1; slot >= 0; slot--) {
        if (page.get(slot) != null) {
          return new NodeIdRange(lowest, startId + (ordered.get(i) << PAGE_BITS) + slot);
        }
      }
    }
    return new NodeIdRange(lowest, lowest); // the rest was deleted meanwhile
  }

  /** Stored nodes as {below lo, in [lo, hi), at or above hi}. */
  long[] countByRange(long lo, long hi) {
    long[] counts = new long[3];
    pages.forEach((pageIndex, page) -> {
      for (int slot = 0; slot < page.length(); slot++) {
        if (page.get(slot) != null) {
          long id = startId + (pageIndex << PAGE_BITS) + slot;
          counts[id < lo ? 0 : id < hi ? 1 : 2]++;
        }
      }
    });
    return counts;
  }

  private AtomicReferenceArray<byte[]> existingPage(long id) {
    long offset = id - startId;
    // The second test catches the subtraction overflowing (an id far above a negative startId).
    if (id < startId || offset < 0) {
      return null;
    }
    return pageOf(offset, false);
  }

  private AtomicReferenceArray<byte[]> pageOf(long offset, boolean create) {
    Long pageIndex = offset >>> PAGE_BITS;
    return create ? pages.computeIfAbsent(pageIndex, index -> new AtomicReferenceArray<>(PAGE_SIZE))
        : pages.get(pageIndex);
  }

  private static int slotOf(long offset) {
    return (int) (offset & (PAGE_SIZE - 1));
  }
}
