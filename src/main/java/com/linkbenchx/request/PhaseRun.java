package com.linkbenchx.request;

import com.linkbenchx.stats.IntervalReporter;
import com.linkbenchx.stats.OutputFiles;
import com.linkbenchx.stats.PhaseLog;
import com.linkbenchx.stats.RequestStats;
import com.linkbenchx.stats.RequestSummary;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * One running request phase, seen from the supervising (and reporting) thread: reports every
 * {@code displayfreq}, closes the queue when generation ends, enforces {@code maxtime +
 * shutdown_grace}, notices requesters that stop early and stop requests, then prints the final
 * interval and the summary whatever happened.
 */
final class PhaseRun {
  /** Operations already inside a store call get at least this long to finish once the phase ends. */
  private static final long MIN_IN_FLIGHT_WAIT_NANOS = 1_000_000_000L;

  private final RequestSettings settings;
  private final EventQueue queue;
  private final ClosedLoopEvents closedLoop;
  private final EventGenerator generator;
  private final Thread generatorThread;
  private final List<Requester> requesters;
  private final List<Thread> threads;
  private final IntervalReporter reporter;
  private final OutputFiles outputs;
  private final Semaphore wakeups;
  private final BooleanSupplier stopRequested;
  private final PhaseLog log;
  private final PrintStream console;

  private int stoppedEarlySeen;
  private boolean generatorEndSeen;
  private boolean ended;
  private boolean interrupted;
  private boolean threadInterrupted;
  private int stuckRequesters;

  PhaseRun(RequestSettings settings, EventQueue queue, ClosedLoopEvents closedLoop, EventGenerator generator,
      Thread generatorThread, List<Requester> requesters, List<Thread> threads, IntervalReporter reporter,
      OutputFiles outputs, Semaphore wakeups, BooleanSupplier stopRequested, PhaseLog log, PrintStream console) {
    this.settings = settings;
    this.queue = queue;
    this.closedLoop = closedLoop;
    this.generator = generator;
    this.generatorThread = generatorThread;
    this.requesters = requesters;
    this.threads = threads;
    this.reporter = reporter;
    this.outputs = outputs;
    this.wakeups = wakeups;
    this.stopRequested = stopRequested;
    this.log = log;
    this.console = console;
  }

  /** Supervises until the phase is over, then reports; always prints the summary. */
  RequestResult superviseAndSummarize(long originNanos, long warmupNanos) {
    RuntimeException failure = null;
    try {
      supervise(originNanos);
    } catch (RuntimeException e) {
      // A bug here must not cost the measurements: end the phase, report, then rethrow.
      failure = e;
      interrupted = true;
      log.error("Unexpected error while supervising the request phase:", e);
    } finally {
      if (!ended) {
        endNow();
      }
    }
    long endNanos = System.nanoTime();
    reporter.reportInterval(endNanos);
    RequestResult result = summarize(reporter.totals(), lastFinish(endNanos) - (originNanos + warmupNanos));
    if (threadInterrupted) {
      Thread.currentThread().interrupt();
    }
    if (failure != null) {
      throw failure;
    }
    return result;
  }

  /**
   * End of the measured period: when the last requester finished its last operation, not when the
   * supervisor noticed (it may have been busy writing an interval report).
   */
  private long lastFinish(long fallbackNanos) {
    long last = 0;
    boolean any = false;
    for (Requester requester : requesters) {
      long finished = requester.finishedNanos();
      if (finished != 0 && (!any || finished - last > 0)) {
        last = finished;
        any = true;
      }
    }
    return any ? last : fallbackNanos;
  }

  private void supervise(long originNanos) {
    // nanoTime values are compared by difference only, which stays right if they wrap.
    long displayNanos = settings.displayFrequencySeconds() * 1_000_000_000L;
    long nextReport = originNanos + displayNanos;
    long deadline = originNanos + cappedSum(settings.maxTimeSeconds(), settings.shutdownGraceSeconds());
    long nextCollect = originNanos + IntervalReporter.MAX_COLLECT_NANOS;
    for (;;) {
      long now = System.nanoTime();
      if (now - nextReport >= 0) {
        reporter.reportInterval(now);
        while (nextReport - now <= 0) {
          nextReport += displayNanos;
        }
        nextCollect = now + IntervalReporter.MAX_COLLECT_NANOS;
      } else if (now - nextCollect >= 0) {
        reporter.collect();
        nextCollect = now + IntervalReporter.MAX_COLLECT_NANOS;
      }
      // The generator closes the queue itself when it ends; its end reason is set before that, so
      // it is known here before the requesters can all have finished.
      if (!generatorEndSeen && generator != null && generator.end() != null) {
        generatorEndSeen = true;
        if (generator.end() == EventGenerator.End.TIME_LIMIT) {
          console.println("Time limit elapsed");
        }
      }
      if (running() == 0) {
        allStoppedEarly(); // says so if the last ones stopped early since the previous look
        return;
      }
      if (allStoppedEarly()) {
        endNow();
        return;
      }
      if (stopRequested.getAsBoolean() || threadInterrupted) {
        log.info("Stop requested: ending the request phase; operations in flight finish, queued events are dropped");
        interrupted = true;
        endNow();
        return;
      }
      if (now - deadline >= 0) {
        log.info("maxtime + shutdown_grace reached: ending the request phase");
        endNow();
        return;
      }
      try {
        long wait = Math.min(Math.min(nextReport - now, deadline - now), nextCollect - now);
        wakeups.tryAcquire(Math.max(0, wait), TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        threadInterrupted = true;
      }
    }
  }

  /** (a + b) seconds in nanoseconds, capped far below overflow: a limit of centuries means "no limit". */
  private static long cappedSum(long secondsA, long secondsB) {
    long cap = Long.MAX_VALUE / 4 / 1_000_000_000L;
    return (Math.min(secondsA, cap) + Math.min(secondsB, cap)) * 1_000_000_000L;
  }

  /** Says when requesters stop early; true (said once, as an error) when all of them have. */
  private boolean allStoppedEarly() {
    int stoppedEarly = stoppedEarly();
    if (stoppedEarly == stoppedEarlySeen) {
      return false;
    }
    stoppedEarlySeen = stoppedEarly;
    if (stoppedEarly == requesters.size()) {
      log.error("All " + stoppedEarly + " requesters have stopped (max_failed_requests = "
          + settings.maxFailedRequests() + " exceeded, the store unreachable past store_outage_limit_seconds, or an"
          + " unexpected error): ending the request phase");
      return true;
    }
    log.warn(stoppedEarly + " of " + requesters.size() + " requesters have stopped early; the other "
        + (requesters.size() - stoppedEarly) + " continue");
    return false;
  }

  /** Stops generation, drops whatever is queued, lets operations in flight finish. */
  private void endNow() {
    ended = true;
    if (generator != null) {
      generator.stop();
      joinQuietly(generatorThread, MIN_IN_FLIGHT_WAIT_NANOS);
    }
    if (closedLoop != null) {
      closedLoop.stop();
    }
    if (queue != null) {
      reporter.addDroppedAtShutdown(queue.discard());
    }
    long waitNanos = Math.max(MIN_IN_FLIGHT_WAIT_NANOS, settings.shutdownGraceSeconds() * 1_000_000_000L);
    long until = System.nanoTime() + waitNanos;
    for (Thread thread : threads) {
      joinQuietly(thread, until - System.nanoTime());
    }
    stuckRequesters = (int) threads.stream().filter(Thread::isAlive).count();
    if (stuckRequesters > 0) {
      log.warn(stuckRequesters + " requesters are still inside a store call; their operations are not counted");
    }
  }

  private RequestResult summarize(RequestStats totals, long measuredNanos) {
    if (closedLoop != null && closedLoop.timeLimitReached()) {
      console.println("Time limit elapsed");
    }
    RequestSummary summary = new RequestSummary(totals, settings.latencyHeadline());
    summary.logLines().forEach(log::info);
    if (outputs.csvStats() != null) {
      summary.csvLines().forEach(outputs.csvStats()::println);
      outputs.csvStats().flush();
    }
    long requestsDone = totals.executed();
    long measuredMillis = Math.max(0, measuredNanos) / 1_000_000L;
    long perSecond = measuredMillis == 0 ? 0 : 1000 * requestsDone / measuredMillis;
    log.info("REQUEST PHASE COMPLETED. " + requestsDone + " requests done in " + measuredMillis / 1000
        + " seconds. Requests/second = " + perSecond);
    int aborted = stoppedEarly();
    if (aborted > 0) {
      log.error("Benchmark did not complete cleanly: " + aborted + "/" + requesters.size()
          + " request threads aborted.  See error log entries for details.");
    }
    double seconds = Math.max(0, measuredNanos) / 1e9;
    return new RequestResult(requestsDone, seconds, seconds > 0 ? requestsDone / seconds : 0, totals.dropped(),
        totals.failures(), aborted, interrupted, !interrupted && aborted == 0 && stuckRequesters == 0);
  }

  private int running() {
    int running = 0;
    for (Requester requester : requesters) {
      if (requester.outcome() == Requester.Outcome.RUNNING) {
        running++;
      }
    }
    return running;
  }

  private int stoppedEarly() {
    int stopped = 0;
    for (Requester requester : requesters) {
      Requester.Outcome outcome = requester.outcome();
      if (outcome == Requester.Outcome.ABORTED || outcome == Requester.Outcome.CRASHED) {
        stopped++;
      }
    }
    return stopped;
  }

  private void joinQuietly(Thread thread, long timeoutNanos) {
    if (thread == null || timeoutNanos <= 0) {
      return;
    }
    try {
      TimeUnit.NANOSECONDS.timedJoin(thread, timeoutNanos);
    } catch (InterruptedException e) {
      threadInterrupted = true;
      interrupted = true;
    }
  }
}
