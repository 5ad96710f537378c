package com.linkbenchx.stats;

import org.HdrHistogram.WriterReaderPhaser;

/**
 * The event generator's recorder: queue depth met by each arrival, its lag behind schedule, and
 * drops. Single writer (the generator), lock-free, swapped by the reporting thread.
 */
public final class GeneratorRecorder {
  private final WriterReaderPhaser phaser = new WriterReaderPhaser();
  private volatile GeneratorWindow active = new GeneratorWindow();
  private GeneratorWindow retired = new GeneratorWindow();

  /**
   * @param depthFound events already queued when this one arrived
   * @param lagNanos how late the generator emitted it (emission time minus scheduled time)
   * @param accepted false when the queue was full and the event was dropped
   */
  public void recordArrival(long depthFound, long lagNanos, boolean accepted) {
    long ticket = phaser.writerCriticalSectionEnter();
    try {
      active.record(depthFound, lagNanos, accepted);
    } finally {
      phaser.writerCriticalSectionExit(ticket);
    }
  }

  /** Reporting thread only. */
  public void drainInto(RequestStats target) {
    phaser.readerLock();
    try {
      GeneratorWindow done = active;
      active = retired;
      phaser.flipPhase();
      target.add(done);
      done.reset();
      retired = done;
    } finally {
      phaser.readerUnlock();
    }
  }
}
