package com.linkbenchx.workload;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.workload.distributions.ConfigChecks;

/**
 * Everything that defines what the benchmark does, validated once per run (SPEC §5.2, §6.4-6.7):
 * the graph shape, payload generators, operation mix and access patterns. Immutable and
 * thread-safe; shared by all workers, each of which asks for its own generators and chooser.
 *
 * <p>Quirk switches read here and in the classes it builds (all default false = LinkBench):
 * {@code fix_link_type_split} (Q2, {@link GraphShape}), {@code fix_write_uncorr_keys} (Q3,
 * {@link RequestPlan}), {@code fix_motif_length} (Q24,
 * {@link com.linkbenchx.workload.generators.MotifDataGenerator}) and {@code fix_geometric_quantile}
 * (Q26, {@link com.linkbenchx.workload.distributions.GeometricDistribution}).
 */
public final class Workload {
  static final String START_ID1_KEY = "startid1";
  static final String MAX_ID1_KEY = "maxid1";
  static final String LINK_TYPE_COUNT_KEY = "link_type_count";
  static final String RANDOM_ID2_MAX_KEY = "randomid2max";
  static final String GENERATE_NODES_KEY = "generate_nodes";
  static final String HISTORY_KEY = "getlinklist_history";

  private final GraphShape graph;
  private final PayloadSpec linkAdds;
  private final PayloadSpec linkUpdates;
  private final PayloadSpec nodeAdds;
  private final PayloadSpec nodeUpdates;
  private final OperationMix operationMix;
  private final double linkListHistoryFraction;
  private final RequestPlan requestPlan;

  private Workload(Config config, boolean loadPhase, boolean requestPhase) {
    long startId1 = config.getLong(START_ID1_KEY);
    if (startId1 < 1) {
      throw new ConfigError("startid1 must be >= 1, but was '" + startId1 + "'");
    }
    long maxId1 = config.getLong(MAX_ID1_KEY);
    if (maxId1 <= startId1) {
      throw new ConfigError("maxid1 must be > startid1 (" + startId1 + "), but was '" + maxId1 + "'");
    }
    EmpiricalDataSource data = new EmpiricalDataSource(config);
    OperationMix mix = requestPhase ? OperationMix.fromConfig(config) : null;
    graph = new GraphShape(startId1, maxId1,
        config.getIntInRange(LINK_TYPE_COUNT_KEY, 1, 1, Integer.MAX_VALUE),
        config.getLongInRange(RANDOM_ID2_MAX_KEY, 0, 0, Integer.MAX_VALUE),
        OutDegreeLaws.fromConfig(config, startId1, maxId1, data),
        config.getBoolean(GraphShape.FIX_LINK_TYPE_SPLIT_KEY, false));
    linkAdds = PayloadSpec.fromConfig(config, "link_datasize", PayloadSpec.LINK_DATA_LIMIT, "link_add_datagen");
    linkUpdates = requestPhase
        ? PayloadSpec.fromConfig(config, "link_datasize", PayloadSpec.LINK_DATA_LIMIT, "link_up_datagen") : null;
    boolean nodeOps = mix != null && mix.hasNodeOps();
    boolean loadsNodes = loadPhase && config.getBoolean(GENERATE_NODES_KEY, false);
    nodeAdds = nodeOps || loadsNodes
        ? PayloadSpec.fromConfig(config, "node_datasize", PayloadSpec.NODE_DATA_LIMIT, "node_add_datagen") : null;
    nodeUpdates = nodeOps
        ? PayloadSpec.fromConfig(config, "node_datasize", PayloadSpec.NODE_DATA_LIMIT, "node_up_datagen") : null;
    operationMix = mix;
    linkListHistoryFraction = requestPhase ? historyPercent(config) / 100 : 0.0;
    requestPlan = requestPhase ? new RequestPlan(config, graph, nodeOps, data) : null;
  }

  /**
   * Validates every workload key the selected phases use and reads {@code data_file} once if any
   * REAL distribution is used.
   *
   * @throws ConfigError with one line naming the key, the value and what was expected
   */
  public static Workload from(Config config, boolean loadPhase, boolean requestPhase) {
    return new Workload(config, loadPhase, requestPhase);
  }

  public GraphShape graph() {
    return graph;
  }

  /** A new per-thread generator of ADD_LINK (and loaded link) payloads. */
  public PayloadGenerator newLinkAddPayloads() {
    return linkAdds.newGenerator();
  }

  /** A new per-thread generator of UPDATE_LINK payloads (request phase only). */
  public PayloadGenerator newLinkUpdatePayloads() {
    return available(linkUpdates, "link_up_datagen", "the request phase").newGenerator();
  }

  /** A new per-thread generator of node payloads (when nodes are generated or node ops configured). */
  public PayloadGenerator newNodeAddPayloads() {
    return available(nodeAdds, "node_add_datagen", "generate_nodes = true or node operations").newGenerator();
  }

  /** A new per-thread generator of UPDATE_NODE payloads (request phase with node ops only). */
  public PayloadGenerator newNodeUpdatePayloads() {
    return available(nodeUpdates, "node_up_datagen", "node operations in the request phase").newGenerator();
  }

  /** The operation mix (request phase only). */
  public OperationMix operationMix() {
    return available(operationMix, "the operation mix", "the request phase");
  }

  /** {@code getlinklist_history / 100}: the share of GET_LINKS_LIST ops that try a history query. */
  public double getLinkListHistoryFraction() {
    return linkListHistoryFraction;
  }

  /** A chooser for one requester (not thread-safe); {@code requesterIndex} in [0, requesterCount). */
  public RequestChooser newRequestChooser(int requesterIndex, int requesterCount) {
    return available(requestPlan, "request access distributions", "the request phase")
        .newChooser(requesterIndex, requesterCount);
  }

  private static double historyPercent(Config config) {
    double percent = config.getDouble(HISTORY_KEY, 0.0);
    if (percent < 0.0 || percent > 100.0) {
      throw ConfigChecks.invalid(HISTORY_KEY, config.getString(HISTORY_KEY), "a percentage in [0, 100]");
    }
    return percent;
  }

  private static <T> T available(T part, String what, String neededFor) {
    if (part == null) {
      throw new IllegalStateException(what + " was not configured: it needs " + neededFor
          + " to be selected when the workload is built");
    }
    return part;
  }
}
