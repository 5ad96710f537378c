package com.linkbenchx.load;

import com.linkbenchx.workload.LinkBenchOp;
import java.util.EnumMap;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Latencies of the load phase's store calls in microseconds [Q1: LinkBenchX passed nanoseconds],
 * recorded by every loader without locks and drained into per-operation totals by one reader.
 */
final class LoadLatencies {
  static final LinkBenchOp[] OPS = {
      LinkBenchOp.LOAD_NODE_BULK, LinkBenchOp.LOAD_LINK, LinkBenchOp.LOAD_LINKS_BULK, LinkBenchOp.LOAD_COUNTS_BULK};
  private static final int SIGNIFICANT_DIGITS = 3;

  private final Map<LinkBenchOp, Recorder> recorders = new EnumMap<>(LinkBenchOp.class);
  private final Map<LinkBenchOp, Histogram> totals = new EnumMap<>(LinkBenchOp.class);
  private final Map<LinkBenchOp, Histogram> spares = new EnumMap<>(LinkBenchOp.class);

  LoadLatencies() {
    for (LinkBenchOp op : OPS) {
      recorders.put(op, new Recorder(SIGNIFICANT_DIGITS));
      Histogram total = new Histogram(SIGNIFICANT_DIGITS);
      total.setAutoResize(true);
      totals.put(op, total);
    }
  }

  void record(LinkBenchOp op, long startNanos, long endNanos) {
    recorders.get(op).recordValue(Math.max(0, (endNanos - startNanos) / 1000));
  }

  /** Moves what was recorded since the last call into the totals and returns it, per operation. */
  synchronized Map<LinkBenchOp, Histogram> drainInterval() {
    Map<LinkBenchOp, Histogram> interval = new EnumMap<>(LinkBenchOp.class);
    for (LinkBenchOp op : OPS) {
      Histogram snapshot = recorders.get(op).getIntervalHistogram(spares.get(op));
      totals.get(op).add(snapshot);
      interval.put(op, snapshot.copy());
      spares.put(op, snapshot);
    }
    return interval;
  }

  /** Totals for the whole phase; call after the loaders have finished and a final drain. */
  synchronized Map<LinkBenchOp, Histogram> totals() {
    drainInterval();
    return totals;
  }
}
