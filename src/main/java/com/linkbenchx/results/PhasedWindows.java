package com.linkbenchx.results;

import java.util.function.Consumer;
import org.HdrHistogram.WriterReaderPhaser;

/**
 * Two recording windows swapped under HdrHistogram's WriterReaderPhaser (as in its Recorder): the
 * writer records into the active window without locks, between {@link #enter} and {@link #exit};
 * the reporting thread swaps the windows and reads the one just retired.
 */
final class PhasedWindows<W> {
  private final WriterReaderPhaser phaser = new WriterReaderPhaser();
  private volatile W active;
  private W retired;

  PhasedWindows(W first, W second) {
    this.active = first;
    this.retired = second;
  }

  long enter() {
    return phaser.writerCriticalSectionEnter();
  }

  /** The window to record into; only between {@link #enter} and {@link #exit}. */
  W active() {
    return active;
  }

  void exit(long ticket) {
    phaser.writerCriticalSectionExit(ticket);
  }

  /** Reporting thread only: retires the active window and hands it to {@code readAndReset}. */
  void swap(Consumer<W> readAndReset) {
    phaser.readerLock();
    try {
      W done = active;
      active = retired;
      phaser.flipPhase();
      readAndReset.accept(done);
      retired = done;
    } finally {
      phaser.readerUnlock();
    }
  }
}
