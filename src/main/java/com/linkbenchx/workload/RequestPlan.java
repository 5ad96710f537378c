package com.linkbenchx.workload;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.Logs;
import com.linkbenchx.workload.distributions.ConfigChecks;
import com.linkbenchx.workload.distributions.ProbabilityDistribution;
import com.linkbenchx.workload.distributions.ThreadSafeDistribution;
import java.util.List;
import java.util.function.Supplier;

/**
 * The validated access settings of the request phase (SPEC §6.5-6.6), from which each requester
 * gets its own {@link RequestChooser}. Immutable.
 *
 * <p>LinkBench read the uncorrelated-write settings from {@code read_uncorr_*} [Q3], so
 * {@code write_uncorr_*} keys were ignored and link writes used the read blend and function. That
 * defines the shipped workload and is kept by default, with a warning when such keys are present;
 * {@code fix_write_uncorr_keys = true} reads {@code write_uncorr_blend} and
 * {@code write_uncorr_function} instead.
 */
final class RequestPlan {
  static final String FIX_WRITE_UNCORR_KEY = "fix_write_uncorr_keys";
  static final String MULTIGET_KEY = "link_multiget_dist";
  static final String ID2GEN_KEY = "id2gen_config";
  private static final String READ_UNCORR = "read_uncorr_";
  private static final String WRITE_UNCORR = "write_uncorr_";

  private final GraphShape graph;
  private final Supplier<AccessDistribution> linkReads;
  private final Supplier<AccessDistribution> linkReadsUncorrelated;
  private final double readBlend;
  private final Supplier<AccessDistribution> linkWrites;
  private final Supplier<AccessDistribution> linkWritesUncorrelated;
  private final double writeBlend;
  private final List<Supplier<AccessDistribution>> nodeAccess;
  private final Supplier<ProbabilityDistribution> multigetSizes;
  private final boolean id2PerRequester;

  RequestPlan(Config config, GraphShape graph, boolean nodeOps, EmpiricalDataSource data) {
    this.graph = graph;
    long start = graph.startId1();
    long max = graph.maxId1();
    boolean honourWriteKeys = config.getBoolean(FIX_WRITE_UNCORR_KEY, false);
    if (!honourWriteKeys) {
      warnIgnoredWriteKeys(config);
    }
    linkWrites = AccessPlans.fromConfig(config, AccessKind.LINK_WRITES, "write_", start, max, data);
    linkReads = AccessPlans.fromConfig(config, AccessKind.LINK_READS, "read_", start, max, data);
    String writePrefix = honourWriteKeys ? WRITE_UNCORR : READ_UNCORR;
    writeBlend = blend(config, writePrefix + "blend");
    linkWritesUncorrelated = writeBlend > 0
        ? AccessPlans.fromConfig(config, AccessKind.LINK_WRITES_UNCORR, writePrefix, start, max, data) : null;
    readBlend = blend(config, READ_UNCORR + "blend");
    linkReadsUncorrelated = readBlend > 0
        ? AccessPlans.fromConfig(config, AccessKind.LINK_READS_UNCORR, READ_UNCORR, start, max, data) : null;
    id2PerRequester = config.getIntInRange(ID2GEN_KEY, 0, 0, 1) == 1;
    multigetSizes = multigetSizes(config, data);
    nodeAccess = nodeOps ? List.of(
        nodeAccess(config, AccessKind.NODE_READS, "Node access", "Node read distribution not configured but"
            + " node read operations have non-zero probability", start, max, data),
        nodeAccess(config, AccessKind.NODE_UPDATES, "Node access", "Node write distribution not configured but"
            + " node write operations have non-zero probability", start, max, data),
        nodeAccess(config, AccessKind.NODE_DELETES, "Node delete", "Node delete distribution not configured but"
            + " node write operations have non-zero probability", start, max, data)) : List.of();
  }

  RequestChooser newChooser(int requesterIndex, int requesterCount) {
    if (requesterCount < 1 || requesterIndex < 0 || requesterIndex >= requesterCount) {
      throw new IllegalArgumentException("Bad requester id " + requesterIndex + "/" + requesterCount);
    }
    return new RequestChooser(graph,
        new BlendedAccess(linkReads.get(), linkReadsUncorrelated == null ? null : linkReadsUncorrelated.get(),
            readBlend),
        new BlendedAccess(linkWrites.get(), linkWritesUncorrelated == null ? null : linkWritesUncorrelated.get(),
            writeBlend),
        nodeAccess.isEmpty() ? null : nodeAccess.get(0).get(),
        nodeAccess.isEmpty() ? null : nodeAccess.get(1).get(),
        nodeAccess.isEmpty() ? null : nodeAccess.get(2).get(),
        multigetSizes == null ? null : multigetSizes.get(),
        new Id2Chooser(graph, id2PerRequester, requesterIndex, requesterCount));
  }

  /** A percentage key as a fraction; 0 when absent. */
  private static double blend(Config config, String key) {
    if (!config.has(key)) {
      return 0.0;
    }
    double percent = config.getDouble(key);
    if (percent < 0.0 || percent > 100.0) {
      throw ConfigChecks.invalid(key, config.getString(key), "a percentage in [0, 100]");
    }
    return percent / 100.0;
  }

  private static void warnIgnoredWriteKeys(Config config) {
    List<String> ignored = config.asMap().keySet().stream()
        .filter(key -> key.startsWith(WRITE_UNCORR)).sorted().toList();
    if (!ignored.isEmpty()) {
      Logs.logger().warn("Ignoring " + String.join(", ", ignored) + ": link writes use the read_uncorr_*"
          + " blend and function, as in LinkBench; set " + FIX_WRITE_UNCORR_KEY + " = true to use them");
    }
  }

  /** LinkBench's rewrite of node distribution errors (SPEC E14), after an INFO line with the cause. */
  private static Supplier<AccessDistribution> nodeAccess(Config config, AccessKind kind, String logLabel,
      String message, long start, long max, EmpiricalDataSource data) {
    AccessPlans.requireRealSupport(config, kind, kind.prefix());
    try {
      return AccessPlans.fromConfig(config, kind, kind.prefix(), start, max, data);
    } catch (ConfigError e) {
      Logs.logger().info(logLabel + " distribution not configured: " + e.getMessage());
      throw new ConfigError(message, e);
    }
  }

  private static Supplier<ProbabilityDistribution> multigetSizes(Config config, EmpiricalDataSource data) {
    String className = config.getString(MULTIGET_KEY, "").trim();
    if (className.isEmpty()) {
      return null;
    }
    String minKey = MULTIGET_KEY + "_min";
    String maxKey = MULTIGET_KEY + "_max";
    int min = config.getIntInRange(minKey, 0, Integer.MAX_VALUE);
    int max = config.getInt(maxKey);
    if (max <= min) {
      throw ConfigChecks.invalid(maxKey, max, "> " + minKey + " (" + min + ")");
    }
    String prefix = MULTIGET_KEY + "_";
    ProbabilityDistribution first = DistributionLoader.load(config, MULTIGET_KEY, className, min, max, prefix, data);
    if (first instanceof ThreadSafeDistribution) {
      return () -> first;
    }
    return () -> DistributionLoader.load(config, MULTIGET_KEY, className, min, max, prefix, data);
  }
}
