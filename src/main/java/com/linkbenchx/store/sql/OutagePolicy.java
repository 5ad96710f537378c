package com.linkbenchx.store.sql;

import com.linkbenchx.config.Config;

/**
 * How long a worker keeps trying to reopen its connections while the server is unreachable
 * ({@code store_outage_limit_seconds}). The operation in hand waits meanwhile, so its latency
 * includes the outage; past the limit the worker gives up with a {@link
 * com.linkbenchx.store.StoreUnavailableException} and stops.
 *
 * @param limitSeconds 0 gives up at the first failed reconnection
 */
public record OutagePolicy(long limitSeconds) {
  public static final long DEFAULT_LIMIT_SECONDS = 60;
  /** Pause between reconnection attempts: short, so the run resumes soon after the server returns. */
  static final long RECONNECT_PAUSE_MILLIS = 250;

  public static OutagePolicy defaults() {
    return new OutagePolicy(DEFAULT_LIMIT_SECONDS);
  }

  public static OutagePolicy from(Config config) {
    return new OutagePolicy(SqlKeys.OUTAGE_LIMIT_SECONDS.read(config));
  }

  long limitNanos() {
    return limitSeconds * 1_000_000_000L;
  }
}
