package com.linkbenchx.results;

import com.linkbenchx.model.RetryTally;

/**
 * The phase's non-histogram figures for one period: sums, maxima, and gauges sampled when the period
 * closed (queue backlog, load progress).
 */
public final class Counters {
  private long arrivals;
  private long droppedQueueFull;
  private long droppedAtShutdown;
  private long warmupEvents;
  private long minQueueDepth = Long.MAX_VALUE;
  private long maxQueueDepth;
  private long queueBacklog;
  private long maxGeneratorLagNanos;
  private long busyNanos;
  private long busyMax;
  private RetryTally retries = RetryTally.ZERO;
  private long progressDone;
  private long progressTotal;

  /** Events the generator emitted, dropped ones included (open loop only). */
  public long arrivals() {
    return arrivals;
  }

  /** Arrivals that found the queue full. */
  public long droppedQueueFull() {
    return droppedQueueFull;
  }

  /** Events still queued when the phase ended, never run. */
  public long droppedAtShutdown() {
    return droppedAtShutdown;
  }

  /** Operations run during warmup, not measured. */
  public long warmupEvents() {
    return warmupEvents;
  }

  /** Smallest queue depth an arrival found; Long.MAX_VALUE when nothing arrived. */
  public long minQueueDepth() {
    return minQueueDepth;
  }

  /** Largest queue depth an arrival found. */
  public long maxQueueDepth() {
    return maxQueueDepth;
  }

  /** Events still waiting in the queue when the period closed. */
  public long queueBacklog() {
    return queueBacklog;
  }

  /** Largest delay of the generator behind its schedule. */
  public long maxGeneratorLagNanos() {
    return maxGeneratorLagNanos;
  }

  /** Sum over workers of the time each spent inside an operation during the period. */
  public long busyNanos() {
    return busyNanos;
  }

  /** Most workers inside an operation at once (taken when each operation started). */
  public long busyMax() {
    return busyMax;
  }

  /** Store-level retries, reconnections, failovers and operations failed for good (no breakdown). */
  public RetryTally retries() {
    return retries;
  }

  /** Load progress when the period closed: id1s done, of {@link #progressTotal}. */
  public long progressDone() {
    return progressDone;
  }

  public long progressTotal() {
    return progressTotal;
  }

  public void addArrivals(long events) {
    arrivals += events;
  }

  public void addDroppedQueueFull(long events) {
    droppedQueueFull += events;
  }

  public void addDroppedAtShutdown(long events) {
    droppedAtShutdown += events;
  }

  public void addWarmupEvents(long events) {
    warmupEvents += events;
  }

  public void addBusyNanos(long nanos) {
    busyNanos += nanos;
  }

  /** Adds the totals of {@code more}, without its breakdown by endpoint. */
  public void addRetries(RetryTally more) {
    retries = retries.plus(more);
  }

  public void lowerMinQueueDepth(long depth) {
    minQueueDepth = Math.min(minQueueDepth, depth);
  }

  public void raiseMaxQueueDepth(long depth) {
    maxQueueDepth = Math.max(maxQueueDepth, depth);
  }

  public void raiseMaxGeneratorLagNanos(long nanos) {
    maxGeneratorLagNanos = Math.max(maxGeneratorLagNanos, nanos);
  }

  public void raiseBusyMax(long workers) {
    busyMax = Math.max(busyMax, workers);
  }

  public void setQueueBacklog(long events) {
    queueBacklog = events;
  }

  public void setProgress(long done, long total) {
    progressDone = done;
    progressTotal = total;
  }

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
   * Another process over the same period: its queue and workers are its own, so depths, backlogs,
   * busy maxima and progress add up (summed maxima are an upper bound: peaks need not coincide).
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
}
