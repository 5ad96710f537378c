package com.linkbenchx.store;

import java.util.List;

/**
 * What {@link DataVerifier#verify} found.
 *
 * @param nodesInRange nodes with startid1 <= id < maxid1
 * @param nodesAboveRange nodes with id >= maxid1 (added by the request phase)
 * @param nodesBelowRange nodes with id < startid1 (never valid)
 * @param countRowsChecked (id1, link_type) pairs that have a count row or visible links
 * @param countMismatches pairs whose count differs from their number of visible links, including pairs with visible
 *     links but no count row
 * @param misplacedRows rows a shard holds that belong to another shard (0 for a single store)
 * @param divergentEndpoints endpoints of a cluster whose data differs from the first endpoint's (0 for a single store)
 * @param examples descriptions of some mismatches
 */
public record VerificationReport(long nodesInRange, long nodesAboveRange, long nodesBelowRange, long countRowsChecked,
    long countMismatches, long misplacedRows, long divergentEndpoints, List<String> examples) {

  /** A single store's report. */
  public VerificationReport(long nodesInRange, long nodesAboveRange, long nodesBelowRange, long countRowsChecked,
      long countMismatches, List<String> examples) {
    this(nodesInRange, nodesAboveRange, nodesBelowRange, countRowsChecked, countMismatches, 0, 0, examples);
  }

  public boolean consistent() {
    return nodesBelowRange == 0 && countMismatches == 0 && misplacedRows == 0 && divergentEndpoints == 0;
  }
}
