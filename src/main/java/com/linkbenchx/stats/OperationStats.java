package com.linkbenchx.stats;

import org.HdrHistogram.Histogram;

/**
 * Latencies (microseconds) and failures of one operation over some period (an interval, or the
 * whole run), merged from the requesters' recordings. Successes and failures are kept apart, so a
 * burst of fast failures never flatters the success percentiles. Reporting thread only.
 */
public final class OperationStats {
  /** Three significant digits, auto-resizing: exact below 2048 µs, within 0.1% above. */
  static final int SIGNIFICANT_DIGITS = 3;

  private final Histogram response = newHistogram();
  private final Histogram service = newHistogram();
  private final Histogram queueWait = newHistogram();
  private final Histogram failedResponse = newHistogram();
  private final Histogram failedService = newHistogram();
  private final long[] failuresByKind = new long[ErrorKind.values().length];

  static Histogram newHistogram() {
    return new Histogram(SIGNIFICANT_DIGITS);
  }

  /** Adds one requester's window. */
  void add(OperationRecording recorded) {
    response.add(recorded.response);
    service.add(recorded.service);
    queueWait.add(recorded.queueWait);
    if (recorded.failedResponse != null) {
      failedResponse.add(recorded.failedResponse);
      failedService.add(recorded.failedService);
    }
    for (int i = 0; i < failuresByKind.length; i++) {
      failuresByKind[i] += recorded.failuresByKind[i];
    }
  }

  void add(OperationStats other) {
    response.add(other.response);
    service.add(other.service);
    queueWait.add(other.queueWait);
    failedResponse.add(other.failedResponse);
    failedService.add(other.failedService);
    for (int i = 0; i < failuresByKind.length; i++) {
      failuresByKind[i] += other.failuresByKind[i];
    }
  }

  void reset() {
    response.reset();
    service.reset();
    queueWait.reset();
    failedResponse.reset();
    failedService.reset();
    java.util.Arrays.fill(failuresByKind, 0);
  }

  /** Successful operations' latencies for one metric. */
  public Histogram successes(LatencyMetric metric) {
    return switch (metric) {
      case RESPONSE -> response;
      case SERVICE -> service;
      case QUEUE_WAIT -> queueWait;
    };
  }

  /** Failed operations' response time (scheduled arrival to the failure). */
  public Histogram failedResponse() {
    return failedResponse;
  }

  /** Failed operations' store-call time (call start to the failure). */
  public Histogram failedService() {
    return failedService;
  }

  public long successCount() {
    return response.getTotalCount();
  }

  public long failureCount() {
    long total = 0;
    for (long count : failuresByKind) {
      total += count;
    }
    return total;
  }

  public long failures(ErrorKind kind) {
    return failuresByKind[kind.ordinal()];
  }

  /** Every executed operation: successes and failures. */
  public long executedCount() {
    return successCount() + failureCount();
  }
}
