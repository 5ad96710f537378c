package com.linkbenchx.workload;

import com.linkbenchx.workload.distributions.RealDistribution;

/** The kinds of access: key prefix, seed of the shuffler from ranks to ids, and REAL's data (null: unsupported). */
enum AccessKind {
  LINK_READS("read_", GraphShape.NLINKS_SHUFFLER_SEED, RealDistribution.Kind.LINK_READS),
  LINK_READS_UNCORR("read_uncorr_", AccessKind.UNCORRELATED_SEED, null),
  LINK_WRITES("write_", GraphShape.NLINKS_SHUFFLER_SEED, RealDistribution.Kind.LINK_WRITES),
  LINK_WRITES_UNCORR("write_uncorr_", AccessKind.UNCORRELATED_SEED, null),
  NODE_READS("node_read_", AccessKind.NODE_SEED, RealDistribution.Kind.NODE_READS),
  NODE_UPDATES("node_update_", AccessKind.NODE_SEED, RealDistribution.Kind.NODE_UPDATES),
  NODE_DELETES("node_delete_", AccessKind.NODE_SEED, null);

  static final long UNCORRELATED_SEED = 53238253823453L;
  static final long NODE_SEED = 4766565305853767165L;

  final String prefix;
  final long shufflerSeed;
  final RealDistribution.Kind realKind;

  AccessKind(String prefix, long shufflerSeed, RealDistribution.Kind realKind) {
    this.prefix = prefix;
    this.shufflerSeed = shufflerSeed;
    this.realKind = realKind;
  }
}
