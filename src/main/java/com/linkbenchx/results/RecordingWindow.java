package com.linkbenchx.results;

import com.linkbenchx.model.LinkBenchOp;
import java.util.EnumMap;

/**
 * One worker's measurements for the current interval, written by the worker alone. Successes go to
 * histograms only once the {@link BufferedSuccesses} are full.
 */
final class RecordingWindow {
  /** Successes an interval window keeps raw: about 100 kB, below the histograms of three operations. */
  static final int BUFFERED_SUCCESSES = 4096;

  private final EnumMap<LinkBenchOp, OperationRecording> operations = new EnumMap<>(LinkBenchOp.class);
  private final BufferedSuccesses buffered = new BufferedSuccesses(BUFFERED_SUCCESSES);
  private long warmupEvents;
  private int minConcurrency = Integer.MAX_VALUE;
  private int maxConcurrency;
  private long concurrencySum;
  private long concurrencySamples;
  private int maxBusy;

  void recordSuccess(LinkBenchOp op, long responseMicros, long serviceMicros, long queueWaitMicros) {
    if (!buffered.add(op, responseMicros, serviceMicros, queueWaitMicros)) {
      operation(op).recordSuccess(responseMicros, serviceMicros, queueWaitMicros);
    }
  }

  /** Created on first use so a worker only pays memory for the operations it runs. */
  OperationRecording operation(LinkBenchOp op) {
    return operations.computeIfAbsent(op, created -> new OperationRecording());
  }

  /** A request operation finished, with the workers busy as it ended and as it started (itself included). */
  void completed(int busyAtEnd, int busyAtStart) {
    minConcurrency = Math.min(minConcurrency, busyAtEnd);
    maxConcurrency = Math.max(maxConcurrency, busyAtEnd);
    concurrencySum += busyAtEnd;
    concurrencySamples++;
    maxBusy = Math.max(maxBusy, busyAtStart);
  }

  /** Adds everything this window recorded (histograms, buffered successes, samples, counts) to {@code target}. */
  void addTo(IntervalStats target) {
    operations.forEach((op, recorded) -> target.operation(op).add(recorded));
    buffered.recordInto(target);
    target.completionConcurrency().addSamples(minConcurrency, maxConcurrency, concurrencySum, concurrencySamples);
    target.counters().addWarmupEvents(warmupEvents);
    target.counters().raiseBusyMax(maxBusy);
  }

  void countWarmupEvents(int events) {
    warmupEvents += events;
  }

  void reset() {
    operations.values().forEach(OperationRecording::reset);
    buffered.clear();
    warmupEvents = 0;
    concurrencySamples = 0;
    minConcurrency = Integer.MAX_VALUE;
    maxConcurrency = 0;
    concurrencySum = 0;
    maxBusy = 0;
  }
}
