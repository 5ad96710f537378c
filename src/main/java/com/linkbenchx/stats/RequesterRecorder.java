package com.linkbenchx.stats;

import com.linkbenchx.workload.LinkBenchOp;

/**
 * One requester's recorder: the requester writes without locks into its active window; the
 * reporting thread swaps windows and reads the retired one (HdrHistogram's WriterReaderPhaser, as
 * in its Recorder). One phaser guards all of a requester's histograms, so each event costs two
 * uncontended atomic increments, and an interval's response, service and queue-wait counts always
 * match. Every executed event is recorded; nothing is sampled.
 */
public final class RequesterRecorder {
  private final PhasedWindows<RecordingWindow> windows =
      new PhasedWindows<>(new RecordingWindow(), new RecordingWindow());

  /** A successful operation; latencies in nanoseconds, recorded in microseconds. */
  public void recordSuccess(LinkBenchOp op, long responseNanos, long serviceNanos, long queueWaitNanos,
      int busyRequesters) {
    long ticket = windows.enter();
    try {
      RecordingWindow window = windows.active();
      window.operation(op.ordinal()).recordSuccess(micros(responseNanos), micros(serviceNanos),
          micros(queueWaitNanos));
      window.concurrency().record(busyRequesters);
    } finally {
      windows.exit(ticket);
    }
  }

  /** A failed operation; its latencies go to the failure histograms, never to the success ones. */
  public void recordFailure(LinkBenchOp op, ErrorKind kind, long responseNanos, long serviceNanos,
      int busyRequesters) {
    long ticket = windows.enter();
    try {
      RecordingWindow window = windows.active();
      window.operation(op.ordinal()).recordFailure(kind, micros(responseNanos), micros(serviceNanos));
      window.concurrency().record(busyRequesters);
    } finally {
      windows.exit(ticket);
    }
  }

  /** An operation that ran during warmup: counted, not measured. */
  public void recordWarmupEvent() {
    long ticket = windows.enter();
    try {
      windows.active().countWarmupEvent();
    } finally {
      windows.exit(ticket);
    }
  }

  /** Moves everything recorded since the last call into {@code target}. Reporting thread only. */
  public void drainInto(RequestStats target) {
    windows.swap(done -> {
      target.add(done);
      done.reset();
    });
  }

  private static long micros(long nanos) {
    return nanos <= 0 ? 0 : nanos / 1000;
  }
}
