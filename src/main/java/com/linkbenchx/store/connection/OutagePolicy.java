package com.linkbenchx.store.connection;

import com.linkbenchx.config.Config;

/**
 * How long a worker waits on a server that does not answer: each connection attempt and each statement are bounded,
 * and an unreachable server is retried for {@code store_outage_limit_seconds} (the operation's latency includes the
 * outage), after which the worker gives up with a {@link com.linkbenchx.store.StoreUnavailableException}.
 *
 * @param limitSeconds 0 gives up at the first failed reconnection
 */
public record OutagePolicy(long limitSeconds, int connectTimeoutSeconds, int readTimeoutSeconds) {
  public static final long DEFAULT_LIMIT_SECONDS = 60;
  public static final int DEFAULT_CONNECT_TIMEOUT_SECONDS = 10;
  /** Long enough for the slowest statement the driver sends (a --verify scan of a large table). */
  public static final int DEFAULT_READ_TIMEOUT_SECONDS = 1800;
  /** Pause between reconnection attempts: short, so the run resumes soon after the server returns. */
  public static final long RECONNECT_PAUSE_MILLIS = 250;

  public static OutagePolicy defaults() {
    return new OutagePolicy(DEFAULT_LIMIT_SECONDS, DEFAULT_CONNECT_TIMEOUT_SECONDS, DEFAULT_READ_TIMEOUT_SECONDS);
  }

  public static OutagePolicy from(Config config) {
    return new OutagePolicy(ConnectionKeys.OUTAGE_LIMIT_SECONDS.read(config),
        ConnectionKeys.CONNECT_TIMEOUT_SECONDS.read(config), ConnectionKeys.READ_TIMEOUT_SECONDS.read(config));
  }

  public long limitNanos() {
    return limitSeconds * 1_000_000_000L;
  }
}
