package com.linkbenchx.config;

/**
 * Keys that LinkBench's own configuration files set but this driver has no use for. They are
 * accepted without a warning so that those files run unchanged; their values are not checked.
 */
public final class LegacyKeys {
  private static final String SCOPE = "none (accepted for compatibility)";

  public static final ConfigKey<String> MAX_SAMPLES = ConfigKey.string("maxsamples")
      .scope(SCOPE)
      .doc("LinkBench's reservoir size for sampled latencies; every operation is recorded in full here");
  public static final ConfigKey<String> PROGRESS_FREQ = ConfigKey.string("progressfreq")
      .scope(SCOPE)
      .doc("LinkBench's request progress interval in seconds; periodic lines follow displayfreq here");
  public static final ConfigKey<String> REQ_PROGRESS_INTERVAL = ConfigKey.string("req_progress_interval")
      .scope(SCOPE)
      .doc("LinkBench's request progress interval in requests; periodic lines follow displayfreq here");

  public static final KeySet ALL = KeySet.of("Accepted and ignored", MAX_SAMPLES, PROGRESS_FREQ,
      REQ_PROGRESS_INTERVAL);

  private LegacyKeys() {
  }
}
