package com.linkbenchx.stats;

import com.linkbenchx.workload.LinkBenchOp;
import org.HdrHistogram.WriterReaderPhaser;

/**
 * One requester's recorder: the requester writes without locks into its active window; the
 * reporting thread swaps windows and reads the retired one (HdrHistogram's WriterReaderPhaser, as
 * in its Recorder). One phaser guards all of a requester's histograms, so each event costs two
 * uncontended atomic increments, and an interval's response, service and queue-wait counts always
 * match. Every executed event is recorded; nothing is sampled.
 */
public final class RequesterRecorder {
  private final WriterReaderPhaser phaser = new WriterReaderPhaser();
  private volatile RecordingWindow active = new RecordingWindow();
  private RecordingWindow retired = new RecordingWindow();

  /** A successful operation; latencies in nanoseconds, recorded in microseconds. */
  public void recordSuccess(LinkBenchOp op, long responseNanos, long serviceNanos, long queueWaitNanos,
      int busyRequesters) {
    long ticket = phaser.writerCriticalSectionEnter();
    try {
      RecordingWindow window = active;
      window.operation(op.ordinal()).recordSuccess(micros(responseNanos), micros(serviceNanos),
          micros(queueWaitNanos));
      window.concurrency().record(busyRequesters);
    } finally {
      phaser.writerCriticalSectionExit(ticket);
    }
  }

  /** A failed operation; its latencies go to the failure histograms, never to the success ones. */
  public void recordFailure(LinkBenchOp op, ErrorKind kind, long responseNanos, long serviceNanos,
      int busyRequesters) {
    long ticket = phaser.writerCriticalSectionEnter();
    try {
      RecordingWindow window = active;
      window.operation(op.ordinal()).recordFailure(kind, micros(responseNanos), micros(serviceNanos));
      window.concurrency().record(busyRequesters);
    } finally {
      phaser.writerCriticalSectionExit(ticket);
    }
  }

  /** An operation that ran during warmup: counted, not measured. */
  public void recordWarmupEvent() {
    long ticket = phaser.writerCriticalSectionEnter();
    try {
      active.countWarmupEvent();
    } finally {
      phaser.writerCriticalSectionExit(ticket);
    }
  }

  /** Moves everything recorded since the last call into {@code target}. Reporting thread only. */
  public void drainInto(RequestStats target) {
    phaser.readerLock();
    try {
      RecordingWindow done = active;
      active = retired;
      phaser.flipPhase();
      target.add(done);
      done.reset();
      retired = done;
    } finally {
      phaser.readerUnlock();
    }
  }

  private static long micros(long nanos) {
    return nanos <= 0 ? 0 : nanos / 1000;
  }
}
