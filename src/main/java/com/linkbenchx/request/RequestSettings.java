package com.linkbenchx.request;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.Coordination;
import com.linkbenchx.config.GeneralKeys;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.store.StoreKeys;
import java.util.OptionalLong;

/**
 * The request phase's settings, read and validated once; every error is one ConfigError line naming the key, the value
 * and what was expected.
 *
 * @param requesters requester threads; 0 means no request phase
 * @param requests events to generate in total across all requesters
 * @param requestRate total events per second; {@code <= 0} selects closed-loop mode
 * @param maxTimeSeconds generation time limit from the start of generation, warmup included
 * @param warmupSeconds one global warmup period at the start; its operations run but are not recorded
 * @param maxFailedRequests a requester stops once its failures exceed this; negative: never
 * @param queueCapacity events the hand-off queue holds before arrivals are dropped
 * @param shutdownGraceSeconds how long after {@code maxtime} queued events may still run
 * @param latencyHeadline response (default) or service: the metric behind the headline p95/p99/max
 * @param fixUpdateLink UPDATE_LINK calls updateLink instead of LinkBench's addLink
 * @param calibrateSeconds seconds of calibration against the no-op store before the phase; 0: none
 * @param handoffSpinShare the most of one core an idle requester may spend spinning for the next event; 0: park only
 * @param warmupDefaulted {@code warmup_time} was not set, so the warmup is {@link #defaultWarmupSeconds}
 */
public record RequestSettings(int requesters, long requests, long requestRate, long maxTimeSeconds,
    long warmupSeconds, OptionalLong randomSeed, long maxFailedRequests, long displayFrequencySeconds,
    String dbid, int queueCapacity, long shutdownGraceSeconds, LatencySeries latencyHeadline,
    boolean fixUpdateLink, long calibrateSeconds, double handoffSpinShare, Coordination coordination,
    boolean warmupDefaulted) {

  /** LinkBenchX's queue size (8 MB of longs): the same backlog before dropping as it had before blocking. */
  public static final int DEFAULT_QUEUE_CAPACITY = 1_000_000;
  /** 2^26 events, 512 MB of ring: beyond this a backlog is no longer a measurement. */
  public static final int MAX_QUEUE_CAPACITY = 1 << 26;
  public static final long DEFAULT_SHUTDOWN_GRACE_SECONDS = 5;
  public static final long DEFAULT_DISPLAY_FREQUENCY_SECONDS = 60;
  /** The calibration's warmup (JIT compilation of the request path), not measured. */
  static final long CALIBRATION_WARMUP_SECONDS = 1;
  /** Default warmup: maxtime / 5, at most 20 s (JIT and connection pools, short of a long run's steady state). */
  static final long DEFAULT_WARMUP_DIVISOR = 5;
  static final long DEFAULT_WARMUP_MAX_SECONDS = 20;

  public RequestSettings {
    if (requesters < 0) {
      throw new IllegalArgumentException("requesters < 0");
    }
    if (latencyHeadline == LatencySeries.QUEUE_WAIT) {
      throw new IllegalArgumentException("queue wait cannot be the headline latency");
    }
    if (!(handoffSpinShare >= 0 && handoffSpinShare <= 1)) {
      throw new IllegalArgumentException("handoffSpinShare not in [0, 1]: " + handoffSpinShare);
    }
  }

  /** Reads the request keys. With {@code requesters = 0} no other key is read, as in LinkBench. */
  public static RequestSettings from(Config config) {
    int requesters = RequestKeys.REQUESTERS.read(config);
    if (requesters == 0) {
      return disabled();
    }
    long requests = RequestKeys.REQUESTS.read(config);
    long requestRate = RequestKeys.REQUEST_RATE.read(config);
    long maxTime = RequestKeys.MAX_TIME.read(config);
    boolean warmupDefaulted = !RequestKeys.WARMUP_TIME.isSet(config);
    long warmup = warmupDefaulted ? defaultWarmupSeconds(maxTime) : Math.max(0, RequestKeys.WARMUP_TIME.read(config));
    if (!warmupDefaulted && warmup > 0 && warmup >= maxTime) {
      // Every operation would fall in the warmup: the phase would run and record nothing.
      throw new ConfigError("Expected configuration key warmup_time to be less than maxtime (" + maxTime
          + " s), but was '" + RequestKeys.WARMUP_TIME.raw(config).orElse("") + "': nothing would be recorded;"
          + " lower warmup_time or raise maxtime");
    }
    warmup = Math.min(warmup, Long.MAX_VALUE / 1_000_000_000L);
    OptionalLong seed = RequestKeys.RANDOM_SEED.readOptional(config).map(OptionalLong::of).orElse(OptionalLong.empty());
    return new RequestSettings(requesters, requests, requestRate, maxTime, warmup, seed,
        RequestKeys.MAX_FAILED_REQUESTS.read(config), GeneralKeys.DISPLAY_FREQUENCY.read(config),
        StoreKeys.DBID.read(config), RequestKeys.QUEUE_CAPACITY.read(config), RequestKeys.SHUTDOWN_GRACE.read(config),
        headline(RequestKeys.LATENCY_HEADLINE.read(config)), RequestKeys.FIX_UPDATE_LINK.read(config),
        RequestKeys.CALIBRATE.read(config) ? RequestKeys.CALIBRATE_SECONDS.read(config) : 0, handoffSpinShare(config),
        Coordination.from(config, System.getenv()), warmupDefaulted);
  }

  /** {@code requesters = 0}: the phase logs that it is not configured and does nothing. */
  public static RequestSettings disabled() {
    return new RequestSettings(0, 0, 0, 1, 0, OptionalLong.empty(), 0, DEFAULT_DISPLAY_FREQUENCY_SECONDS, "",
        DEFAULT_QUEUE_CAPACITY, DEFAULT_SHUTDOWN_GRACE_SECONDS, LatencySeries.RESPONSE, false, 0,
        SpinWindowEstimate.DEFAULT_SPIN_SHARE, Coordination.single(), false);
  }

  /** The warmup when {@code warmup_time} is not set: keeps a young JVM's first seconds out of the headline p99. */
  public static long defaultWarmupSeconds(long maxTimeSeconds) {
    return Math.min(DEFAULT_WARMUP_MAX_SECONDS, Math.max(0, maxTimeSeconds) / DEFAULT_WARMUP_DIVISOR);
  }

  public boolean enabled() {
    return requesters > 0;
  }

  /** Closed loop: no generator, no queue; each requester starts its next operation when one ends. */
  public boolean closedLoop() {
    return requestRate <= 0;
  }

  /** The calibration run: the same rate, requesters, queue and seed, no request limit, a 1-second warmup. */
  RequestSettings forCalibration() {
    return new RequestSettings(requesters, Long.MAX_VALUE, requestRate, CALIBRATION_WARMUP_SECONDS + calibrateSeconds,
        CALIBRATION_WARMUP_SECONDS, randomSeed, -1, Long.MAX_VALUE / 1_000_000_000L / 4, dbid, queueCapacity, 1,
        latencyHeadline, fixUpdateLink, 0, handoffSpinShare, Coordination.single(), false);
  }

  /** {@code handoff_spin_share}: a share of one core, 0 to 1. */
  private static double handoffSpinShare(Config config) {
    double share = RequestKeys.HANDOFF_SPIN_SHARE.read(config);
    if (!(share >= 0 && share <= 1)) {
      throw ConfigError.invalid(RequestKeys.HANDOFF_SPIN_SHARE.name(),
          RequestKeys.HANDOFF_SPIN_SHARE.raw(config).orElse(""), "a share of one core from 0 to 1");
    }
    return share;
  }

  private static LatencySeries headline(String value) {
    return value.equals("service") ? LatencySeries.SERVICE : LatencySeries.RESPONSE;
  }
}
