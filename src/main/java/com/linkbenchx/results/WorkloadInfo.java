package com.linkbenchx.results;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a phase was asked to do; figures that do not apply to the phase or mode are 0.
 *
 * @param mode {@code open_loop} (a target rate), {@code closed_loop} (back to back) or {@code load}
 * @param maxId1 one past the last id1
 * @param displayFrequencySeconds interval length ({@code displayfreq})
 * @param headline the latency behind the LinkBenchX columns and lines (response or service)
 * @param p99TargetsMs the p99 response-time targets the user gave in milliseconds, by operation name
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
