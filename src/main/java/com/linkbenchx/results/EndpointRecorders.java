package com.linkbenchx.results;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Per-endpoint recording on a store spread over several endpoints, shared by all workers: per
 * endpoint and operation a {@link Recorder} (many writers, no locks) per kept series, and failure
 * counts, so memory never grows with the workers. Drained right after the workers' windows, so an
 * operation at an interval boundary may fall in the neighbouring interval; a phase adds up exactly.
 */
public final class EndpointRecorders {
  /** One endpoint's recording of one operation, written by any worker. */
  private static final class Cell {
    final Recorder response = new Recorder(OperationStats.SIGNIFICANT_DIGITS);
    final Recorder service = new Recorder(OperationStats.SIGNIFICANT_DIGITS);
    final Map<ErrorKind, AtomicLong> failures = new EnumMap<>(ErrorKind.class);

    Cell() {
      for (ErrorKind kind : ErrorKind.values()) {
        failures.put(kind, new AtomicLong());
      }
    }
  }

  /** Per endpoint, every recorded operation's cell; made up front, so workers only read the maps. */
  private final List<Map<LinkBenchOp, Cell>> cells;
  /** Reporting thread only. */
  private final Histogram scratch = OperationStats.newHistogram();

  private EndpointRecorders(int endpoints) {
    this.cells = IntStream.range(0, endpoints).mapToObj(endpoint -> {
      Map<LinkBenchOp, Cell> byOperation = new EnumMap<>(LinkBenchOp.class);
      RecordedOps.ALL.forEach(op -> byOperation.put(op, new Cell()));
      return byOperation;
    }).toList();
  }

  /** Recorders for {@code endpoints} endpoints, or null when there are fewer than two (nothing to break down). */
  public static EndpointRecorders forEndpoints(int endpoints) {
    return endpoints < 2 ? null : new EndpointRecorders(endpoints);
  }

  private Cell cell(int endpoint, LinkBenchOp op) {
    return endpoint < 0 || endpoint >= cells.size() ? null : cells.get(endpoint).get(op);
  }

  void recordSuccess(int endpoint, LinkBenchOp op, long responseMicros, long serviceMicros) {
    Cell cell = cell(endpoint, op);
    if (cell != null) {
      cell.response.recordValue(responseMicros);
      cell.service.recordValue(serviceMicros);
    }
  }

  void recordFailure(int endpoint, LinkBenchOp op, ErrorKind kind) {
    Cell cell = cell(endpoint, op);
    if (cell != null) {
      cell.failures.get(kind).incrementAndGet();
    }
  }

  /** Moves everything recorded since the last call into {@code target}. Reporting thread only. */
  void drainInto(IntervalStats target) {
    for (int endpoint = 0; endpoint < cells.size(); endpoint++) {
      for (Map.Entry<LinkBenchOp, Cell> entry : cells.get(endpoint).entrySet()) {
        LinkBenchOp op = entry.getKey();
        Cell cell = entry.getValue();
        for (LatencySeries series : EndpointStats.SERIES) {
          (series == LatencySeries.RESPONSE ? cell.response : cell.service).getIntervalHistogramInto(scratch);
          if (scratch.getTotalCount() > 0) {
            target.endpoint(endpoint).series(op, series).add(scratch);
          }
        }
        for (Map.Entry<ErrorKind, AtomicLong> failed : cell.failures.entrySet()) {
          long count = failed.getValue().getAndSet(0);
          if (count > 0) {
            target.endpoint(endpoint).addFailures(op, failed.getKey(), count);
          }
        }
      }
    }
  }
}
