package com.linkbenchx.workload;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.model.LinkBenchOp;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Random;

/** The operation mix: the ten percentages as cumulative thresholds in LinkBench's fixed order. Immutable. */
public final class OperationMix {
  /** Config key of each request op; link ops are required, node ops default to 0. */
  static final Map<LinkBenchOp, ConfigKey<Double>> KEYS = Map.of(LinkBenchOp.ADD_LINK, AccessKeys.ADD_LINK,
      LinkBenchOp.DELETE_LINK, AccessKeys.DELETE_LINK, LinkBenchOp.UPDATE_LINK, AccessKeys.UPDATE_LINK,
      LinkBenchOp.COUNT_LINK, AccessKeys.COUNT_LINK, LinkBenchOp.MULTIGET_LINK, AccessKeys.GET_LINK,
      LinkBenchOp.GET_LINKS_LIST, AccessKeys.GET_LINK_LIST, LinkBenchOp.ADD_NODE, AccessKeys.ADD_NODE,
      LinkBenchOp.UPDATE_NODE, AccessKeys.UPDATE_NODE, LinkBenchOp.DELETE_NODE, AccessKeys.DELETE_NODE,
      LinkBenchOp.GET_NODE, AccessKeys.GET_NODE);
  private static final double SUM_TOLERANCE = 1e-5;

  private final LinkBenchOp[] order = LinkBenchOp.REQUEST_OPS_IN_THRESHOLD_ORDER.clone();
  private final double[] thresholds = new double[order.length];
  private final EnumMap<LinkBenchOp, Double> shares = new EnumMap<>(LinkBenchOp.class);

  private OperationMix(Config config) {
    double cumulative = 0.0;
    for (int i = 0; i < order.length; i++) {
      LinkBenchOp op = order[i];
      ConfigKey<Double> key = KEYS.get(op);
      double share = key.read(config);
      if (share < 0.0) {
        throw ConfigError.invalid(key.name(), key.raw(config).orElse(""), "a percentage >= 0");
      }
      shares.put(op, share);
      cumulative += share;
      thresholds[i] = cumulative;
    }
    if (Math.abs(cumulative - 100.0) > SUM_TOLERANCE) {
      throw new ConfigError("Percentages of request types do not add to 100, only " + cumulative + "!");
    }
  }

  /** Reads {@code addlink ... getnode}; checks that none is negative and that they sum to 100. */
  public static OperationMix fromConfig(Config config) {
    return new OperationMix(config);
  }

  /**
   * The first op in threshold order whose threshold is at least 100 * nextDouble(); {@link LinkBenchOp#UNKNOWN} when
   * the shares sum to slightly under 100 (LinkBench's "No-op in requester" case).
   */
  public LinkBenchOp choose(Random rng) {
    double r = 100.0 * rng.nextDouble();
    for (int i = 0; i < order.length; i++) {
      if (r <= thresholds[i]) {
        return order[i];
      }
    }
    return LinkBenchOp.UNKNOWN;
  }

  /** The configured percentage of {@code op}; 0 for ops that are not request ops. */
  public double share(LinkBenchOp op) {
    return shares.getOrDefault(op, 0.0);
  }

  /** The cumulative threshold of {@code op} in threshold order; 0 for ops that are not request ops. */
  public double threshold(LinkBenchOp op) {
    int index = Arrays.asList(order).indexOf(op);
    return index < 0 ? 0.0 : thresholds[index];
  }

  /** LinkBench's test: the GET_NODE threshold exceeds the GET_LINKS_LIST threshold. */
  public boolean hasNodeOps() {
    return threshold(LinkBenchOp.GET_NODE) > threshold(LinkBenchOp.GET_LINKS_LIST);
  }

  @Override
  public String toString() {
    return "OperationMix" + shares;
  }
}
