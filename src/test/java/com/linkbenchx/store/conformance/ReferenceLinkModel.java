package com.linkbenchx.store.conformance;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.store.WriteResult;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * LinkBench's link semantics written as plainly as possible, to check stores
 * against: a map of links and a map of counts, with lists sorted on every read.
 */
public final class ReferenceLinkModel {
  /** getLinkList order: time descending, then id2 descending. */
  public static final Comparator<Link> LIST_ORDER =
      Comparator.comparingLong(Link::time).thenComparingLong(Link::id2).reversed();

  private record Pair(long id1, long linkType) {
  }

  private final Map<Pair, Map<Long, Link>> links = new HashMap<>();
  private final Map<Pair, Long> counts = new HashMap<>();

  public WriteResult addLink(Link link) {
    Pair pair = new Pair(link.id1(), link.linkType());
    Link old = pairLinks(pair).put(link.id2(), link);
    boolean wasVisible = old != null && old.isVisible();
    if (link.isVisible() && !wasVisible) {
      counts.merge(pair, 1L, Long::sum);
    } else if (wasVisible && !link.isVisible()) {
      decrement(pair);
    }
    return old == null ? WriteResult.INSERTED : WriteResult.UPDATED;
  }

  public boolean deleteLink(long id1, long linkType, long id2, boolean expunge) {
    Pair pair = new Pair(id1, linkType);
    Link old = pairLinks(pair).get(id2);
    if (old == null) {
      return false;
    }
    if (old.isVisible()) {
      decrement(pair);
    }
    if (expunge) {
      pairLinks(pair).remove(id2);
    } else {
      pairLinks(pair).put(id2, old.withVisibility(Link.VISIBILITY_HIDDEN));
    }
    return true;
  }

  public void addBulkLinks(List<Link> batch) {
    for (Link link : batch) {
      Map<Long, Link> pairLinks = pairLinks(new Pair(link.id1(), link.linkType()));
      Link old = pairLinks.get(link.id2());
      pairLinks.put(link.id2(), old == null ? link : old.withVisibility(link.visibility()));
    }
  }

  public void addBulkCounts(List<LinkCount> batch) {
    for (LinkCount count : batch) {
      counts.put(new Pair(count.id1(), count.linkType()), count.count());
    }
  }

  public Link getLink(long id1, long linkType, long id2) {
    return pairLinks(new Pair(id1, linkType)).get(id2);
  }

  /** Existing links among the id2s, each once, sorted by id2. */
  public Link[] multigetLinks(long id1, long linkType, long[] id2s) {
    Map<Long, Link> pairLinks = pairLinks(new Pair(id1, linkType));
    return java.util.Arrays.stream(id2s).distinct().sorted()
        .mapToObj(pairLinks::get).filter(java.util.Objects::nonNull).toArray(Link[]::new);
  }

  public Link[] getLinkList(long id1, long linkType, long minTime, long maxTime, int offset, int limit) {
    return pairLinks(new Pair(id1, linkType)).values().stream()
        .filter(Link::isVisible)
        .filter(link -> link.time() >= minTime && link.time() <= maxTime)
        .sorted(LIST_ORDER)
        .skip(offset)
        .limit(limit)
        .toArray(Link[]::new);
  }

  public long countLinks(long id1, long linkType) {
    return counts.getOrDefault(new Pair(id1, linkType), 0L);
  }

  private Map<Long, Link> pairLinks(Pair pair) {
    return links.computeIfAbsent(pair, key -> new HashMap<>());
  }

  private void decrement(Pair pair) {
    counts.compute(pair, (key, count) -> count == null || count == 0 ? 0L : count - 1);
  }
}
