package com.linkbenchx.request;

import com.linkbenchx.results.PhaseProbes;

/** Where requesters get their events: {@link OpenLoopEvents} or {@link ClosedLoopEvents}, one per mode. */
interface EventSource {
  /** Returned by {@link #next} when there are no more events. */
  long NO_MORE_EVENTS = -1;

  /** Called once from each requester's own thread before its first {@link #next}. */
  default void register(int requesterIndex) {
  }

  /** The next event's scheduled offset from the origin, at or after its time; {@link #NO_MORE_EVENTS} if none left. */
  long next(int requesterIndex);

  /** What the reporting thread reads about the source (generator and queue), or none. */
  PhaseProbes probes();

  /** Starts producing events at offsets from {@code originNanos}; {@code onEnd} runs once when production ends. */
  void start(long originNanos, Runnable onEnd);

  /** Stops producing now; waits up to {@code waitNanos} for a producing thread to finish. */
  void stop(long waitNanos) throws InterruptedException;

  /** Removes the events produced but not yet taken (they never run); returns how many. */
  long discardQueued();

  /** Why production ended, or null while it goes on. */
  GenerationEnd end();

  /** Nanoseconds requester {@code requesterIndex} has spun so far waiting for events; called from its own thread. */
  default long spunNanos(int requesterIndex) {
    return 0;
  }

  /** CPU time of the producing thread over the measured events, once ended; 0 without one, UNKNOWN if not metered. */
  default long producerCpuNanos() {
    return 0;
  }
}
