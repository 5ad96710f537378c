package com.linkbenchx.store.memory;

import com.linkbenchx.model.Link;
import com.linkbenchx.store.WriteResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Everything stored for one (dbid, id1, link_type): its links and its count row, under this object's lock, so writers
 * of different pairs never wait for each other. The count is stored, not a tally of the rows: bulk loads write it
 * separately. A missing count row and a count of 0 look the same through the store contract: no "row exists" flag.
 */
final class PairLinks {
  private final RowList rows = new RowList();
  private long count;

  /** addLink: inserts the link or overwrites the stored one; the count follows the change in visibility. */
  synchronized WriteResult upsert(long id2, byte visibility, byte[] data, int version, long time) {
    byte[] row = PackedLinkRow.of(id2, visibility, data, version, time);
    byte[] stored = rows.find(id2);
    if (stored == null) {
      rows.add(row);
      if (PackedLinkRow.isVisible(row)) {
        count++;
      }
      return WriteResult.INSERTED;
    }
    rows.replace(stored, row);
    boolean wasVisible = PackedLinkRow.isVisible(stored);
    boolean isVisible = PackedLinkRow.isVisible(row);
    if (isVisible && !wasVisible) {
      count++;
    } else if (wasVisible && !isVisible) {
      decrementCount();
    }
    return WriteResult.UPDATED;
  }

  /** The load's insert of one link: inserts it without counting, or overwrites only the visibility. */
  synchronized void bulkUpsert(long id2, byte visibility, byte[] data, int version, long time) {
    byte[] stored = rows.find(id2);
    if (stored == null) {
      rows.add(PackedLinkRow.of(id2, visibility, data, version, time));
    } else {
      PackedLinkRow.setVisibility(stored, visibility);
    }
  }

  /** deleteLink: hides or removes the link; the count drops only when a visible link goes. */
  synchronized boolean delete(long id2, boolean expunge) {
    byte[] stored = rows.find(id2);
    if (stored == null) {
      return false;
    }
    if (PackedLinkRow.isVisible(stored)) {
      decrementCount();
    }
    if (expunge) {
      rows.remove(stored);
    } else {
      PackedLinkRow.setVisibility(stored, Link.VISIBILITY_HIDDEN);
    }
    return true;
  }

  synchronized Link get(long id1, long linkType, long id2) {
    byte[] stored = rows.find(id2);
    return stored == null ? null : PackedLinkRow.toLink(id1, linkType, stored);
  }

  /** The stored links among {@code id2s}, hidden ones included, each once, by ascending id2. */
  synchronized Link[] getAll(long id1, long linkType, long[] id2s) {
    long[] sorted = id2s.clone();
    Arrays.sort(sorted);
    List<Link> found = new ArrayList<>(sorted.length);
    for (int i = 0; i < sorted.length; i++) {
      if (i > 0 && sorted[i] == sorted[i - 1]) {
        continue;
      }
      byte[] stored = rows.find(sorted[i]);
      if (stored != null) {
        found.add(PackedLinkRow.toLink(id1, linkType, stored));
      }
    }
    return found.toArray(new Link[0]);
  }

  /**
   * getLinkList. The rows are picked under the lock and copied after it (a popular pair's page runs to thousands of
   * rows): only a row's visibility changes in place, and the picked rows were visible, so the links say visible.
   */
  Link[] list(long id1, long linkType, long minTime, long maxTime, int offset, int limit) {
    List<byte[]> page = new ArrayList<>(Math.min(limit, 64));
    synchronized (this) {
      rows.collectVisible(minTime, maxTime, offset, limit, page);
    }
    Link[] links = new Link[page.size()];
    for (int i = 0; i < links.length; i++) {
      links[i] = PackedLinkRow.toLink(id1, linkType, Link.VISIBILITY_DEFAULT, page.get(i));
    }
    return links;
  }

  /** Visible links actually stored, for verification against {@link #count()}. */
  synchronized long visibleRows() {
    long visible = 0;
    for (byte[] row : rows) {
      if (PackedLinkRow.isVisible(row)) {
        visible++;
      }
    }
    return visible;
  }

  synchronized long count() {
    return count;
  }

  /** The load's count row: the loader's value replaces the stored count. */
  synchronized void replaceCount(long newCount) {
    count = newCount;
  }

  /** A load's count increment for the links of a split pair. */
  synchronized void addToCount(long links) {
    count = Math.max(count + links, 0);
  }

  private void decrementCount() {
    if (count > 0) {
      count--;
    }
  }
}
