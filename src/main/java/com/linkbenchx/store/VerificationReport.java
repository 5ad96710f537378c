package com.linkbenchx.store;

import java.util.List;

/**
 * What {@link DataVerifier#verify} found.
 *
 * @param nodesInRange nodes with startid1 <= id < maxid1
 * @param nodesAboveRange nodes with id >= maxid1 (added by the request phase)
 * @param nodesBelowRange nodes with id < startid1 (never valid)
 * @param countRowsChecked (id1, link_type) pairs that have a count row or visible links
 * @param countMismatches pairs whose count differs from their number of visible links, including
 *     pairs with visible links but no count row
 * @param examples descriptions of some mismatches
 */
public record VerificationReport(long nodesInRange, long nodesAboveRange, long nodesBelowRange, long countRowsChecked,
    long countMismatches, List<String> examples) {
  public boolean consistent() {
    return nodesBelowRange == 0 && countMismatches == 0;
  }
}
