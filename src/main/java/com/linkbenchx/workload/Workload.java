package com.linkbenchx.workload;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;

/**
 * Everything that defines what the benchmark does, validated once per run: the graph shape, payload generators,
 * operation mix and access patterns. Immutable and thread-safe; each worker asks for its own generators and chooser.
 * The {@code fix_*} quirk switches (all default false = LinkBench) are read by the classes it builds.
 */
public final class Workload {
  private final GraphShape graph;
  private final PayloadSpec linkAdds;
  private final PayloadSpec linkUpdates;
  private final PayloadSpec nodeAdds;
  private final PayloadSpec nodeUpdates;
  private final OperationMix operationMix;
  private final double linkListHistoryFraction;
  private final RequestPlan requestPlan;

  private Workload(Config config, boolean loadPhase, boolean requestPhase) {
    long startId1 = WorkloadKeys.START_ID1.read(config);
    if (startId1 < 1) {
      throw new ConfigError("startid1 must be >= 1, but was '" + startId1 + "'");
    }
    long maxId1 = WorkloadKeys.MAX_ID1.read(config);
    if (maxId1 <= startId1) {
      throw new ConfigError("maxid1 must be > startid1 (" + startId1 + "), but was '" + maxId1 + "'");
    }
    EmpiricalDataSource data = new EmpiricalDataSource(config);
    operationMix = requestPhase ? OperationMix.fromConfig(config) : null;
    graph = new GraphShape(startId1, maxId1, WorkloadKeys.LINK_TYPE_COUNT.read(config),
        WorkloadKeys.RANDOM_ID2_MAX.read(config), OutDegreeFunction.fromConfig(config, startId1, maxId1, data),
        WorkloadKeys.FIX_LINK_TYPE_SPLIT.read(config));
    linkAdds = PayloadSpec.fromConfig(config, WorkloadKeys.LINK_DATASIZE, PayloadSpec.LINK_DATA_LIMIT,
        WorkloadKeys.LINK_ADD_DATAGEN);
    linkUpdates = requestPhase ? PayloadSpec.fromConfig(config, WorkloadKeys.LINK_DATASIZE,
        PayloadSpec.LINK_DATA_LIMIT, WorkloadKeys.LINK_UP_DATAGEN) : null;
    boolean nodeOps = operationMix != null && operationMix.hasNodeOps();
    boolean loadsNodes = loadPhase && WorkloadKeys.GENERATE_NODES.read(config);
    nodeAdds = nodeOps || loadsNodes ? PayloadSpec.fromConfig(config, WorkloadKeys.NODE_DATASIZE,
        PayloadSpec.NODE_DATA_LIMIT, WorkloadKeys.NODE_ADD_DATAGEN) : null;
    nodeUpdates = nodeOps ? PayloadSpec.fromConfig(config, WorkloadKeys.NODE_DATASIZE,
        PayloadSpec.NODE_DATA_LIMIT, WorkloadKeys.NODE_UP_DATAGEN) : null;
    linkListHistoryFraction = requestPhase ? AccessPlans.fraction(config, AccessKeys.GETLINKLIST_HISTORY) : 0.0;
    requestPlan = requestPhase ? new RequestPlan(config, graph, nodeOps, data) : null;
  }

  /** Validates every workload key the selected phases use; reads {@code data_file} once if any REAL law is used. */
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

  private static <T> T available(T part, String what, String neededFor) {
    if (part == null) {
      throw new IllegalStateException(what + " was not configured: it needs " + neededFor
          + " to be selected when the workload is built");
    }
    return part;
  }
}
