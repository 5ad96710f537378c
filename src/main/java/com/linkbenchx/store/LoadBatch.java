package com.linkbenchx.store;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import java.util.List;

/**
 * One write of the load phase: links, the count rows that replace those of their pairs, and counts to add to existing
 * rows. A loader puts the count of every pair it wrote links of into the same batch as those links, so a store that
 * writes a batch as one transaction never holds a link without its count, whenever the load is killed.
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
