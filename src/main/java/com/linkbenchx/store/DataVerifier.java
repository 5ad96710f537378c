package com.linkbenchx.store;

/** Checks a loaded database ({@code --verify}): node ids, and every pair's count against its visible links. */
public interface DataVerifier {
  /** @param maxExamples how many mismatching rows to describe in the report */
  VerificationReport verify(String dbid, long startId1, long maxId1, int maxExamples) throws StoreException;
}
