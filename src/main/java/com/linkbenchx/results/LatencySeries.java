package com.linkbenchx.results;

/**
 * Every latency histogram kept per operation: the three metrics of successful operations, and the
 * response and store-call time of failed ones. The label names the series in every output
 * ({@code ADD_LINK.response}, {@code ADD_LINK.failed_service}).
 */
public enum LatencySeries {
  RESPONSE("response"),
  SERVICE("service"),
  QUEUE_WAIT("queue_wait"),
  FAILED_RESPONSE("failed_response"),
  FAILED_SERVICE("failed_service");

  private final String label;

  LatencySeries(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }

  /** The series of successful operations' {@code metric}. */
  public static LatencySeries of(LatencyMetric metric) {
    return switch (metric) {
      case RESPONSE -> RESPONSE;
      case SERVICE -> SERVICE;
      case QUEUE_WAIT -> QUEUE_WAIT;
    };
  }

  /** The series labelled {@code label}, or null. */
  public static LatencySeries ofLabel(String label) {
    for (LatencySeries series : values()) {
      if (series.label.equals(label)) {
        return series;
      }
    }
    return null;
  }
}
