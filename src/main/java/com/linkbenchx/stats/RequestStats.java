package com.linkbenchx.stats;

import com.linkbenchx.workload.LinkBenchOp;

/**
 * Everything measured in the request phase over one period (an interval, or the whole measured
 * run): per-operation latencies and failures, concurrency, and the generator's view of the queue.
 * Only the reporting thread touches an instance.
 */
public final class RequestStats {
  /** Request operations are LinkBenchOp ordinals 0..9 (ADD_NODE .. GET_LINKS_LIST). */
  static final int REQUEST_OP_COUNT = LinkBenchOp.GET_LINKS_LIST.ordinal() + 1;

  private final OperationStats[] operations = new OperationStats[REQUEST_OP_COUNT];
  private final ConcurrencyStats concurrency = new ConcurrencyStats();
  private long warmupEvents;
  private long arrivals;
  private long droppedQueueFull;
  private long droppedAtShutdown;
  private long minQueueDepth = Long.MAX_VALUE;
  private long maxQueueDepth;
  private long maxGeneratorLagNanos;

  public RequestStats() {
    for (int i = 0; i < operations.length; i++) {
      operations[i] = new OperationStats();
    }
  }

  static boolean isRequestOp(LinkBenchOp op) {
    return op.ordinal() < REQUEST_OP_COUNT;
  }

  void add(RecordingWindow window) {
    for (int i = 0; i < REQUEST_OP_COUNT; i++) {
      OperationRecording recorded = window.operationOrNull(i);
      if (recorded != null) {
        operations[i].add(recorded);
      }
    }
    concurrency.add(window.concurrency());
    warmupEvents += window.warmupEvents();
  }

  void add(GeneratorWindow window) {
    arrivals += window.arrivals();
    droppedQueueFull += window.dropped();
    if (window.arrivals() > 0) {
      minQueueDepth = Math.min(minQueueDepth, window.minDepth());
      maxQueueDepth = Math.max(maxQueueDepth, window.maxDepth());
    }
    maxGeneratorLagNanos = Math.max(maxGeneratorLagNanos, window.maxLagNanos());
  }

  /** Adds another period (an interval into the totals). */
  public void add(RequestStats other) {
    for (int i = 0; i < REQUEST_OP_COUNT; i++) {
      operations[i].add(other.operations[i]);
    }
    concurrency.add(other.concurrency);
    warmupEvents += other.warmupEvents;
    arrivals += other.arrivals;
    droppedQueueFull += other.droppedQueueFull;
    droppedAtShutdown += other.droppedAtShutdown;
    minQueueDepth = Math.min(minQueueDepth, other.minQueueDepth);
    maxQueueDepth = Math.max(maxQueueDepth, other.maxQueueDepth);
    maxGeneratorLagNanos = Math.max(maxGeneratorLagNanos, other.maxGeneratorLagNanos);
  }

  /** Events that were still queued when the phase had to end, counted as dropped, never run. */
  public void addDroppedAtShutdown(long events) {
    droppedAtShutdown += events;
  }

  public void reset() {
    for (OperationStats operation : operations) {
      operation.reset();
    }
    concurrency.reset();
    warmupEvents = 0;
    arrivals = 0;
    droppedQueueFull = 0;
    droppedAtShutdown = 0;
    minQueueDepth = Long.MAX_VALUE;
    maxQueueDepth = 0;
    maxGeneratorLagNanos = 0;
  }

  public OperationStats operation(LinkBenchOp op) {
    if (!isRequestOp(op)) {
      throw new IllegalArgumentException(op + " is not a request-phase operation");
    }
    return operations[op.ordinal()];
  }

  /** Operations executed after warmup, successes and failures, all types. */
  public long executed() {
    long total = 0;
    for (OperationStats operation : operations) {
      total += operation.executedCount();
    }
    return total;
  }

  public long failures() {
    long total = 0;
    for (OperationStats operation : operations) {
      total += operation.failureCount();
    }
    return total;
  }

  public ConcurrencyStats concurrency() {
    return concurrency;
  }

  /** Operations executed during warmup (run, not recorded). */
  public long warmupEvents() {
    return warmupEvents;
  }

  /** Events the generator emitted, including those it dropped. */
  public long arrivals() {
    return arrivals;
  }

  public long droppedQueueFull() {
    return droppedQueueFull;
  }

  public long droppedAtShutdown() {
    return droppedAtShutdown;
  }

  public long dropped() {
    return droppedQueueFull + droppedAtShutdown;
  }

  /** Smallest queue depth an arriving event found; 0 when nothing arrived. */
  public long minQueueDepth() {
    return minQueueDepth == Long.MAX_VALUE ? 0 : minQueueDepth;
  }

  public long maxQueueDepth() {
    return maxQueueDepth;
  }

  public long maxGeneratorLagNanos() {
    return maxGeneratorLagNanos;
  }
}
