package com.linkbenchx.config;

/** Keys LinkBench's own configuration files set that this driver does not use: accepted unchecked, silently. */
public final class LegacyKeys {
  public static final ConfigKey<String> MAX_SAMPLES = accepted("maxsamples",
      "LinkBench's reservoir size for sampled latencies; every operation is recorded in full here");
  public static final ConfigKey<String> PROGRESS_FREQ = accepted("progressfreq",
      "LinkBench's request progress interval in seconds; periodic lines follow displayfreq here");
  public static final ConfigKey<String> REQ_PROGRESS_INTERVAL = accepted("req_progress_interval",
      "LinkBench's request progress interval in requests; periodic lines follow displayfreq here");
  public static final ConfigKey<String> GENERATE_NODES_FIRST = accepted("generate_nodes_first",
      "LinkBench MongoDB configuration: load every node before the links; here nodes load beside the"
          + " links and the store allocates their ids, so the order changes nothing");
  public static final ConfigKey<String> TRANS_TABLE = accepted("transtable",
      "LinkBench MongoDB configuration: the collection of its simulated two-phase transactions; the MongoDB"
          + " store uses the server's transactions (transaction_support_level) and writes no such collection");

  public static final KeySet ALL = KeySet.of("Accepted and ignored", MAX_SAMPLES, PROGRESS_FREQ,
      REQ_PROGRESS_INTERVAL, GENERATE_NODES_FIRST, TRANS_TABLE);

  private LegacyKeys() {
  }

  private static ConfigKey<String> accepted(String name, String doc) {
    return ConfigKey.string(name).scope("none (accepted for compatibility)").doc(doc);
  }
}
