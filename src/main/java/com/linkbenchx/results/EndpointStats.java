package com.linkbenchx.results;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.RetryTally;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * One endpoint's share of a period's figures, for a store spread over several endpoints: per
 * operation the response and store-call times and failures by kind, and its retries. Reporting thread only.
 */
public final class EndpointStats {
  /** The series kept per endpoint: enough for its counts and percentiles. */
  public static final List<LatencySeries> SERIES = List.of(LatencySeries.RESPONSE, LatencySeries.SERVICE);

  private final Map<LinkBenchOp, Map<LatencySeries, Histogram>> latencies = new EnumMap<>(LinkBenchOp.class);
  private final Map<LinkBenchOp, Map<ErrorKind, Long>> failures = new EnumMap<>(LinkBenchOp.class);
  private RetryTally retries = RetryTally.ZERO;

  /** Store-level retries on this endpoint (no breakdown of its own). */
  public RetryTally retries() {
    return retries;
  }

  /** The operation's histogram of {@code series} (RESPONSE or SERVICE), created on first use. */
  public Histogram series(LinkBenchOp op, LatencySeries series) {
    checkKept(series);
    return latencies.computeIfAbsent(op, created -> new EnumMap<>(LatencySeries.class))
        .computeIfAbsent(series, created -> OperationStats.newHistogram());
  }

  /** The operation's histogram of {@code series}, or null when nothing was recorded for it. */
  public Histogram seriesOrNull(LinkBenchOp op, LatencySeries series) {
    checkKept(series);
    Map<LatencySeries, Histogram> own = latencies.get(op);
    return own == null ? null : own.get(series);
  }

  private static void checkKept(LatencySeries series) {
    if (!SERIES.contains(series)) {
      throw new IllegalArgumentException(series + " is not kept per endpoint");
    }
  }

  public void addFailures(LinkBenchOp op, ErrorKind kind, long count) {
    failures.computeIfAbsent(op, created -> new EnumMap<>(ErrorKind.class)).merge(kind, count, Long::sum);
  }

  public long failures(LinkBenchOp op, ErrorKind kind) {
    Map<ErrorKind, Long> own = failures.get(op);
    return own == null ? 0 : own.getOrDefault(kind, 0L);
  }

  public long failures(LinkBenchOp op) {
    Map<ErrorKind, Long> own = failures.get(op);
    return own == null ? 0 : own.values().stream().mapToLong(Long::longValue).sum();
  }

  public long successes(LinkBenchOp op) {
    Histogram service = seriesOrNull(op, LatencySeries.SERVICE);
    return service == null ? 0 : service.getTotalCount();
  }

  /** Operations of this type that ran on the endpoint, successes and failures. */
  public long executed(LinkBenchOp op) {
    return successes(op) + failures(op);
  }

  /** Every operation that ran on the endpoint. */
  public long executed() {
    return RecordedOps.ALL.stream().mapToLong(this::executed).sum();
  }

  public long failures() {
    return RecordedOps.ALL.stream().mapToLong(this::failures).sum();
  }

  /** Adds another period's or another process's figures for the same endpoint. */
  public void add(EndpointStats other) {
    other.latencies.forEach((op, theirs) -> theirs.forEach((series, histogram) -> {
      if (histogram.getTotalCount() > 0) {
        series(op, series).add(histogram);
      }
    }));
    other.failures.forEach((op, kinds) -> kinds.forEach((kind, count) -> addFailures(op, kind, count)));
    retries = retries.plus(other.retries);
  }

  /** Adds store-level counts read from the store (a difference of two readings). */
  public void addRetries(RetryTally delta) {
    retries = retries.plus(delta);
  }

  public boolean isEmpty() {
    return executed() == 0 && retries.isZero();
  }

  void reset() {
    for (Map<LatencySeries, Histogram> own : latencies.values()) {
      own.values().forEach(Histogram::reset);
    }
    failures.clear();
    retries = RetryTally.ZERO;
  }
}
