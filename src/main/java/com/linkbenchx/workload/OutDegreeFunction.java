package com.linkbenchx.workload;

/** An out-degree law: how many links the id1 at a given position gets. Immutable. */
interface OutDegreeFunction {
  /** Links for {@code id1} (already mapped to its rank when {@link #shuffled()}). */
  long nlinks(long id1);

  /** Whether ids are shuffled before {@link #nlinks} (true for distributions, false for arithmetic modes). */
  boolean shuffled();
}
