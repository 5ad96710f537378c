package com.linkbenchx.results;

import com.linkbenchx.model.RetryTally;

/**
 * The phase's non-histogram figures for one period. Sums (arrivals, drops, busy time, retries)
 * add; maxima take the larger; the end-of-period gauges (queue backlog, load progress) are the
 * values sampled when the period closed. Public fields: a plain holder filled by the recorders and
 * by readers of saved results, read by the exporters.
 */
public final class Counters {
  /** Events the generator emitted, dropped ones included (open loop only). */
  public long arrivals;
  /** Arrivals that found the queue full. */
  public long droppedQueueFull;
  /** Events still queued when the phase ended, never run. */
  public long droppedAtShutdown;
  /** Operations run during warmup, not measured. */
  public long warmupEvents;
  /** Smallest queue depth an arrival found; Long.MAX_VALUE when nothing arrived. */
  public long minQueueDepth = Long.MAX_VALUE;
  /** Largest queue depth an arrival found. */
  public long maxQueueDepth;
  /** Events still waiting in the queue when the period closed. */
  public long queueBacklog;
  /** Largest delay of the generator behind its schedule. */
  public long maxGeneratorLagNanos;
  /** Sum over workers of the time each spent inside an operation during the period. */
  public long busyNanos;
  /** Most workers inside an operation at once (taken when each operation started). */
  public long busyMax;
  /** Store-level retries, reconnections, failovers and operations failed for good (no breakdown). */
  public RetryTally retries = RetryTally.ZERO;
  /** Load progress when the period closed: id1s done, of {@link #progressTotal}. */
  public long progressDone;
  public long progressTotal;

  void accumulate(Counters later) {
    addSums(later);
    minQueueDepth = Math.min(minQueueDepth, later.minQueueDepth);
    maxQueueDepth = Math.max(maxQueueDepth, later.maxQueueDepth);
    busyMax = Math.max(busyMax, later.busyMax);
    queueBacklog = later.queueBacklog;
    progressDone = later.progressDone;
    progressTotal = later.progressTotal;
  }

  /**
   * Another process over the same period: its queue and its workers are separate, so depths,
   * backlogs, busy maxima and progress add up (summed maxima are an upper bound of the combined
   * maximum, as the processes' peaks need not coincide).
   */
  void combine(Counters other) {
    addSums(other);
    minQueueDepth = minQueueDepth == Long.MAX_VALUE ? other.minQueueDepth
        : other.minQueueDepth == Long.MAX_VALUE ? minQueueDepth : minQueueDepth + other.minQueueDepth;
    maxQueueDepth += other.maxQueueDepth;
    busyMax += other.busyMax;
    queueBacklog += other.queueBacklog;
    progressDone += other.progressDone;
    progressTotal += other.progressTotal;
  }

  private void addSums(Counters other) {
    arrivals += other.arrivals;
    droppedQueueFull += other.droppedQueueFull;
    droppedAtShutdown += other.droppedAtShutdown;
    warmupEvents += other.warmupEvents;
    maxGeneratorLagNanos = Math.max(maxGeneratorLagNanos, other.maxGeneratorLagNanos);
    busyNanos += other.busyNanos;
    retries = retries.plus(other.retries);
  }

  boolean isEmpty() {
    return arrivals == 0 && droppedQueueFull == 0 && droppedAtShutdown == 0 && warmupEvents == 0
        && busyNanos == 0 && retries.isZero();
  }

  void reset() {
    arrivals = 0;
    droppedQueueFull = 0;
    droppedAtShutdown = 0;
    warmupEvents = 0;
    minQueueDepth = Long.MAX_VALUE;
    maxQueueDepth = 0;
    queueBacklog = 0;
    maxGeneratorLagNanos = 0;
    busyNanos = 0;
    busyMax = 0;
    retries = RetryTally.ZERO;
    progressDone = 0;
    progressTotal = 0;
  }
}
