package com.linkbenchx.results;

import java.util.Locale;

/**
 * The driver's own floor, measured before a request phase by running the same rate and requesters
 * against the no-op store: what part of a small latency is the driver's. Latencies in microseconds,
 * from each event's scheduled time, pooled over the request operations.
 *
 * @param requestRate events per second offered (0: closed loop)
 * @param measuredSeconds the measured period (after a warmup)
 * @param dropped events dropped (queue full or left at the end)
 * @param handoffP50Micros queue wait (scheduled time to a requester taking the event), median; then p99 and max
 * @param responseP50Micros response time with a store that answers at once: the driver-added latency, median;
 *     then p99 and max
 * @param requesterCpuSeconds CPU time (user and system) of the requester threads over the measured
 *     events: the hand-off (spin, park, unpark) and the no-op operations with their recording;
 *     negative if unknown (as {@code generatorCpuSeconds}, the event generator thread's)
 * @param spinSeconds time the requesters spent spinning for events due shortly, part of their CPU time
 */
public record DriverFloor(long requestRate, int requesters, double measuredSeconds, long events,
    double achievedPerSecond, long dropped, long handoffP50Micros, long handoffP99Micros, long handoffMaxMicros,
    long responseP50Micros, long responseP99Micros, long responseMaxMicros, double handoffSpinShare,
    double requesterCpuSeconds, double generatorCpuSeconds, double spinSeconds) {

  /** Whether the threads' CPU time was measured (the JVM can tell a thread's CPU time). */
  public boolean cpuKnown() {
    return requesterCpuSeconds >= 0 && generatorCpuSeconds >= 0;
  }

  /** Requester and generator CPU time over the measured events. */
  public double driverCpuSeconds() {
    return requesterCpuSeconds + generatorCpuSeconds;
  }

  /** {@code seconds} of CPU (or spin) as a percentage of one core over the measured period. */
  public double percentOfCore(double seconds) {
    return measuredSeconds > 0 ? 100 * seconds / measuredSeconds : 0;
  }

  /** {@code seconds} of CPU (or spin) per measured operation, in microseconds. */
  public double microsPerEvent(double seconds) {
    return events > 0 ? seconds * 1e6 / events : 0;
  }

  /** One line for the log. */
  public String describe() {
    return String.format(Locale.ROOT, "Driver floor (calibration: no-op store, %s, %d requesters, %.1f s measured,"
        + " %d operations, %.0f/s, %d dropped): hand-off p50 %d us, p99 %d us, max %d us;"
        + " driver-added response time p50 %d us, p99 %d us, max %d us; %s",
        requestRate > 0 ? requestRate + " requests/s" : "closed loop", requesters, measuredSeconds, events,
        achievedPerSecond, dropped, handoffP50Micros, handoffP99Micros, handoffMaxMicros, responseP50Micros,
        responseP99Micros, responseMaxMicros, describeCpu());
  }

  private String describeCpu() {
    String spin = String.format(Locale.ROOT, "spinning for the hand-off %.2f%% of one core, %.1f us per event"
        + " (handoff_spin_share %s)", percentOfCore(spinSeconds), microsPerEvent(spinSeconds),
        Double.toString(handoffSpinShare));
    if (!cpuKnown()) {
      return "driver CPU not measured (this JVM cannot tell a thread's CPU time); " + spin;
    }
    return String.format(Locale.ROOT, "driver CPU %.2f%% of one core, %.1f us per event (requesters %.1f us,"
        + " generator %.1f us), of it %s", percentOfCore(driverCpuSeconds()), microsPerEvent(driverCpuSeconds()),
        microsPerEvent(requesterCpuSeconds), microsPerEvent(generatorCpuSeconds), spin);
  }
}
