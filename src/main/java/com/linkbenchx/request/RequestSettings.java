package com.linkbenchx.request;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.stats.LatencyMetric;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * The request phase's settings, read and validated once (SPEC Part II §2.3 plus this project's
 * keys). Every error is one ConfigError line naming the key, the value and what was expected.
 *
 * @param requesters requester threads; 0 means no request phase
 * @param requests events to generate in total across all requesters (64-bit [Q5])
 * @param requestRate total events per second; {@code <= 0} selects closed-loop mode, where every
 *     requester runs operations back to back and nothing is queued [Q6]
 * @param maxTimeSeconds generation time limit, counted from the start of generation, warmup included
 * @param warmupSeconds one global warmup period at the start; its operations run but are not recorded
 * @param randomSeed {@code request_random_seed}, if configured
 * @param maxFailedRequests a requester stops once its failures exceed this; negative: never
 * @param displayFrequencySeconds interval between periodic reports
 * @param dbid database passed to every store call
 * @param queueCapacity events the hand-off queue holds before arrivals are dropped
 * @param shutdownGraceSeconds how long after {@code maxtime} queued events may still run
 * @param latencyHeadline response (default) or service: the metric behind the headline p95/p99/max
 * @param fixUpdateLink UPDATE_LINK calls updateLink instead of LinkBench's addLink [Q4]
 */
public record RequestSettings(int requesters, long requests, long requestRate, long maxTimeSeconds,
    long warmupSeconds, OptionalLong randomSeed, long maxFailedRequests, long displayFrequencySeconds,
    String dbid, int queueCapacity, long shutdownGraceSeconds, LatencyMetric latencyHeadline,
    boolean fixUpdateLink) {

  /**
   * LinkBenchX's queue size. A long per slot makes it 8 MB, and at the default it absorbs the same
   * backlog before dropping as LinkBenchX did before blocking, so overload looks comparable.
   */
  public static final int DEFAULT_QUEUE_CAPACITY = 1_000_000;
  /** 2^26 events, 512 MB of ring: beyond this a backlog is no longer a measurement. */
  public static final int MAX_QUEUE_CAPACITY = 1 << 26;
  public static final long DEFAULT_SHUTDOWN_GRACE_SECONDS = 5;
  public static final long DEFAULT_DISPLAY_FREQUENCY_SECONDS = 60;

  public RequestSettings {
    if (requesters < 0) {
      throw new IllegalArgumentException("requesters < 0");
    }
    if (latencyHeadline == LatencyMetric.QUEUE_WAIT) {
      throw new IllegalArgumentException("queue wait cannot be the headline latency");
    }
  }

  /** Reads the request keys. With {@code requesters = 0} no other key is read, as in LinkBench. */
  public static RequestSettings from(Config config) {
    int requesters = config.getIntInRange("requesters", 0, Integer.MAX_VALUE);
    if (requesters == 0) {
      return disabled();
    }
    long requests = config.getLongInRange("requests", 0, Long.MAX_VALUE);
    long requestRate = config.getLong("requestrate", 0);
    long maxTime = config.getLongInRange("maxtime", 1, Long.MAX_VALUE / 1_000_000_000L);
    long warmup = Math.max(0, config.getLong("warmup_time", 0));
    if (warmup > Long.MAX_VALUE / 1_000_000_000L) {
      warmup = Long.MAX_VALUE / 1_000_000_000L;
    }
    OptionalLong seed = config.has("request_random_seed")
        ? OptionalLong.of(config.getLong("request_random_seed")) : OptionalLong.empty();
    long maxFailed = config.getLong("max_failed_requests", 0);
    long displayFrequency = config.getLongInRange("displayfreq", DEFAULT_DISPLAY_FREQUENCY_SECONDS, 1,
        Long.MAX_VALUE / 1_000_000_000L);
    String dbid = config.getString("dbid");
    int queueCapacity = config.getIntInRange("request_queue_capacity", DEFAULT_QUEUE_CAPACITY, 1,
        MAX_QUEUE_CAPACITY);
    long grace = config.getLongInRange("shutdown_grace", DEFAULT_SHUTDOWN_GRACE_SECONDS, 0,
        Long.MAX_VALUE / 1_000_000_000L);
    LatencyMetric headline = headline(config.getString("latency_headline", "response"));
    boolean fixUpdateLink = config.getBoolean("fix_update_link", false);
    return new RequestSettings(requesters, requests, requestRate, maxTime, warmup, seed, maxFailed,
        displayFrequency, dbid, queueCapacity, grace, headline, fixUpdateLink);
  }

  /** {@code requesters = 0}: the phase logs that it is not configured and does nothing. */
  public static RequestSettings disabled() {
    return new RequestSettings(0, 0, 0, 1, 0, OptionalLong.empty(), 0, DEFAULT_DISPLAY_FREQUENCY_SECONDS, "",
        DEFAULT_QUEUE_CAPACITY, DEFAULT_SHUTDOWN_GRACE_SECONDS, LatencyMetric.RESPONSE, false);
  }

  public boolean enabled() {
    return requesters > 0;
  }

  /** Closed loop: no generator, no queue; each requester starts its next operation when one ends. */
  public boolean closedLoop() {
    return requestRate <= 0;
  }

  private static LatencyMetric headline(String value) {
    return switch (value.trim().toLowerCase(Locale.ROOT)) {
      case "response" -> LatencyMetric.RESPONSE;
      case "service" -> LatencyMetric.SERVICE;
      default -> throw new ConfigError("Expected configuration key latency_headline to be response or service,"
          + " but was '" + value + "'");
    };
  }
}
