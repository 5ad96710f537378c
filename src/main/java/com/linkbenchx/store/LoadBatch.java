package com.linkbenchx.store;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One write of the load phase, holding the count of every pair it writes links of (so a transactional store never
 * holds a link without its count).
 *
 * @param links links to insert without touching counts; an existing link only has its visibility overwritten
 * @param counts count rows to write, replacing any existing row of the same (id1, linkType)
 * @param countIncrements counts to add to their pairs' rows (a missing row counts from 0), for the links of a pair that
 *     several loaders write at once; the newest time is kept
 */
public record LoadBatch(List<Link> links, List<LinkCount> counts, List<LinkCount> countIncrements) {

  public boolean isEmpty() {
    return links.isEmpty() && counts.isEmpty() && countIncrements.isEmpty();
  }

  private record LinkKey(long id1, long linkType, long id2) {
  }

  private record CountKey(long id1, long linkType) {
  }

  /**
   * One row per key, as if applied one by one (MySQL's behaviour): the first is inserted, later ones only overwrite its
   * visibility. PostgreSQL refuses to touch one row twice in a statement, so both dialects get the collapsed batch.
   */
  public static List<Link> collapseDuplicateLinks(List<Link> links) {
    if (allKeysDistinct(links)) {
      return links; // the load's usual batch: no map, no key object per row
    }
    Map<LinkKey, Link> byKey = new LinkedHashMap<>(links.size() * 2);
    for (Link link : links) {
      byKey.merge(new LinkKey(link.id1(), link.linkType(), link.id2()), link,
          (first, later) -> first.withVisibility(later.visibility()));
    }
    return byKey.size() == links.size() ? links : new ArrayList<>(byKey.values());
  }

  /**
   * True when no two links share (id1, link_type, id2), without allocating per row: distinct hashes (an open-addressing
   * set of longs) prove distinct keys; a repeated hash answers false and the caller takes the exact path.
   */
  private static boolean allKeysDistinct(List<Link> links) {
    int size = links.size();
    if (size < 2) {
      return true;
    }
    long[] table = new long[Integer.highestOneBit(size * 2 - 1) << 1];
    int mask = table.length - 1;
    for (int i = 0; i < size; i++) {
      Link link = links.get(i);
      long hash = keyHash(link.id1(), link.linkType(), link.id2());
      long stored = hash == 0 ? 1 : hash; // 0 marks an empty slot
      int slot = (int) (stored ^ (stored >>> 32)) & mask;
      while (table[slot] != 0) {
        if (table[slot] == stored) {
          return false;
        }
        slot = (slot + 1) & mask;
      }
      table[slot] = stored;
    }
    return true;
  }

  private static long keyHash(long id1, long linkType, long id2) {
    long h = id1 * 0x9E3779B97F4A7C15L;
    h = (h ^ (h >>> 29) ^ linkType) * 0xBF58476D1CE4E5B9L;
    h = (h ^ (h >>> 32) ^ id2) * 0x94D049BB133111EBL;
    return h ^ (h >>> 31);
  }

  /** One row per key, the last one winning, as a sequence of REPLACEs would leave it. */
  public static List<LinkCount> collapseDuplicateCounts(List<LinkCount> counts) {
    Map<CountKey, LinkCount> byKey = new LinkedHashMap<>(counts.size() * 2);
    for (LinkCount count : counts) {
      byKey.put(new CountKey(count.id1(), count.linkType()), count);
    }
    return byKey.size() == counts.size() ? counts : new ArrayList<>(byKey.values());
  }
}
