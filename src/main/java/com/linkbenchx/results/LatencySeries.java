package com.linkbenchx.results;

import java.util.Arrays;

/**
 * Every latency histogram kept per operation, labelled as in every output ({@code ADD_LINK.response}).
 * S is the event's scheduled arrival, D when a requester took it from the queue, A..E the store call.
 */
public enum LatencySeries {
  /** E - S: scheduled arrival to completion of the store call (includes queueing and generator lag). */
  RESPONSE("response"),
  /** E - A: the store call alone; what LinkBenchX reported as latency. */
  SERVICE("service"),
  /** D - S: scheduled arrival until a requester picked the event up (generator lag plus time queued). */
  QUEUE_WAIT("queue_wait"),
  /** Scheduled arrival to the failure, of failed operations. */
  FAILED_RESPONSE("failed_response"),
  /** The store call of failed operations. */
  FAILED_SERVICE("failed_service");

  private final String label;

  LatencySeries(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }

  /** The series labelled {@code label}, or null. */
  public static LatencySeries ofLabel(String label) {
    return Arrays.stream(values()).filter(series -> series.label.equals(label)).findFirst().orElse(null);
  }
}
