package com.linkbenchx.request;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.IntervalReporter;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.ReportSchedule;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * One running request phase, seen from the supervising (and reporting) thread: reports every {@code displayfreq},
 * closes the queue when generation ends, enforces {@code maxtime + shutdown_grace}, notices requesters that stop early
 * and stop requests, then prints the final interval and the summary whatever happened.
 */
final class PhaseRun {
  /** Operations already inside a store call get at least this long to finish once the phase ends. */
  private static final long MIN_IN_FLIGHT_WAIT_NANOS = 1_000_000_000L;
  /** After a stop, operations in flight get at most this long: a server that stopped answering cannot hold it. */
  static final long STOP_GRACE_NANOS = 2_000_000_000L;
  private static final String PRINTER_THREAD = "Printer Thread";

  private final RunContext run;
  private final RequestSettings settings;
  private final EventSource events;
  private final RequesterPool pool;
  private final IntervalReporter reporter;
  private final PhaseLog log;

  private int stoppedEarlySeen;
  private boolean generationEndSeen;
  private boolean ended;
  private boolean interrupted;
  private boolean threadInterrupted;
  private int stuckRequesters;
  /** Why the phase ended, when the supervisor decided it; null when every event simply ran. */
  private String endReason;

  PhaseRun(RunContext run, EventSource events, RequesterPool pool, IntervalReporter reporter) {
    this.run = run;
    this.settings = run.settings();
    this.events = events;
    this.pool = pool;
    this.reporter = reporter;
    this.log = run.log();
  }

  /** Supervises until the phase is over, then always prints the summary (thread names as LinkBenchX's). */
  RequestResult superviseAndSummarize(long originNanos, long warmupNanos) {
    Thread current = Thread.currentThread();
    String callerName = current.getName();
    current.setName(PRINTER_THREAD);
    RuntimeException failure = null;
    long endNanos;
    try {
      failure = supervisedToTheEnd(originNanos);
      reportCrashes();
      pool.failures().logRepeats();
      endNanos = System.nanoTime();
      reporter.reportInterval(endNanos, true);
      noticeGenerationEnd();
    } finally {
      current.setName(callerName);
    }
    RequestResult result = summarize(reporter.totals(), pool.lastFinish(endNanos) - (originNanos + warmupNanos));
    if (threadInterrupted) {
      Thread.currentThread().interrupt();
    }
    if (failure != null) {
      throw failure;
    }
    return result;
  }

  /** Supervises and ends the phase; returns a failure of the supervision itself, to rethrow after the summary. */
  private RuntimeException supervisedToTheEnd(long originNanos) {
    try {
      supervise(originNanos);
      return null;
    } catch (RuntimeException e) {
      // A bug here must not cost the measurements: end the phase, report, then rethrow.
      interrupted = true;
      endReason = "unexpected error while supervising: " + e;
      log.error("Unexpected error while supervising the request phase:", e);
      return e;
    } finally {
      if (!ended) {
        endNow();
      }
    }
  }

  private void supervise(long originNanos) {
    // nanoTime values are compared by difference only, which stays right if they wrap.
    ReportSchedule schedule = new ReportSchedule(reporter, settings.displayFrequencySeconds(), originNanos);
    long deadline = originNanos + cappedSum(settings.maxTimeSeconds(), settings.shutdownGraceSeconds());
    for (;;) {
      long now = System.nanoTime();
      long untilDue = schedule.runDue(now);
      noticeGenerationEnd();
      if (pool.running() == 0) {
        allStoppedEarly(); // says so if the last ones stopped early since the previous look
        return;
      }
      if (allStoppedEarly()) {
        endReason = "all requesters stopped early";
        endNow();
        return;
      }
      if (run.stopRequested().getAsBoolean() || threadInterrupted) {
        log.info("Stop requested: ending the request phase; operations in flight finish, queued events are dropped");
        endReason = "stop requested (" + run.stopCause().get() + ")";
        interrupted = true;
        endNow();
        return;
      }
      if (now - deadline >= 0) {
        log.info("maxtime + shutdown_grace reached: ending the request phase");
        endReason = "maxtime + shutdown_grace reached with events still queued or running";
        endNow();
        return;
      }
      try {
        run.wakeups().tryAcquire(Math.max(0, Math.min(untilDue, deadline - now)), TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        threadInterrupted = true;
      }
    }
  }

  /** Says "Time limit elapsed" once generation ends at maxtime (seen before the requesters have drained). */
  private void noticeGenerationEnd() {
    if (!generationEndSeen && events.end() != null) {
      generationEndSeen = true;
      if (events.end() == GenerationEnd.TIME_LIMIT) {
        run.console().println("Time limit elapsed");
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
    int stoppedEarly = pool.stoppedEarly();
    if (stoppedEarly == stoppedEarlySeen) {
      return false;
    }
    stoppedEarlySeen = stoppedEarly;
    String causes = CauseCounts.join(pool.earlyStopCauses());
    if (stoppedEarly == pool.size()) {
      log.error("All " + stoppedEarly + " requesters have stopped (" + causes + "): ending the request phase");
      return true;
    }
    log.warn(stoppedEarly + " of " + pool.size() + " requesters have stopped early (" + causes + "); the other "
        + (pool.size() - stoppedEarly) + " continue");
    return false;
  }

  /** One line for the requesters an unexpected error ended, unless the early-stop lines named them already. */
  private void reportCrashes() {
    Map<String, Integer> causes = pool.crashCauses();
    if (causes.isEmpty()) {
      return;
    }
    log.debug("The first requester's failure", pool.firstCrash());
    if (pool.stoppedEarly() == stoppedEarlySeen) {
      return; // the early-stop lines named them
    }
    int crashed = causes.values().stream().mapToInt(Integer::intValue).sum();
    log.error(crashed + " of " + pool.size() + (crashed == 1 ? " requester" : " requesters") + " failed: "
        + CauseCounts.join(causes));
  }

  /** Stops generation, drops whatever is queued, lets operations in flight finish. */
  private void endNow() {
    ended = true;
    try {
      events.stop(MIN_IN_FLIGHT_WAIT_NANOS);
    } catch (InterruptedException e) {
      threadInterrupted = true;
      interrupted = true;
    }
    reporter.addDroppedAtShutdown(events.discardQueued());
    long graceNanos = Math.max(MIN_IN_FLIGHT_WAIT_NANOS, settings.shutdownGraceSeconds() * 1_000_000_000L);
    long waitNanos = interrupted ? Math.min(graceNanos, STOP_GRACE_NANOS) : graceNanos;
    try {
      stuckRequesters = pool.join(waitNanos);
    } catch (InterruptedException e) {
      threadInterrupted = true;
      interrupted = true;
      stuckRequesters = pool.running();
    }
    if (stuckRequesters > 0) {
      abandonStuckOperations(waitNanos);
    }
  }

  /**
   * Counts operations still inside a store call as failures of kind ABANDONED, so the balance holds: every generated
   * event was run, dropped, warmup, or abandoned.
   */
  private void abandonStuckOperations(long waitedNanos) {
    long now = System.nanoTime();
    Map<LinkBenchOp, Integer> abandoned = new EnumMap<>(LinkBenchOp.class);
    for (Requester.InFlight operation : pool.stuckOperations()) {
      if (operation.measured()) {
        reporter.addAbandoned(operation.op(), now - operation.dueNanos());
        abandoned.merge(operation.op(), 1, Integer::sum);
      } else {
        reporter.addWarmupEvents(1); // scheduled in warmup: counted there, as its end would have been
      }
    }
    String after = interrupted
        ? String.format(Locale.ROOT, "%.0f s after the stop", waitedNanos / 1e9)
        : "after shutdown_grace (" + settings.shutdownGraceSeconds() + " s)";
    log.warn(stuckRequesters + " requesters are still inside a store call " + after
        + "; their operations are counted as failed, kind ABANDONED"
        + (abandoned.isEmpty() ? "" : ": " + abandoned));
  }

  private RequestResult summarize(IntervalStats totals, long measuredNanos) {
    long requestsDone = totals.executed();
    double seconds = Math.max(0, measuredNanos) / 1e9;
    double perSecond = seconds > 0 ? requestsDone / seconds : 0;
    int aborted = pool.stoppedEarly();
    boolean endedEarly = interrupted || aborted > 0 || !pool.crashCauses().isEmpty();
    run.outputs().end(reporter.summary(Math.max(0, measuredNanos), perSecond, endReason(), endedEarly));
    if (aborted > 0) {
      log.error("Benchmark did not complete cleanly: " + aborted + "/" + pool.size()
          + " request threads aborted.  See error log entries for details.");
    }
    return new RequestResult(requestsDone, seconds, perSecond, totals.dropped(), totals.failures(), aborted,
        interrupted, !interrupted && aborted == 0 && stuckRequesters == 0);
  }

  /** Why the phase ended, in words, for the results. */
  private String endReason() {
    if (endReason != null) {
      return endReason;
    }
    if (pool.stoppedEarly() > 0) {
      return pool.stoppedEarly() + " of " + pool.size() + " requesters stopped early; the others finished";
    }
    GenerationEnd end = events.end();
    if (end == null) {
      return "every requester finished";
    }
    return switch (end) {
      case REQUEST_COUNT_REACHED -> "all " + settings.requests() + " requests generated and run";
      case TIME_LIMIT -> "maxtime (" + settings.maxTimeSeconds() + " s) reached";
      case STOPPED -> "generation stopped";
    };
  }
}
