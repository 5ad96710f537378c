package com.linkbenchx.stats;

/** One requester's measurements for the current interval: written by the requester alone. */
final class RecordingWindow {
  private final OperationRecording[] operations = new OperationRecording[RequestStats.REQUEST_OP_COUNT];
  private final ConcurrencyStats concurrency = new ConcurrencyStats();
  private long warmupEvents;

  /** Created on first use so a requester only pays memory for the operations its mix runs. */
  OperationRecording operation(int opIndex) {
    OperationRecording stats = operations[opIndex];
    if (stats == null) {
      stats = new OperationRecording();
      operations[opIndex] = stats;
    }
    return stats;
  }

  OperationRecording operationOrNull(int opIndex) {
    return operations[opIndex];
  }

  ConcurrencyStats concurrency() {
    return concurrency;
  }

  void countWarmupEvent() {
    warmupEvents++;
  }

  long warmupEvents() {
    return warmupEvents;
  }

  void reset() {
    for (OperationRecording stats : operations) {
      if (stats != null) {
        stats.reset();
      }
    }
    concurrency.reset();
    warmupEvents = 0;
  }
}
