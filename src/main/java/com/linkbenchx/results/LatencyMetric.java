package com.linkbenchx.results;

/**
 * The three latencies recorded for every request-phase operation. All start from the event's
 * scheduled arrival time S, which the generator stamps on the event; D is when a requester took the
 * event from the queue, and A..E brackets the store call.
 */
public enum LatencyMetric {
  /** E - S: scheduled arrival to completion of the store call (includes queueing and generator lag). */
  RESPONSE("response"),
  /** E - A: the store call alone; what LinkBenchX reported as latency. */
  SERVICE("service"),
  /** D - S: scheduled arrival until a requester picked the event up (generator lag plus time queued). */
  QUEUE_WAIT("queue_wait");

  private final String label;

  LatencyMetric(String label) {
    this.label = label;
  }

  /** Lower-case name used in outputs and configuration. */
  public String label() {
    return label;
  }
}
