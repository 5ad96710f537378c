package com.linkbenchx.workload;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeySet;

/** Keys defining the generated graph and its payloads, read by the load and request phases alike. */
public final class WorkloadKeys {
  private static final String BOTH = "load, request";

  public static final ConfigKey<Long> START_ID1 = ConfigKey.longInteger("startid1").constraint(">= 1")
      .scope("load, request, --verify")
      .doc("First id1 of the graph (inclusive)");
  public static final ConfigKey<Long> MAX_ID1 = ConfigKey.longInteger("maxid1").constraint("> startid1")
      .scope("load, request, --verify")
      .doc("End of the id1 range (exclusive): the graph has maxid1 - startid1 nodes");
  public static final ConfigKey<Integer> LINK_TYPE_COUNT = ConfigKey.integer("link_type_count").defaultValue(1)
      .range(1, Integer.MAX_VALUE).scope(BOTH)
      .doc("Link types 123456789 + k for k in [0, count)");
  public static final ConfigKey<Long> RANDOM_ID2_MAX = ConfigKey.longInteger("randomid2max").defaultValue(0L)
      .range(0, Integer.MAX_VALUE).scope(BOTH)
      .doc("> 0: id2s are uniform over [0, randomid2max) instead of following id1");
  public static final ConfigKey<Boolean> FIX_LINK_TYPE_SPLIT = ConfigKey.bool("fix_link_type_split").defaultValue(false)
      .scope(BOTH)
      .doc("true: an id1's links split exactly across the link types; false (LinkBench): about two extra links");
  public static final ConfigKey<Boolean> GENERATE_NODES = ConfigKey.bool("generate_nodes").scope("load")
      .doc("Load node rows too");
  public static final ConfigKey<String> NLINKS_FUNC = ConfigKey.className("nlinks_func")
      .constraint("REAL, CONST, RECIPROCAL, MULTIPLES, PERFECT_SQUARES, EXPONENTIAL or a distribution class")
      .scope(BOTH)
      .doc("Out-degree law: how many links each id1 has; a class reads nlinks_shape, nlinks_mean, ...");
  public static final ConfigKey<Integer> NLINKS_CONFIG = ConfigKey.integer("nlinks_config")
      .constraint(">= 1 for MULTIPLES and PERFECT_SQUARES, >= 2 for EXPONENTIAL").scope(BOTH)
      .doc("Parameter of an arithmetic nlinks_func (required by them)");
  public static final ConfigKey<Integer> NLINKS_DEFAULT = ConfigKey.integer("nlinks_default")
      .range(0, Integer.MAX_VALUE).scope(BOTH)
      .doc("Links of an id1 the arithmetic nlinks_func does not select (required by them)");
  public static final ConfigKey<Double> LINK_DATASIZE = ConfigKey.decimal("link_datasize").constraint("> 0").scope(BOTH)
      .doc("Median link payload length in bytes (log-normal, sigma 1, below 255)");
  public static final ConfigKey<Double> NODE_DATASIZE = ConfigKey.decimal("node_datasize").constraint("> 0")
      .scope("load (generate_nodes), request (node operations)")
      .doc("Median node payload length in bytes (log-normal, sigma 1, below 1 MiB)");
  public static final ConfigKey<String> LINK_ADD_DATAGEN = ConfigKey.className("link_add_datagen").scope(BOTH)
      .doc("Payload generator of loaded and added links; its parameters are link_add_datagen_*");
  public static final ConfigKey<String> LINK_UP_DATAGEN = ConfigKey.className("link_up_datagen").scope("request")
      .doc("Payload generator of link updates; its parameters are link_up_datagen_*");
  public static final ConfigKey<String> NODE_ADD_DATAGEN = ConfigKey.className("node_add_datagen")
      .scope("load (generate_nodes), request (node operations)")
      .doc("Payload generator of loaded and added nodes; its parameters are node_add_datagen_*");
  public static final ConfigKey<String> NODE_UP_DATAGEN = ConfigKey.className("node_up_datagen")
      .scope("request (node operations)")
      .doc("Payload generator of node updates; its parameters are node_up_datagen_*");

  public static final KeySet ALL = KeySet.of("Graph and payloads", START_ID1, MAX_ID1, LINK_TYPE_COUNT, RANDOM_ID2_MAX,
      FIX_LINK_TYPE_SPLIT, GENERATE_NODES, NLINKS_FUNC, NLINKS_CONFIG, NLINKS_DEFAULT, LINK_DATASIZE, NODE_DATASIZE,
      LINK_ADD_DATAGEN, LINK_UP_DATAGEN, NODE_ADD_DATAGEN, NODE_UP_DATAGEN);

  private WorkloadKeys() {
  }
}
