package com.linkbenchx.request;

import com.linkbenchx.config.Failures;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.RecordedOps;
import com.linkbenchx.results.WorkerRecorder;
import com.linkbenchx.store.RoutedStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreUnavailableException;
import com.linkbenchx.store.WorkerStores;
import com.linkbenchx.store.timing.CallClock;
import com.linkbenchx.store.timing.TimedStores;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One requester thread: opens its stores before the start barrier, then takes events, runs one operation each and
 * records response, service and queue-wait time from the event's scheduled arrival. Failures are counted by kind and
 * never stop the JVM; a requester whose failures exceed {@code max_failed_requests} stops consuming and says so.
 */
final class Requester implements Runnable {
  enum Outcome {
    RUNNING,
    /** No more events: the normal end. */
    FINISHED,
    /** Exceeded max_failed_requests. */
    ABORTED,
    /** Its stores could not be opened, or the start was cancelled. */
    NOT_STARTED,
    /** An unexpected error escaped the loop. */
    CRASHED
  }

  private final int index;
  private final Random rng;
  private final OperationExecutor executor;
  private final WorkerRecorder recorder;
  private final EventSource events;
  private final AtomicInteger busyRequesters;
  private final long warmupNanos;
  private final PhaseLog log;
  private final RequesterContext shared;
  /** When this requester's last operation ended (0 until then): the measured period ends at the last one. */
  private volatile long finishedNanos;
  /** The timing record of the current operation; its call times are moved by the timed stores alone. */
  private final CallClock clock = new CallClock();
  /** The stores' endpoint reporting when they are spread over several endpoints; null otherwise. */
  private RoutedStore routed;

  /** An operation inside its store call, as the supervisor reads it when the requester is stuck. */
  record InFlight(LinkBenchOp op, long dueNanos, boolean measured) {
  }

  private static final VarHandle IN_FLIGHT_OP;

  static {
    try {
      IN_FLIGHT_OP = MethodHandles.lookup().findVarHandle(Requester.class, "inFlightOp", LinkBenchOp.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  /** The operation under way, null between operations (release-written, acquire-read). */
  @SuppressWarnings("unused") // accessed through IN_FLIGHT_OP
  private LinkBenchOp inFlightOp;
  /** Its scheduled arrival and whether it is measured; written before {@link #inFlightOp}. */
  private long inFlightDueNanos;
  private boolean inFlightMeasured;

  private volatile Outcome outcome = Outcome.RUNNING;
  /** The unexpected error that ended this requester (outcome CRASHED); null otherwise. */
  private volatile Throwable crash;
  /** Why it stopped before the events ran out, in words; null unless it did (a crash: {@link #crash}). */
  private volatile String stopCause;
  /** CPU time and time spun waiting for events over the measured events; set at its end when metered. */
  private volatile long meteredCpuNanos = ThreadCpu.UNKNOWN;
  private volatile long meteredSpunNanos;
  private long executed;
  private long failures;
  private long warmupRequests;

  Requester(int index, Random rng, OperationExecutor executor, WorkerRecorder recorder, RequesterContext shared) {
    this.index = index;
    this.rng = rng;
    this.executor = executor;
    this.recorder = recorder;
    this.shared = shared;
    this.events = shared.events();
    this.busyRequesters = shared.busyRequesters();
    this.warmupNanos = shared.warmupNanos();
    this.log = shared.log();
  }

  @Override
  public void run() {
    StartGate gate = shared.gate();
    WorkerStores stores = null;
    boolean arrived = false;
    try {
      log.info("Requester thread #" + index + " started");
      log.debug("Requester thread #" + index + " first random number " + rng.nextLong());
      events.register(index);
      try {
        stores = shared.storeOpener().open(index);
      } catch (StoreException | RuntimeException e) {
        // The phase reports all requesters' failures together, once per distinct cause.
        log.debug("Requester #" + index + " could not open its stores", e);
        arrived = true;
        gate.arrive(index, e);
        outcome = Outcome.NOT_STARTED;
        return;
      }
      log.debug("Using LinkStore implementation: " + className(stores.links()));
      log.debug(stores.nodes() == null ? "No NodeStore implementation provided"
          : "Using NodeStore implementation: " + className(stores.nodes()));
      arrived = true;
      gate.arrive(index, null);
      if (!gate.awaitDecision()) {
        outcome = Outcome.NOT_STARTED;
        return;
      }
      outcome = serve(stores, gate.originNanos());
      finishedNanos = System.nanoTime();
    } catch (InterruptedException e) {
      outcome = Outcome.NOT_STARTED;
      Thread.currentThread().interrupt();
    } catch (Throwable t) {
      // Kept, not logged: an OutOfMemoryError would strike again while its line is built, in every requester at once.
      // The phase reports the crashes at its end, once per distinct cause.
      Failures.seen(t);
      crash = t;
      outcome = Outcome.CRASHED;
    } finally {
      if (!arrived) {
        gate.arrive(index, new IllegalStateException("requester #" + index + " failed before connecting"));
      }
      if (stores != null) {
        stores.close();
      }
      shared.onExit().run();
    }
  }

  long finishedNanos() {
    return finishedNanos;
  }

  private static String className(Object store) {
    return store == null ? "none" : store.getClass().getName();
  }

  /**
   * Two loops over one per-event method: leaving the warm-up's loop costs the compiled loop alone, while the code that
   * runs and records each event, compiled during the warm-up, runs on as it is (a branch first taken at the warm-up's
   * end would send it back to the interpreter and its compiler, just as measuring starts).
   */
  private Outcome serve(WorkerStores stores, long originNanos) {
    WorkerStores timed = TimedStores.wrap(stores, clock);
    routed = stores.routed();
    long scheduledOffset = events.next(index);
    while (scheduledOffset >= 0 && scheduledOffset < warmupNanos) {
      Outcome stop = runEvent(stores, timed, originNanos, scheduledOffset);
      if (stop != null) {
        return stop;
      }
      scheduledOffset = events.next(index);
    }
    recorder.warmupEnded();
    if (scheduledOffset >= 0 && warmupNanos > 0) {
      log.info("Requester #" + index + " warmup finished  after " + warmupRequests + " warmup requests.");
    }
    boolean metered = shared.meterCpu();
    long cpuFrom = metered ? ThreadCpu.currentNanos() : ThreadCpu.UNKNOWN;
    long spunFrom = events.spunNanos(index);
    try {
      while (scheduledOffset >= 0) {
        Outcome stop = runEvent(stores, timed, originNanos, scheduledOffset);
        if (stop != null) {
          return stop;
        }
        scheduledOffset = events.next(index);
      }
      return Outcome.FINISHED;
    } finally {
      if (metered) {
        meteredSpunNanos = events.spunNanos(index) - spunFrom;
        meteredCpuNanos = ThreadCpu.since(cpuFrom);
      }
    }
  }

  /** CPU time over the measured events, once it has ended; {@link ThreadCpu#UNKNOWN} if not metered or unknown. */
  long meteredCpuNanos() {
    return meteredCpuNanos;
  }

  /** Time spun waiting for events over the measured events, once it has ended (when metered). */
  long meteredSpunNanos() {
    return meteredSpunNanos;
  }

  /** Runs one event: choose, execute through the timed stores, record what {@link #clock} measured; null to go on. */
  private Outcome runEvent(WorkerStores stores, WorkerStores timed, long originNanos, long scheduledOffset) {
    long dueNanos = originNanos + scheduledOffset;
    // 1 while scheduled in the warm-up, else 0: recorded as data, not branched on, so measured and warm-up events run
    // the same compiled code.
    int warmup = (int) ((scheduledOffset - warmupNanos) >>> 63);
    // Busy from taking the event until the operation ends: the time-average of this is Little's L.
    recorder.operationStarted(clock.begin(dueNanos), busyRequesters.incrementAndGet());
    LinkBenchOp op = null;
    Exception failure = null;
    try {
      op = executor.chooseOperation();
      inFlightDueNanos = dueNanos;
      inFlightMeasured = warmup == 0;
      IN_FLIGHT_OP.setRelease(this, op);
      executor.execute(op, timed);
    } catch (StoreException | RuntimeException e) {
      failure = e;
    } catch (Error e) {
      busyRequesters.decrementAndGet(); // keep the concurrency count right for the others
      recorder.operationEnded(System.nanoTime());
      throw e;
    }
    IN_FLIGHT_OP.setRelease(this, null);
    clock.finish(failure != null);
    int busy = busyRequesters.getAndDecrement();
    executed++;
    if (routed != null) {
      recorder.servedBy(routed.servedBy());
    }
    if (failure != null) {
      return failed(op, failure, busy, warmup == 0, stores);
    }
    recorder.recordSuccess(op, clock.endNanos(), clock.responseNanos(), clock.serviceNanos(),
        clock.queueWaitNanos(), busy, warmup);
    warmupRequests += warmup;
    return null;
  }

  /** Records and logs a failed event; returns null to go on, or how the requester ends. */
  private Outcome failed(LinkBenchOp op, Exception e, int busy, boolean measured, WorkerStores stores) {
    failures++;
    if (measured && RecordedOps.isRequestOp(op)) {
      recorder.recordFailure(op, StoreException.kindOf(e), clock.endNanos(), clock.responseNanos(),
          clock.serviceNanos(), busy);
    } else if (!measured) {
      warmupRequests++;
      recorder.recordWarmupEvent(clock.endNanos());
    } else {
      recorder.operationEnded(clock.endNanos());
    }
    shared.failures().failed(op, e);
    stores.clearErrors(index);
    if (e instanceof StoreUnavailableException) {
      // Every requester meets the same outage: the phase says it once, with their count.
      log.debug("Requester #" + index + " stopping: " + e.getMessage());
      stopCause = e.getMessage();
      return Outcome.ABORTED;
    }
    long maxFailedRequests = shared.maxFailedRequests();
    if (maxFailedRequests >= 0 && failures > maxFailedRequests) {
      log.error("Requester #" + index + " aborting: " + failures + " failed requests (out of " + executed + " total) ");
      stopCause = "more than max_failed_requests = " + maxFailedRequests + " failed requests";
      return Outcome.ABORTED;
    }
    return null;
  }

  Throwable crash() {
    return crash;
  }

  /** Why it stopped early, or null; for a crash, "failed: " and the error described. */
  String stopCause() {
    Throwable crashed = crash;
    return crashed != null ? "failed: " + Failures.describe(crashed) : stopCause;
  }

  Outcome outcome() {
    return outcome;
  }

  /** The operation this requester is inside, or null. Read by the supervisor only. */
  InFlight inFlight() {
    LinkBenchOp op = (LinkBenchOp) IN_FLIGHT_OP.getAcquire(this);
    return op == null ? null : new InFlight(op, inFlightDueNanos, inFlightMeasured);
  }
}
