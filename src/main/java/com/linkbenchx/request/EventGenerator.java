package com.linkbenchx.request;

import com.linkbenchx.stats.GeneratorRecorder;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * The open-loop event source (SPEC §6.2 with this project's fixes): emits events at the total
 * request rate on an absolute Poisson schedule, each carrying its scheduled offset from
 * {@code originNanos}. It never blocks and never slows down: an event that finds the queue full is
 * dropped and counted. It stops after {@code requests} events, at {@code maxtime}, or when asked.
 */
final class EventGenerator implements Runnable {
  /** Why generation ended. */
  enum End {
    REQUEST_COUNT_REACHED,
    TIME_LIMIT,
    STOPPED
  }

  private final PoissonSchedule schedule;
  private final EventQueue queue;
  private final GeneratorRecorder recorder;
  private final long requests;
  private final long maxTimeNanos;
  private final long originNanos;
  private final BooleanSupplier stopRequested;
  private volatile boolean stopped;
  private volatile End end;
  private volatile Thread runner;

  /**
   * @param originNanos System.nanoTime() at which offset 0 lies (the start of generation)
   * @param maxTimeNanos no event is scheduled at or after this offset
   */
  EventGenerator(PoissonSchedule schedule, EventQueue queue, GeneratorRecorder recorder, long requests,
      long maxTimeNanos, long originNanos) {
    this.schedule = schedule;
    this.queue = queue;
    this.recorder = recorder;
    this.requests = requests;
    this.maxTimeNanos = maxTimeNanos;
    this.originNanos = originNanos;
    this.stopRequested = () -> stopped;
  }

  @Override
  public void run() {
    runner = Thread.currentThread();
    End reason = End.REQUEST_COUNT_REACHED;
    try {
      for (long emitted = 0; emitted < requests; emitted++) {
        long scheduled = schedule.next();
        if (scheduled >= maxTimeNanos) {
          PreciseWait.until(originNanos + maxTimeNanos, stopRequested);
          reason = stopped ? End.STOPPED : End.TIME_LIMIT;
          break;
        }
        long due = originNanos + scheduled;
        PreciseWait.until(due, stopRequested);
        if (stopped) {
          reason = End.STOPPED;
          break;
        }
        long depthFound = queue.size();
        boolean accepted = queue.offer(scheduled);
        recorder.recordArrival(depthFound, System.nanoTime() - due, accepted);
      }
    } finally {
      end = reason;
    }
  }

  /** Asks the generator to stop at once (Ctrl-C, all requesters gone). */
  void stop() {
    stopped = true;
    Thread thread = runner;
    if (thread != null) {
      LockSupport.unpark(thread); // it may be parked until a distant arrival
    }
  }

  /** Why it ended, or null while it runs. */
  End end() {
    return end;
  }
}
