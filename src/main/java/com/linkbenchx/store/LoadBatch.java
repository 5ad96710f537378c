package com.linkbenchx.store;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import java.util.List;

/**
 * One write of the load phase, holding the count of every pair it writes links of (so a transactional store never
 * holds a link without its count).
 *
 * @param links links to insert as {@link LinkStore#addBulkLinks} does
 * @param counts count rows to write as {@link LinkStore#addBulkCounts} does (replacing)
 * @param countIncrements counts to add to their pairs' rows (a missing row counts from 0), for the links of a pair that
 *     several loaders write at once; the newest time is kept
 */
public record LoadBatch(List<Link> links, List<LinkCount> counts, List<LinkCount> countIncrements) {

  public boolean isEmpty() {
    return links.isEmpty() && counts.isEmpty() && countIncrements.isEmpty();
  }
}
