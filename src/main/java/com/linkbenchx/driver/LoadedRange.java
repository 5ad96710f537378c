package com.linkbenchx.driver;

import com.linkbenchx.config.Logs;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.NodeIdRange;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.WorkerStores;
import java.util.Locale;
import java.util.Optional;
import org.apache.logging.log4j.Logger;

/**
 * Compares the ids a request phase or a verify will use, {@code [startid1, maxid1)}, with the node ids the store
 * holds, so a benchmark of the wrong graph (a smaller one, or none) is refused before it starts.
 */
final class LoadedRange {
  private static final Logger LOG = Logs.logger();
  /** A request phase with more than this share of its ids never loaded is refused; less is warned. */
  static final double MISSING_SHARE_REFUSED = 0.10;

  /** What the ids are about to be used for. */
  enum Use {
    REQUESTS("the request phase would draw ids from", true),
    VERIFY("--verify would check ids", false);

    final String words;
    final boolean refusesPartial;

    Use(String words, boolean refusesPartial) {
      this.words = words;
      this.refusesPartial = refusesPartial;
    }
  }

  private LoadedRange() {
  }

  /**
   * Reads the store's node-id range and judges {@code [startId1, maxId1)} by it: throws when refused, logs a warning
   * (and returns it) when partly outside, returns null when all is well or the store cannot tell.
   */
  static String check(StoreSet stores, String dbid, long startId1, long maxId1, Use use) throws StoreException {
    Optional<NodeIdRange> loaded;
    try (WorkerStores opened = stores.openNodes(Phase.REQUEST, 0)) {
      loaded = opened.nodes().nodeIdRange(dbid);
    }
    if (loaded.isEmpty()) {
      LOG.debug("Store " + stores.nodeProvider().describe() + " cannot tell which node ids it holds: not checked");
      return null;
    }
    String problem = judge(loaded.get(), dbid, startId1, maxId1, use);
    if (problem == null) {
      return null;
    }
    // --verify only warns: a links-only load, or one killed before its nodes, holds links worth checking.
    if (use.refusesPartial && missingShare(loaded.get(), startId1, maxId1) > MISSING_SHARE_REFUSED) {
      throw new StoreException(ErrorKind.FATAL, problem);
    }
    LOG.warn(problem);
    return problem;
  }

  /** The one line about {@code [startId1, maxId1)} against what is loaded; null when every id lies in it. */
  static String judge(NodeIdRange loaded, String dbid, long startId1, long maxId1, Use use) {
    String asked = use.words + " [" + startId1 + ", " + maxId1 + ") (startid1, maxid1)";
    if (loaded.isEmpty()) {
      return "dbid " + dbid + " holds no node, but " + asked + ": load the graph first (-l), or point dbid, startid1"
          + " and maxid1 at a loaded one";
    }
    double missing = missingShare(loaded, startId1, maxId1);
    if (missing == 0) {
      return null;
    }
    String suggestion = "-D startid1=" + loaded.lowest() + " -D maxid1=" + (loaded.highest() + 1);
    return Character.toUpperCase(asked.charAt(0)) + asked.substring(1) + ", but dbid " + dbid + " holds node ids "
        + loaded + ": " + String.format(Locale.ROOT, "%.1f%%", missing * 100) + " of them were never loaded"
        + (use.refusesPartial && missing > MISSING_SHARE_REFUSED
            ? "; set startid1 and maxid1 to the loaded graph's (" + suggestion + "), or load that range"
            : "; operations on those ids find nothing");
  }

  /** The share of {@code [startId1, maxId1)} outside the loaded range. */
  static double missingShare(NodeIdRange loaded, long startId1, long maxId1) {
    double asked = (double) maxId1 - startId1;
    if (loaded.isEmpty() || asked <= 0) {
      return loaded.isEmpty() ? 1 : 0;
    }
    double from = Math.max((double) startId1, loaded.lowest());
    double to = Math.min((double) maxId1, loaded.highest() + 1.0);
    return Math.max(0, 1 - Math.max(0, to - from) / asked);
  }
}
