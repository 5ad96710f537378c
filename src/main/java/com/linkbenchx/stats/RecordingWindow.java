package com.linkbenchx.stats;

/** One requester's measurements for the current interval: written by the requester alone. */
final class RecordingWindow {
  private final OperationStats[] operations = new OperationStats[RequestStats.REQUEST_OP_COUNT];
  private final ConcurrencyStats concurrency = new ConcurrencyStats();
  private long warmupEvents;

  /** Created on first use so a requester only pays memory for the operations its mix runs. */
  OperationStats operation(int opIndex) {
    OperationStats stats = operations[opIndex];
    if (stats == null) {
      stats = new OperationStats();
      operations[opIndex] = stats;
    }
    return stats;
  }

  OperationStats operationOrNull(int opIndex) {
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
    for (OperationStats stats : operations) {
      if (stats != null) {
        stats.reset();
      }
    }
    concurrency.reset();
    warmupEvents = 0;
  }
}
