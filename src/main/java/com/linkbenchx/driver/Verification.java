package com.linkbenchx.driver;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.Logs;
import com.linkbenchx.store.DataVerifier;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreKeys;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.VerificationReport;
import com.linkbenchx.workload.GraphShape;
import org.apache.logging.log4j.Logger;

/** {@code --verify}: checks a loaded database through the store's {@link DataVerifier}. */
record Verification(DataVerifier verifier, String dbid, long startId1, long maxId1) {
  private static final Logger LOG = Logs.logger();
  private static final int EXAMPLES = 10;

  /** The id range is the workload's, checked once there ({@code startid1 >= 1}, {@code maxid1 > startid1}). */
  static Verification from(Config config, StoreSet stores, GraphShape graph) {
    DataVerifier verifier = stores.linkProvider().dataVerifier().orElseThrow(() -> new ConfigError(
        "Store " + stores.linkProvider().describe() + " named by linkstore cannot verify data (--verify)"));
    return new Verification(verifier, StoreKeys.DBID.read(config), graph.startId1(), graph.maxId1());
  }

  /** Logs the report; true when the data is consistent. */
  boolean run() throws StoreException {
    LOG.info("Verifying " + dbid + ": nodes in [" + startId1 + "," + maxId1 + "), count table against visible links");
    VerificationReport report = verifier.verify(dbid, startId1, maxId1, EXAMPLES);
    LOG.info("Nodes: " + report.nodesInRange() + " in range (expected at most " + (maxId1 - startId1) + "), "
        + report.nodesAboveRange() + " above (added by requests), " + report.nodesBelowRange() + " below startid1");
    LOG.info("Count rows checked: " + report.countRowsChecked() + ", mismatches: " + report.countMismatches());
    if (report.misplacedRows() > 0) {
      LOG.error("Rows held by the wrong shard: " + report.misplacedRows());
    }
    if (report.divergentEndpoints() > 0) {
      LOG.error("Endpoints whose data differs from the first endpoint's: " + report.divergentEndpoints());
    }
    report.examples().forEach(example -> LOG.warn("Mismatch: " + example));
    if (report.consistent()) {
      LOG.info("VERIFY PASSED: the count table agrees with the visible links");
    } else {
      LOG.error("VERIFY FAILED: " + report.countMismatches() + " count mismatches, " + report.nodesBelowRange()
          + " nodes below startid1" + (report.misplacedRows() > 0 ? ", " + report.misplacedRows()
              + " rows in the wrong shard" : "")
          + (report.divergentEndpoints() > 0 ? ", "
              + report.divergentEndpoints() + " divergent endpoints" : "")
          + (report.countMismatches() > 0 ? "; to start from a consistent graph, load again with -D"
              + " load_existing=truncate" : ""));
    }
    return report.consistent();
  }
}
