package com.linkbenchx.store.connection;

import com.linkbenchx.config.Config;
import java.util.random.RandomGenerator;

/**
 * How often and how patiently a transient failure (deadlock, lock-wait timeout, serialization failure) is retried.
 *
 * @param maxRetries retries after the first attempt; 0 disables retrying
 * @param backoffMillis base delay before the first retry; it doubles on every further retry
 * @param maxBackoffMillis upper bound of the doubled delay
 */
public record RetryPolicy(int maxRetries, long backoffMillis, long maxBackoffMillis) {
  public static final int DEFAULT_MAX_RETRIES = 10;
  public static final long DEFAULT_BACKOFF_MILLIS = 5;
  public static final long DEFAULT_MAX_BACKOFF_MILLIS = 1000;
  /**
   * The load retries a transient failure or commit conflict until this long after the first, past {@code maxRetries}:
   * loaders on a cluster can lose certification many times in a row, and a failed load loses everything it did.
   */
  public static final int LOAD_PATIENCE_SECONDS = 120;

  public RetryPolicy {
    if (maxRetries < 0 || backoffMillis < 0 || maxBackoffMillis < 0) {
      throw new IllegalArgumentException("retry settings must not be negative");
    }
  }

  /** The policy of the {@code max_retries}, {@code retry_backoff_ms} and {@code retry_backoff_max_ms} keys. */
  public static RetryPolicy from(Config config) {
    return new RetryPolicy(ConnectionKeys.MAX_RETRIES.read(config), ConnectionKeys.RETRY_BACKOFF_MS.read(config),
        ConnectionKeys.RETRY_BACKOFF_MAX_MS.read(config));
  }

  /** The pause before retry {@code retry} (1-based): exponential, capped, jittered to half-to-full against lockstep. */
  public long delayMillis(int retry, RandomGenerator random) {
    if (backoffMillis == 0) {
      return 0;
    }
    int doublings = Math.min(retry - 1, 30);
    long ceiling = Math.min(maxBackoffMillis, backoffMillis << doublings);
    long floor = ceiling / 2;
    return floor + random.nextLong(ceiling - floor + 1);
  }
}
