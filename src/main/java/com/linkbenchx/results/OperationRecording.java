package com.linkbenchx.results;

import com.linkbenchx.model.ErrorKind;
import java.util.EnumMap;
import java.util.Map;
import org.HdrHistogram.IntCountsHistogram;

/**
 * One operation's measurements in one worker's window. Int counts (never 2^31 events per worker and
 * interval) halve the memory of the many per-worker histograms; failure ones come at the first failure.
 */
final class OperationRecording {
  final IntCountsHistogram response = newHistogram();
  final IntCountsHistogram service = newHistogram();
  final IntCountsHistogram queueWait = newHistogram();
  IntCountsHistogram failedResponse;
  IntCountsHistogram failedService;
  final Map<ErrorKind, Long> failuresByKind = new EnumMap<>(ErrorKind.class);
  /** Rows written by load calls. */
  long rows;

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
    failuresByKind.merge(kind, 1L, Long::sum);
    failedResponse.recordValue(responseMicros);
    failedService.recordValue(serviceMicros);
  }

  /** A load call: no schedule, so only the store-call time exists. */
  void recordCall(long serviceMicros, long rowsWritten) {
    service.recordValue(serviceMicros);
    rows += rowsWritten;
  }

  void reset() {
    response.reset();
    service.reset();
    queueWait.reset();
    if (failedResponse != null) {
      failedResponse.reset();
      failedService.reset();
    }
    failuresByKind.clear();
    rows = 0;
  }
}
