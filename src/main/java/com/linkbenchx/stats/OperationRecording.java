package com.linkbenchx.stats;

import org.HdrHistogram.IntCountsHistogram;

/**
 * One operation's measurements inside one requester's window. Int counts (an interval of one
 * requester never reaches 2^31 events) halve the memory of the many per-requester histograms; the
 * failure histograms are created at the first failure.
 */
final class OperationRecording {
  final IntCountsHistogram response = newHistogram();
  final IntCountsHistogram service = newHistogram();
  final IntCountsHistogram queueWait = newHistogram();
  IntCountsHistogram failedResponse;
  IntCountsHistogram failedService;
  final long[] failuresByKind = new long[ErrorKind.values().length];

  private static IntCountsHistogram newHistogram() {
    return new IntCountsHistogram(OperationStats.SIGNIFICANT_DIGITS);
  }

  void recordSuccess(long responseMicros, long serviceMicros, long queueWaitMicros) {
    response.recordValue(responseMicros);
    service.recordValue(serviceMicros);
    queueWait.recordValue(queueWaitMicros);
  }

  void recordFailure(ErrorKind kind, long responseMicros, long serviceMicros) {
    if (failedResponse == null) {
      failedResponse = newHistogram();
      failedService = newHistogram();
    }
    failuresByKind[kind.ordinal()]++;
    failedResponse.recordValue(responseMicros);
    failedService.recordValue(serviceMicros);
  }

  void reset() {
    response.reset();
    service.reset();
    queueWait.reset();
    if (failedResponse != null) {
      failedResponse.reset();
      failedService.reset();
    }
    java.util.Arrays.fill(failuresByKind, 0);
  }
}
