package com.linkbenchx.results;

import com.linkbenchx.model.LinkBenchOp;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Everything measured in one phase over one period (an interval, or the whole phase): per operation
 * latencies, failures and rows, and the {@link Counters}. Reporting thread only. {@link #accumulate}
 * follows one process through time (later gauges replace earlier ones), {@link #combine} adds
 * processes that ran at the same time (gauges add up); histograms and counts sum exactly either way.
 */
public final class IntervalStats {
  private final Map<LinkBenchOp, OperationStats> operations = new EnumMap<>(LinkBenchOp.class);
  private ConcurrencyStats completionConcurrency = new ConcurrencyStats();
  private Counters counters = new Counters();
  /** Per endpoint of a store spread over several; empty otherwise. */
  private final List<EndpointStats> endpoints = new ArrayList<>();

  public IntervalStats() {
    RecordedOps.ALL.forEach(op -> operations.put(op, new OperationStats()));
  }

  /** Adds the period that follows this one (an interval into the phase totals). */
  public void accumulate(IntervalStats later) {
    addOperations(later);
    counters.accumulate(later.counters);
  }

  /** Adds the same period of another process that ran at the same time (merging results). */
  public void combine(IntervalStats concurrent) {
    addOperations(concurrent);
    counters.combine(concurrent.counters);
  }

  private void addOperations(IntervalStats other) {
    operations.forEach((op, stats) -> stats.add(other.operations.get(op)));
    completionConcurrency.add(other.completionConcurrency);
    for (int i = 0; i < other.endpoints.size(); i++) {
      endpoint(i).add(other.endpoints.get(i));
    }
  }

  public void reset() {
    operations.values().forEach(OperationStats::reset);
    endpoints.forEach(EndpointStats::reset);
    completionConcurrency = new ConcurrencyStats();
    counters = new Counters();
  }

  /** True when nothing at all happened: no operation, arrival, drop, busy time, row or retry. */
  public boolean isEmpty() {
    return executed() == 0 && counters.isEmpty() && rows() == 0;
  }

  public OperationStats operation(LinkBenchOp op) {
    if (!RecordedOps.isRecorded(op)) {
      throw new IllegalArgumentException(op + " is not a recorded operation");
    }
    return operations.get(op);
  }

  /** Operations executed after warmup, successes and failures, all types. */
  public long executed() {
    return operations.values().stream().mapToLong(OperationStats::executedCount).sum();
  }

  public long failures() {
    return operations.values().stream().mapToLong(OperationStats::failureCount).sum();
  }

  /** Rows written by load calls, all operations. */
  public long rows() {
    return operations.values().stream().mapToLong(OperationStats::rows).sum();
  }

  /** Busy requesters sampled per finished operation (LinkBenchX's definition): not a time average. */
  public ConcurrencyStats completionConcurrency() {
    return completionConcurrency;
  }

  /** Endpoint {@code index} (from 0, in the configuration's order), created with those before it on first use. */
  public EndpointStats endpoint(int index) {
    while (endpoints.size() <= index) {
      endpoints.add(new EndpointStats());
    }
    return endpoints.get(index);
  }

  /** Per-endpoint figures; empty for a store with one endpoint. */
  public List<EndpointStats> endpoints() {
    return Collections.unmodifiableList(endpoints);
  }

  /** The phase's counters, writable for recording and for rebuilding saved results. */
  public Counters counters() {
    return counters;
  }

  /** Events the generator emitted, including those it dropped. */
  public long arrivals() {
    return counters.arrivals();
  }

  public long dropped() {
    return counters.droppedQueueFull() + counters.droppedAtShutdown();
  }

  /** Smallest queue depth an arriving event found; 0 when nothing arrived. */
  public long minQueueDepth() {
    return counters.minQueueDepth() == Long.MAX_VALUE ? 0 : counters.minQueueDepth();
  }
}
