package com.linkbenchx.report;

/**
 * One row of the report's summary table: one operation of one run over the measured period. Latencies are response
 * times (arrival to completion) of successful operations in ms, NaN when there is none; service time is the store call.
 */
public record OperationSummary(String operation, long count, long failed, double ratePerSecond, double meanMs,
    double p50Ms, double p95Ms, double p99Ms, double p999Ms, double maxMs, double serviceP99Ms) {
  public OperationSummary {
    if (count < 0 || failed < 0) {
      throw new IllegalArgumentException(operation + ": negative count " + count + " or failed " + failed);
    }
  }
}
