package com.linkbenchx.workload.distributions;

import com.linkbenchx.config.ConfigError;

/**
 * One-line configuration errors in the style of {@link com.linkbenchx.config.Config}'s typed
 * getters: the key, the value and what was expected.
 */
public final class ConfigChecks {
  private ConfigChecks() {
  }

  /** "Expected configuration key k to be what, but was 'v'". */
  public static ConfigError invalid(String key, Object value, String expected) {
    return new ConfigError("Expected configuration key " + key + " to be " + expected
        + ", but was '" + value + "'");
  }

  /** LinkBench's message for an empty or inverted interval, as a configuration error. */
  public static void requireDomain(long min, long max) {
    if (max <= min) {
      throw new ConfigError("max = " + max + " <= min = " + min
          + ": probability distribution cannot have zero or negative domain");
    }
  }
}
