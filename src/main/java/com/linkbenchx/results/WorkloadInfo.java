package com.linkbenchx.results;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a phase was asked to do.
 *
 * @param mode {@code open_loop} (a target rate), {@code closed_loop} (back to back) or {@code load}
 * @param targetRatePerSecond the request rate asked for; 0 in closed loop and load
 * @param requesters requester threads (request phase), else 0
 * @param loaders loader threads (load phase), else 0
 * @param startId1 first id1 of the graph
 * @param maxId1 one past the last id1
 * @param requests events to generate in total (request phase), else 0
 * @param displayFrequencySeconds interval length ({@code displayfreq})
 * @param warmupSeconds warmup at the start of the request phase
 * @param maxTimeSeconds time limit of the request phase; 0 for the load
 * @param headline the latency behind the LinkBenchX columns and lines (response or service)
 * @param queueCapacity events the request queue holds (open loop), else 0
 * @param p99TargetsMs the p99 response-time targets the user gave, by operation name (e.g.
 *     ADD_LINK), in milliseconds; empty when none
 */
public record WorkloadInfo(String mode, long targetRatePerSecond, int requesters, int loaders, long startId1,
    long maxId1, long requests, long displayFrequencySeconds, long warmupSeconds, long maxTimeSeconds,
    LatencySeries headline, long queueCapacity, Map<String, Double> p99TargetsMs) {

  public WorkloadInfo {
    p99TargetsMs = Collections.unmodifiableMap(new TreeMap<>(p99TargetsMs));
  }

  /** Without p99 targets. */
  public WorkloadInfo(String mode, long targetRatePerSecond, int requesters, int loaders, long startId1,
      long maxId1, long requests, long displayFrequencySeconds, long warmupSeconds, long maxTimeSeconds,
      LatencySeries headline, long queueCapacity) {
    this(mode, targetRatePerSecond, requesters, loaders, startId1, maxId1, requests, displayFrequencySeconds,
        warmupSeconds, maxTimeSeconds, headline, queueCapacity, Map.of());
  }

  public static final String OPEN_LOOP = "open_loop";
  public static final String CLOSED_LOOP = "closed_loop";
  public static final String LOAD = "load";
}
