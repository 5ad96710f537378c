package com.linkbenchx.model;

/** LinkBench operation names, in the original order; summaries iterate in this order (nothing depends on the position). */
public enum LinkBenchOp {
  ADD_NODE, UPDATE_NODE, DELETE_NODE, GET_NODE, ADD_LINK, DELETE_LINK, UPDATE_LINK, COUNT_LINK, MULTIGET_LINK,
  GET_LINKS_LIST, LOAD_NODE_BULK, LOAD_LINK, LOAD_LINKS_BULK, LOAD_COUNTS_BULK, UNKNOWN;

  /** The ten operations of the request phase, in the order their cumulative thresholds are computed. */
  public static final LinkBenchOp[] REQUEST_OPS_IN_THRESHOLD_ORDER = {
      ADD_LINK, DELETE_LINK, UPDATE_LINK, COUNT_LINK, MULTIGET_LINK, GET_LINKS_LIST,
      ADD_NODE, UPDATE_NODE, DELETE_NODE, GET_NODE};
}
