package com.linkbenchx.results;

import com.linkbenchx.model.LinkBenchOp;
import java.util.EnumMap;
import java.util.Map;

/**
 * One worker's measurements for the current interval: written by the worker alone. The
 * per-completion concurrency samples are kept here as plain fields (their count is the number of
 * request operations recorded, so it is not counted again).
 */
final class RecordingWindow {
  private final EnumMap<LinkBenchOp, OperationRecording> operations = new EnumMap<>(LinkBenchOp.class);
  private long warmupEvents;
  private int minConcurrency = Integer.MAX_VALUE;
  private int maxConcurrency;
  private long concurrencySum;
  private int maxBusy;

  /** Created on first use so a worker only pays memory for the operations it runs. */
  OperationRecording operation(LinkBenchOp op) {
    OperationRecording stats = operations.get(op);
    if (stats == null) {
      stats = new OperationRecording();
      operations.put(op, stats);
    }
    return stats;
  }

  /** The operations recorded so far (at least once since the worker started). */
  Map<LinkBenchOp, OperationRecording> operations() {
    return operations;
  }

  /**
   * A request operation finished: {@code busyAtEnd} workers were inside an operation as it ended
   * (itself included), {@code busyAtStart} when it started.
   */
  void completed(int busyAtEnd, int busyAtStart) {
    if (busyAtEnd < minConcurrency) {
      minConcurrency = busyAtEnd;
    }
    if (busyAtEnd > maxConcurrency) {
      maxConcurrency = busyAtEnd;
    }
    concurrencySum += busyAtEnd;
    if (busyAtStart > maxBusy) {
      maxBusy = busyAtStart;
    }
  }

  /** Adds this window's concurrency samples (one per request operation recorded) to {@code target}. */
  void addConcurrencyTo(ConcurrencyStats target) {
    long samples = 0;
    for (OperationRecording stats : operations.values()) {
      samples += stats.requestOperations();
    }
    target.addSamples(minConcurrency, maxConcurrency, concurrencySum, samples);
  }

  void countWarmupEvents(int events) {
    warmupEvents += events;
  }

  long warmupEvents() {
    return warmupEvents;
  }

  int maxBusy() {
    return maxBusy;
  }

  void reset() {
    for (OperationRecording stats : operations.values()) {
      stats.reset();
    }
    warmupEvents = 0;
    minConcurrency = Integer.MAX_VALUE;
    maxConcurrency = 0;
    concurrencySum = 0;
    maxBusy = 0;
  }
}
