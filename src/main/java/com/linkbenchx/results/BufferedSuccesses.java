package com.linkbenchx.results;

import com.linkbenchx.model.LinkBenchOp;
import java.util.Arrays;

/**
 * A worker's successes of one interval kept as raw values up to a capacity, for the reporting thread
 * to record. A worker's own histograms cost 8–32 kB each, one per operation and metric: with hundreds
 * of requesters at a few events per second the raw values are a hundredth of that, and only workers
 * that outrun the buffer make histograms.
 */
final class BufferedSuccesses {
  private static final LinkBenchOp[] OPS = LinkBenchOp.values();
  private static final int FIRST_SIZE = 256;

  private final int capacity;
  private byte[] ops = new byte[FIRST_SIZE];
  /** Response, service and queue-wait microseconds of each buffered success, three per success. */
  private long[] micros = new long[3 * FIRST_SIZE];
  private int size;

  BufferedSuccesses(int capacity) {
    this.capacity = capacity;
  }

  /** Keeps one success; false when the buffer is full (the caller records it elsewhere). */
  boolean add(LinkBenchOp op, long responseMicros, long serviceMicros, long queueWaitMicros) {
    int at = size;
    if (at == ops.length && !grow()) {
      return false;
    }
    ops[at] = (byte) op.ordinal();
    int values = 3 * at;
    micros[values] = responseMicros;
    micros[values + 1] = serviceMicros;
    micros[values + 2] = queueWaitMicros;
    size = at + 1;
    return true;
  }

  private boolean grow() {
    if (ops.length >= capacity) {
      return false;
    }
    int length = Math.min(capacity, 2 * ops.length);
    ops = Arrays.copyOf(ops, length);
    micros = Arrays.copyOf(micros, 3 * length);
    return true;
  }

  /** Records every buffered success into {@code target}'s per-operation histograms. */
  void recordInto(IntervalStats target) {
    for (int i = 0; i < size; i++) {
      int values = 3 * i;
      target.operation(OPS[ops[i]]).recordSuccess(micros[values], micros[values + 1], micros[values + 2]);
    }
  }

  void clear() {
    size = 0;
  }
}
