package com.linkbenchx.workload;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeyFamily;
import com.linkbenchx.config.Logs;
import com.linkbenchx.workload.distributions.DistributionKeys;
import com.linkbenchx.workload.distributions.ProbabilityDistribution;
import com.linkbenchx.workload.distributions.ThreadSafeDistribution;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The validated access settings of the request phase, from which each requester gets its own {@link RequestChooser}.
 *
 * <p>LinkBench read the uncorrelated-write settings from {@code read_uncorr_*}, ignoring {@code write_uncorr_*}. That
 * defines the shipped workload and is kept by default (with a warning when such keys are set to values other than the
 * shipped ones); {@code fix_write_uncorr_keys = true} reads the {@code write_uncorr_*} keys instead.
 */
final class RequestPlan {
  private static final String READ_UNCORR = "read_uncorr_";
  private static final String WRITE_UNCORR = "write_uncorr_";
  /** What LinkBench's workload file sets under write_uncorr_ (to no effect). */
  private static final Map<KeyFamily<?>, Double> SHIPPED_WRITE_UNCORR =
      Map.of(AccessKeys.BLEND, 95.0, DistributionKeys.SHAPE, 0.741, AccessKeys.FUNCTION_CONFIG, 1.0);
  private static final List<KeyFamily<?>> WRITE_UNCORR_FAMILIES = List.of(AccessKeys.BLEND, AccessKeys.FUNCTION,
      AccessKeys.FUNCTION_CONFIG, DistributionKeys.SHAPE, DistributionKeys.MEAN, DistributionKeys.PROB,
      DistributionKeys.REAL_KIND);

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
    boolean honourWriteKeys = AccessKeys.FIX_WRITE_UNCORR_KEYS.read(config);
    if (!honourWriteKeys) {
      warnIgnoredWriteKeys(config);
    }
    linkWrites = AccessPlans.fromConfig(config, AccessKind.LINK_WRITES, "write_", start, max, data);
    linkReads = AccessPlans.fromConfig(config, AccessKind.LINK_READS, "read_", start, max, data);
    String writePrefix = honourWriteKeys ? WRITE_UNCORR : READ_UNCORR;
    writeBlend = AccessPlans.fraction(config, AccessKeys.BLEND.at(writePrefix));
    linkWritesUncorrelated = writeBlend > 0
        ? AccessPlans.fromConfig(config, AccessKind.LINK_WRITES_UNCORR, writePrefix, start, max, data) : null;
    readBlend = AccessPlans.fraction(config, AccessKeys.BLEND.at(READ_UNCORR));
    linkReadsUncorrelated = readBlend > 0
        ? AccessPlans.fromConfig(config, AccessKind.LINK_READS_UNCORR, READ_UNCORR, start, max, data) : null;
    id2PerRequester = AccessKeys.ID2GEN_CONFIG.read(config) == 1;
    multigetSizes = multigetSizes(config, data);
    nodeAccess = nodeOps ? List.of(
        nodeAccess(config, AccessKind.NODE_READS, "Node access", "Node read distribution not configured but"
            + " node read operations have non-zero probability", start, max, data),
        nodeAccess(config, AccessKind.NODE_UPDATES, "Node access", "Node write distribution not configured but"
            + " node write operations have non-zero probability", start, max, data),
        nodeAccess(config, AccessKind.NODE_DELETES, "Node delete", "Node delete distribution not configured but"
            + " node write operations have non-zero probability", start, max, data))
        : List.of();
  }

  RequestChooser newChooser(int requesterIndex, int requesterCount) {
    if (requesterCount < 1 || requesterIndex < 0 || requesterIndex >= requesterCount) {
      throw new IllegalArgumentException("Bad requester id " + requesterIndex + "/" + requesterCount);
    }
    return new RequestChooser(graph,
        blended(linkReads, linkReadsUncorrelated, readBlend), blended(linkWrites, linkWritesUncorrelated, writeBlend),
        nodeAccess.isEmpty() ? null : nodeAccess.get(0).get(),
        nodeAccess.isEmpty() ? null : nodeAccess.get(1).get(),
        nodeAccess.isEmpty() ? null : nodeAccess.get(2).get(),
        multigetSizes == null ? null : multigetSizes.get(),
        new Id2Chooser(graph, id2PerRequester, requesterIndex, requesterCount));
  }

  /** Each draw uses the uncorrelated distribution iff nextDouble() < blend; no draw is spent without one. */
  private static AccessDistribution blended(Supplier<AccessDistribution> correlated,
      Supplier<AccessDistribution> uncorrelated, double blend) {
    if (uncorrelated == null) {
      return correlated.get();
    }
    AccessDistribution fromCorrelated = correlated.get();
    AccessDistribution fromUncorrelated = uncorrelated.get();
    return (rng, previousId) -> (rng.nextDouble() < blend ? fromUncorrelated : fromCorrelated).nextId(rng, previousId);
  }

  /** Names the {@code write_uncorr_*} keys set to other values than the shipped (and ignored) ones. */
  private static void warnIgnoredWriteKeys(Config config) {
    List<String> ignored = new ArrayList<>();
    for (KeyFamily<?> family : WRITE_UNCORR_FAMILIES) {
      ConfigKey<?> key = family.at(WRITE_UNCORR);
      String text = key.raw(config).orElse(null);
      if (text != null && !isShippedInertValue(family, text)) {
        ignored.add(key.name());
      }
    }
    if (!ignored.isEmpty()) {
      Collections.sort(ignored);
      Logs.logger().warn("Ignoring " + String.join(", ", ignored) + ": link writes use the read_uncorr_*"
          + " blend and function, as in LinkBench; set " + AccessKeys.FIX_WRITE_UNCORR_KEYS.name()
          + " = true to use them");
    }
  }

  private static boolean isShippedInertValue(KeyFamily<?> family, String text) {
    Double shipped = SHIPPED_WRITE_UNCORR.get(family);
    try {
      return shipped != null && Double.parseDouble(text) == shipped;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /** LinkBench's rewrite of node distribution errors, after an INFO line with the cause. */
  private static Supplier<AccessDistribution> nodeAccess(Config config, AccessKind kind, String logLabel,
      String message, long start, long max, EmpiricalDataSource data) {
    AccessPlans.requireRealSupport(config, kind, kind.prefix);
    try {
      return AccessPlans.fromConfig(config, kind, kind.prefix, start, max, data);
    } catch (ConfigError e) {
      Logs.logger().info(logLabel + " distribution not configured: " + e.getMessage());
      throw new ConfigError(message, e);
    }
  }

  private static Supplier<ProbabilityDistribution> multigetSizes(Config config, EmpiricalDataSource data) {
    String className = AccessKeys.MULTIGET_DIST.readOptional(config).orElse("").trim();
    if (className.isEmpty()) {
      return null;
    }
    int min = AccessKeys.MULTIGET_MIN.read(config);
    int max = AccessKeys.MULTIGET_MAX.read(config);
    if (max <= min) {
      throw ConfigError.invalid(AccessKeys.MULTIGET_MAX.name(), max,
          "> " + AccessKeys.MULTIGET_MIN.name() + " (" + min + ")");
    }
    String key = AccessKeys.MULTIGET_DIST.name();
    String prefix = key + "_";
    ProbabilityDistribution first = AccessPlans.loadDistribution(config, key, className, min, max, prefix, data);
    return first instanceof ThreadSafeDistribution ? () -> first
        : () -> AccessPlans.loadDistribution(config, key, className, min, max, prefix, data);
  }
}
