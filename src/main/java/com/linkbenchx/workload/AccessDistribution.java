package com.linkbenchx.workload;

import java.util.Random;

/** Chooses the id touched by one request; the result always lies in [startid1, maxid1). */
interface AccessDistribution {
  /** @param previousId the id this kind of access returned last (used by ROUND_ROBIN only) */
  long nextId(Random rng, long previousId);
}
