package com.linkbenchx.request;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeyFamily;
import com.linkbenchx.config.KeySet;

/** Keys of the request phase ({@code -r}); the operation mix and access patterns are workload keys. */
public final class RequestKeys {
  private static final String SCOPE = "request";
  private static final long MAX_SECONDS = Long.MAX_VALUE / 1_000_000_000L;

  public static final ConfigKey<Integer> REQUESTERS = ConfigKey.integer("requesters")
      .range(0, Integer.MAX_VALUE).scope(SCOPE)
      .doc("Requester threads, each with its own store connection; 0 skips the request phase");
  public static final ConfigKey<Long> REQUESTS = ConfigKey.longInteger("requests").range(0, Long.MAX_VALUE).scope(SCOPE)
      .doc("Requests to generate in total across all requesters");
  public static final ConfigKey<Long> REQUEST_RATE = ConfigKey.longInteger("requestrate").defaultValue(0L).scope(SCOPE)
      .doc("Requests per second across all requesters (open loop, Poisson arrivals); <= 0: closed loop,"
          + " each requester runs operations back to back");
  public static final ConfigKey<Long> MAX_TIME = ConfigKey.longInteger("maxtime").range(1, MAX_SECONDS).scope(SCOPE)
      .doc("Seconds of request generation, warmup included");
  public static final ConfigKey<Long> WARMUP_TIME = ConfigKey.longInteger("warmup_time")
      .defaultText("maxtime/5, at most 20").constraint("negative means 0").scope(SCOPE)
      .doc("Seconds at the start whose operations run but are not recorded; 0: none");
  public static final ConfigKey<Long> RANDOM_SEED = ConfigKey.longInteger("request_random_seed")
      .defaultText("random, logged").scope(SCOPE)
      .doc("Seed of the request phase's random choices and arrival times");
  public static final ConfigKey<Long> MAX_FAILED_REQUESTS = ConfigKey.longInteger("max_failed_requests")
      .defaultValue(0L).scope(SCOPE)
      .doc("A requester stops once its failed operations exceed this; negative: never");
  public static final ConfigKey<Integer> QUEUE_CAPACITY = ConfigKey.integer("request_queue_capacity")
      .defaultValue(RequestSettings.DEFAULT_QUEUE_CAPACITY).range(1, RequestSettings.MAX_QUEUE_CAPACITY).scope(SCOPE)
      .doc("Requests the hand-off queue holds; an arrival that finds it full is dropped and counted");
  public static final ConfigKey<Long> SHUTDOWN_GRACE = ConfigKey.longInteger("shutdown_grace")
      .defaultValue(RequestSettings.DEFAULT_SHUTDOWN_GRACE_SECONDS).range(0, MAX_SECONDS).scope(SCOPE)
      .doc("Seconds after maxtime for queued requests to run; what is still queued then is counted as dropped");
  public static final ConfigKey<String> LATENCY_HEADLINE = ConfigKey.choice("latency_headline", "response", "service")
      .defaultValue("response").scope(SCOPE)
      .doc("Latency of the headline figures: response (from the scheduled arrival) or service (the store call)");
  public static final ConfigKey<Boolean> FIX_UPDATE_LINK = ConfigKey.bool("fix_update_link")
      .defaultValue(false).scope(SCOPE)
      .doc("true: UPDATE_LINK calls updateLink; false (LinkBench): it calls addLink, an upsert");

  public static final ConfigKey<Double> HANDOFF_SPIN_SHARE = ConfigKey.decimal("handoff_spin_share")
      .defaultValue(SpinWindowEstimate.DEFAULT_SPIN_SHARE).constraint("0 .. 1").scope(SCOPE)
      .doc("Most of one core the idle requester waiting for the next event may spend spinning before it is due,"
          + " at the request rate: a shorter hand-off for more CPU; 0: it only parks (a parked thread wakes tens of"
          + " microseconds late). calibrate=true measures what the hand-off cost");

  public static final ConfigKey<Boolean> CALIBRATE = ConfigKey.bool("calibrate").defaultValue(false).scope(SCOPE)
      .doc("true: before the phase, run the same rate and requesters against the no-op store and report the"
          + " driver's own floor (hand-off and driver-added p50/p99/max) in the log and calibration.json");
  public static final ConfigKey<Long> CALIBRATE_SECONDS = ConfigKey.longInteger("calibrate_seconds")
      .defaultValue(5L).range(1, 3600).scope(SCOPE)
      .doc("Seconds the calibration measures, after a 1-second warmup");

  public static final ConfigKey<Double> TARGET_P99 = ConfigKey.decimal("target_p99_ms")
      .defaultText("none").constraint("> 0").scope(SCOPE)
      .doc("p99 response-time target of each headline operation (ADD_LINK, GET_LINKS_LIST), in ms: the verdict"
          + " is a pass only if every p99 is at or below its target");
  public static final KeyFamily<Double> OPERATION_TARGET_P99 = KeyFamily.of(ConfigKey.decimal("target_p99_ms")
      .defaultText("target_p99_ms").constraint("> 0").scope(SCOPE)
      .doc("p99 response-time target of one headline operation, in ms, in place of target_p99_ms"),
      LatencyTargets.PREFIXES);

  public static final KeySet ALL = KeySet.of("Request phase", REQUESTERS, REQUESTS, REQUEST_RATE, MAX_TIME,
      WARMUP_TIME, RANDOM_SEED, MAX_FAILED_REQUESTS, QUEUE_CAPACITY, SHUTDOWN_GRACE, LATENCY_HEADLINE, FIX_UPDATE_LINK,
      HANDOFF_SPIN_SHARE, CALIBRATE, CALIBRATE_SECONDS, TARGET_P99).withFamilies(OPERATION_TARGET_P99);

  private RequestKeys() {
  }
}
