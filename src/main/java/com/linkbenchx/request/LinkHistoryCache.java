package com.linkbenchx.request;

import com.linkbenchx.model.Link;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;

/**
 * One requester's GET_LINKS_LIST history: the oldest links of up to 2048 full pages, one per (id1, link type), for
 * "older page" queries. Unlike LinkBench's, an evicted entry's key is forgotten too (no stale key blocks later adds).
 */
final class LinkHistoryCache {
  static final int CAPACITY = 2048;

  private record PairKey(long id1, long linkType) {
  }

  private final Link[] entries = new Link[CAPACITY];
  private final Map<PairKey, Integer> slotsByPair = new HashMap<>();
  private int size;

  int size() {
    return size;
  }

  /** Remembers the oldest link of a full page unless its pair is known; when full, replaces a random entry. */
  void add(Link oldest, Random rng) {
    PairKey key = new PairKey(oldest.id1(), oldest.linkType());
    if (slotsByPair.containsKey(key)) {
      return;
    }
    if (size < CAPACITY) {
      entries[size] = oldest;
      slotsByPair.put(key, size);
      size++;
    } else {
      replace(rng.nextInt(size), oldest);
    }
  }

  /** A random slot to query (the cache must not be empty). */
  int pickSlot(Random rng) {
    return rng.nextInt(size);
  }

  Link get(int slot) {
    return entries[slot];
  }

  /** The next older page was full too: its oldest link takes the slot. */
  void replace(int slot, Link oldest) {
    slotsByPair.remove(keyOf(entries[slot]));
    entries[slot] = oldest;
    slotsByPair.put(keyOf(oldest), slot);
  }

  /** No older full page: forget the pair; the last entry moves into the slot. */
  void remove(int slot) {
    slotsByPair.remove(keyOf(entries[slot]));
    int last = size - 1;
    if (slot != last) {
      entries[slot] = entries[last];
      slotsByPair.put(keyOf(entries[slot]), slot);
    }
    entries[last] = null;
    size--;
  }

  private static PairKey keyOf(Link link) {
    return new PairKey(link.id1(), link.linkType());
  }
}
