package com.linkbenchx.request;

import com.linkbenchx.results.GeneratorRecorder;
import java.util.concurrent.locks.LockSupport;

/**
 * The open-loop event producer: emits events at the total request rate on an absolute Poisson schedule, each carrying
 * its scheduled offset from {@code originNanos}. It never blocks and never slows down: an event that finds the queue
 * full is dropped and counted. It stops after {@code requests} events, at {@code maxtime}, or when asked.
 *
 * <p>It hands events over {@link #HORIZON_NANOS} ahead of their time, so their requester is awake when they are due,
 * and wakes at most about once per {@link #MIN_PARK_NANOS}: at high rates one wake-up serves many events. It never
 * spins. Queue depth and lag are recorded as at the event's scheduled time (events still early are not queued yet).
 */
final class EventGenerator implements Runnable {
  /** How far ahead of its time an event is handed over: far longer than a parked thread takes to wake, even loaded. */
  static final long HORIZON_NANOS = 2_000_000;
  /** The generator does not park for less than this; it hands over the events due meanwhile early. */
  static final long MIN_PARK_NANOS = 1_000_000;
  /** Most events ahead of their time at once (at most half the queue, so they never crowd out due ones). */
  private static final int MAX_EARLY = 16_384;

  private final PoissonSchedule schedule;
  private final EventQueue queue;
  private final GeneratorRecorder recorder;
  private final SpinWindowEstimate lead;
  private final long requests;
  private final long maxTimeNanos;
  private final long originNanos;
  /** Its own CPU time is metered from the first event scheduled at or after this offset (Long.MAX_VALUE: never). */
  private final long meterFromOffset;
  private long cpuFrom = ThreadCpu.UNKNOWN;
  private volatile long meteredCpuNanos = ThreadCpu.UNKNOWN;
  /** Scheduled times of the events handed over early and not yet due, oldest first (a ring). */
  private final long[] early;
  private int earlyFirst;
  private int earlyCount;
  private volatile boolean stopped;
  private volatile GenerationEnd end;
  private volatile Thread runner;

  /**
   * @param originNanos System.nanoTime() at which offset 0 lies (the start of generation)
   * @param maxTimeNanos no event is scheduled at or after this offset
   */
  EventGenerator(PoissonSchedule schedule, EventQueue queue, GeneratorRecorder recorder, SpinWindowEstimate lead,
      long requests, long maxTimeNanos, long originNanos, long meterFromOffset) {
    this.schedule = schedule;
    this.queue = queue;
    this.recorder = recorder;
    this.lead = lead;
    this.requests = requests;
    this.maxTimeNanos = maxTimeNanos;
    this.originNanos = originNanos;
    this.meterFromOffset = meterFromOffset;
    this.early = new long[(int) Math.max(1, Math.min(MAX_EARLY, queue.capacity() / 2))];
  }

  @Override
  public void run() {
    runner = Thread.currentThread();
    GenerationEnd reason = GenerationEnd.REQUEST_COUNT_REACHED;
    long lastDue = originNanos;
    try {
      for (long emitted = 0; emitted < requests; emitted++) {
        long scheduled = schedule.next();
        if (scheduled >= maxTimeNanos) {
          parkUntil(originNanos + maxTimeNanos, false);
          reason = stopped ? GenerationEnd.STOPPED : GenerationEnd.TIME_LIMIT;
          break;
        }
        if (scheduled >= meterFromOffset && cpuFrom == ThreadCpu.UNKNOWN) {
          cpuFrom = ThreadCpu.currentNanos();
        }
        long due = originNanos + scheduled;
        if (earlyCount == early.length) {
          parkUntil(early[earlyFirst], false);
          forgetDue(System.nanoTime());
        }
        long handOver = due - HORIZON_NANOS;
        if (handOver - System.nanoTime() >= MIN_PARK_NANOS) {
          parkUntil(handOver, true);
        }
        if (stopped) {
          reason = GenerationEnd.STOPPED;
          break;
        }
        long now = System.nanoTime();
        forgetDue(now);
        long depthFound = Math.max(0, queue.size() - earlyCount);
        boolean accepted = queue.offer(scheduled);
        recorder.recordArrival(depthFound, Math.max(0, now - due), accepted);
        if (accepted && due - now > 0) {
          early[(earlyFirst + earlyCount) % early.length] = due;
          earlyCount++;
        }
        lastDue = due;
      }
      if (reason == GenerationEnd.REQUEST_COUNT_REACHED) {
        parkUntil(lastDue, false); // the queue closes only once every event is due
      }
    } finally {
      if (cpuFrom != ThreadCpu.UNKNOWN) {
        meteredCpuNanos = ThreadCpu.since(cpuFrom);
      }
      end = reason;
    }
  }

  /** Drops the early events that are due by {@code nowNanos}. */
  private void forgetDue(long nowNanos) {
    while (earlyCount > 0 && early[earlyFirst] - nowNanos <= 0) {
      earlyFirst = (earlyFirst + 1) % early.length;
      earlyCount--;
    }
  }

  /** Parks until {@code deadlineNanos} or a stop; with {@code learn}, how late it woke feeds the hand-off lead. */
  private void parkUntil(long deadlineNanos, boolean learn) {
    for (;;) {
      long remaining = deadlineNanos - System.nanoTime();
      if (stopped || remaining <= 0) {
        return;
      }
      LockSupport.parkNanos(this, remaining);
      long late = System.nanoTime() - deadlineNanos;
      if (late >= 0) {
        if (learn) {
          lead.timedWakeObserved(late);
        }
        return;
      }
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

  /** Its CPU time from the first metered event to its end, once it has ended; {@link ThreadCpu#UNKNOWN} if not metered. */
  long meteredCpuNanos() {
    return meteredCpuNanos;
  }

  /** Why it ended, or null while it runs. */
  GenerationEnd end() {
    return end;
  }
}
