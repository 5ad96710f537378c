package com.linkbenchx.results;

import java.util.Locale;

/**
 * The driver's own floor, measured before a request phase by running the same rate and requesters
 * against the no-op store: what part of a small latency is the driver's. Latencies in microseconds,
 * from each event's scheduled time, pooled over the request operations.
 *
 * @param requestRate events per second offered (0: closed loop)
 * @param requesters requester threads
 * @param measuredSeconds the measured period (after a warmup)
 * @param events operations measured
 * @param achievedPerSecond operations measured per second of the measured period
 * @param dropped events dropped (queue full or left at the end)
 * @param handoffP50Micros queue wait (scheduled time to a requester taking the event), median
 * @param handoffP99Micros queue wait, 99th percentile
 * @param handoffMaxMicros queue wait, maximum
 * @param responseP50Micros response time with a store that answers at once: the driver-added latency, median
 * @param responseP99Micros driver-added latency, 99th percentile
 * @param responseMaxMicros driver-added latency, maximum
 */
public record DriverFloor(long requestRate, int requesters, double measuredSeconds, long events,
    double achievedPerSecond, long dropped, long handoffP50Micros, long handoffP99Micros, long handoffMaxMicros,
    long responseP50Micros, long responseP99Micros, long responseMaxMicros) {

  /** One line for the log. */
  public String describe() {
    return String.format(Locale.ROOT, "Driver floor (calibration: no-op store, %s, %d requesters, %.1f s measured,"
        + " %d operations, %.0f/s, %d dropped): hand-off p50 %d us, p99 %d us, max %d us;"
        + " driver-added response time p50 %d us, p99 %d us, max %d us",
        requestRate > 0 ? requestRate + " requests/s" : "closed loop", requesters, measuredSeconds, events,
        achievedPerSecond, dropped, handoffP50Micros, handoffP99Micros, handoffMaxMicros, responseP50Micros,
        responseP99Micros, responseMaxMicros);
  }
}
