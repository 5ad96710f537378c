package com.linkbenchx.results;

/**
 * The event generator's recorder: queue depth met by each arrival, its lag behind schedule, and
 * drops. Single writer (the generator), lock-free, swapped by the reporting thread.
 */
public final class GeneratorRecorder {
  private final PhasedWindows<GeneratorWindow> windows =
      new PhasedWindows<>(new GeneratorWindow(), new GeneratorWindow());

  /**
   * @param depthFound events already queued when this one arrived
   * @param lagNanos how late the generator emitted it (emission time minus scheduled time)
   * @param accepted false when the queue was full and the event was dropped
   */
  public void recordArrival(long depthFound, long lagNanos, boolean accepted) {
    long ticket = windows.enter();
    try {
      windows.active().record(depthFound, lagNanos, accepted);
    } finally {
      windows.exit(ticket);
    }
  }

  /** Reporting thread only. */
  public void drainInto(IntervalStats target) {
    windows.swap(done -> {
      done.addTo(target.counters());
      done.reset();
    });
  }
}
