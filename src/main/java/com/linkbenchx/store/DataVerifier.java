package com.linkbenchx.store;

/**
 * Implemented by providers that can check a loaded database ({@code bin/linkbench --verify}): the
 * node id range, and the count table against the visible links of every (id1, link_type).
 */
public interface DataVerifier {
  /** @param maxExamples how many mismatching rows to describe in the report */
  VerificationReport verify(String dbid, long startId1, long maxId1, int maxExamples) throws StoreException;
}
