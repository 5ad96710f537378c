package com.linkbenchx.results;

import com.linkbenchx.model.ErrorKind;
import java.util.EnumMap;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Latencies (microseconds), failures and rows of one operation over a period, merged from the
 * workers' recordings. Failures are kept apart so fast ones never flatter the success percentiles;
 * load calls have a store-call time only ({@code service}). Reporting thread only.
 */
public final class OperationStats {
  /** Three significant digits, auto-resizing: exact below 2048 µs, within 0.1% above. */
  public static final int SIGNIFICANT_DIGITS = 3;

  private final Map<LatencySeries, Histogram> series = new EnumMap<>(LatencySeries.class);
  private final Map<ErrorKind, Long> failuresByKind = new EnumMap<>(ErrorKind.class);
  private long rows;

  public OperationStats() {
    for (LatencySeries kind : LatencySeries.values()) {
      series.put(kind, newHistogram());
    }
  }

  public static Histogram newHistogram() {
    return new Histogram(SIGNIFICANT_DIGITS);
  }

  /** Adds one worker's window. */
  void add(OperationRecording recorded) {
    series.get(LatencySeries.RESPONSE).add(recorded.response);
    series.get(LatencySeries.SERVICE).add(recorded.service);
    series.get(LatencySeries.QUEUE_WAIT).add(recorded.queueWait);
    if (recorded.failedResponse != null) {
      series.get(LatencySeries.FAILED_RESPONSE).add(recorded.failedResponse);
      series.get(LatencySeries.FAILED_SERVICE).add(recorded.failedService);
    }
    recorded.failuresByKind.forEach(this::addFailures);
    rows += recorded.rows;
  }

  /** One success recorded by a worker. */
  void recordSuccess(long responseMicros, long serviceMicros, long queueWaitMicros) {
    series.get(LatencySeries.RESPONSE).recordValue(responseMicros);
    series.get(LatencySeries.SERVICE).recordValue(serviceMicros);
    series.get(LatencySeries.QUEUE_WAIT).recordValue(queueWaitMicros);
  }

  /** Adds another period or another process's figures: every count and histogram sums exactly. */
  public void add(OperationStats other) {
    for (LatencySeries kind : LatencySeries.values()) {
      series.get(kind).add(other.series.get(kind));
    }
    other.failuresByKind.forEach(this::addFailures);
    rows += other.rows;
  }

  void reset() {
    series.values().forEach(Histogram::reset);
    failuresByKind.clear();
    rows = 0;
  }

  /** One series' histogram (live: add to it only when rebuilding saved results). */
  public Histogram series(LatencySeries kind) {
    return series.get(kind);
  }

  /** Failed operations' response time (scheduled arrival to the failure). */
  public Histogram failedResponse() {
    return series.get(LatencySeries.FAILED_RESPONSE);
  }

  /** Successful operations; every success has a store-call time, load calls included. */
  public long successCount() {
    return series.get(LatencySeries.SERVICE).getTotalCount();
  }

  public long failureCount() {
    return failuresByKind.values().stream().mapToLong(Long::longValue).sum();
  }

  public long failures(ErrorKind kind) {
    return failuresByKind.getOrDefault(kind, 0L);
  }

  /** An operation abandoned at the phase's end: a failure whose response time is a lower bound. */
  public void recordAbandoned(long elapsedMicros) {
    series.get(LatencySeries.FAILED_RESPONSE).recordValue(Math.max(0, elapsedMicros));
    addFailures(ErrorKind.ABANDONED, 1);
  }

  /** Sets a failure count (rebuilding saved results). */
  public void addFailures(ErrorKind kind, long count) {
    if (count != 0) {
      failuresByKind.merge(kind, count, Long::sum);
    }
  }

  /** Every executed operation: successes and failures. */
  public long executedCount() {
    return successCount() + failureCount();
  }

  /** Rows written by load calls. */
  public long rows() {
    return rows;
  }

  /** Adds rows (rebuilding saved results). */
  public void addRows(long count) {
    rows += count;
  }
}
