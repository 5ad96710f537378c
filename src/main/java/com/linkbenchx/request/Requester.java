package com.linkbenchx.request;

import com.linkbenchx.stats.PhaseLog;
import com.linkbenchx.stats.RequesterRecorder;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreUnavailableException;
import com.linkbenchx.store.WorkerStores;
import com.linkbenchx.workload.LinkBenchOp;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One requester thread (SPEC §6.3 with this project's fixes): opens its stores before the start
 * barrier, then takes events, runs one operation each and records response, service and queue-wait
 * time from the event's scheduled arrival. Failures are counted by kind and never stop the JVM; a
 * requester whose failures exceed {@code max_failed_requests} stops consuming and says so.
 */
final class Requester implements Runnable {
  /** Stack traces logged per requester; later failures are only counted. */
  static final int LOGGED_FAILURES = 20;

  /** How the requester ended. */
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
  private final StoreOpener storeOpener;
  private final StartGate gate;
  private final EventSource events;
  private final RequesterRecorder recorder;
  private final AtomicInteger busyRequesters;
  private final long warmupNanos;
  private final long maxFailedRequests;
  private final PhaseLog log;
  private final Runnable onExit;
  /** When this requester's last operation ended (0 until then): the measured period ends at the last one. */
  private volatile long finishedNanos;
  private final ServiceTimer timer = new ServiceTimer();

  private volatile Outcome outcome = Outcome.RUNNING;
  private long executed;
  private long failures;
  private long warmupRequests;

  Requester(int index, Random rng, OperationExecutor executor, StoreOpener storeOpener, StartGate gate,
      EventSource events, RequesterRecorder recorder, AtomicInteger busyRequesters, long warmupNanos,
      long maxFailedRequests, PhaseLog log, Runnable onExit) {
    this.index = index;
    this.rng = rng;
    this.executor = executor;
    this.storeOpener = storeOpener;
    this.gate = gate;
    this.events = events;
    this.recorder = recorder;
    this.busyRequesters = busyRequesters;
    this.warmupNanos = warmupNanos;
    this.maxFailedRequests = maxFailedRequests;
    this.log = log;
    this.onExit = onExit;
  }

  @Override
  public void run() {
    WorkerStores stores = null;
    boolean arrived = false;
    try {
      log.info("Requester thread #" + index + " started");
      log.debug("Requester thread #" + index + " first random number " + rng.nextLong());
      events.register(index);
      try {
        stores = storeOpener.open(index);
      } catch (StoreException | RuntimeException e) {
        log.error("Error while initializing store", e);
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
      log.error("Unrecoverable exception in worker thread:", t);
      outcome = Outcome.CRASHED;
    } finally {
      if (!arrived) {
        gate.arrive(index, new IllegalStateException("requester #" + index + " failed before connecting"));
      }
      if (stores != null) {
        stores.close();
      }
      onExit.run();
    }
  }

  long finishedNanos() {
    return finishedNanos;
  }

  private static String className(Object store) {
    return store == null ? "none" : store.getClass().getName();
  }

  private Outcome serve(WorkerStores stores, long originNanos) {
    boolean warm = warmupNanos <= 0;
    for (;;) {
      long scheduledOffset = events.next(index);
      if (scheduledOffset < 0) {
        return Outcome.FINISHED;
      }
      long dequeuedNanos = System.nanoTime();
      long dueNanos = originNanos + scheduledOffset;
      boolean measured = scheduledOffset >= warmupNanos;
      if (measured && !warm) {
        warm = true;
        log.info("Requester #" + index + " warmup finished  after " + warmupRequests + " warmup requests.");
      }
      LinkBenchOp op = null;
      timer.reset();
      busyRequesters.incrementAndGet();
      try {
        op = executor.chooseOperation();
        executor.execute(op, stores, timer);
        long endNanos = timer.ended() ? timer.endNanos() : System.nanoTime();
        int busy = busyRequesters.getAndDecrement();
        executed++;
        if (measured) {
          long serviceNanos = timer.started() ? endNanos - timer.startNanos() : 0;
          recorder.recordSuccess(op, endNanos - dueNanos, serviceNanos, dequeuedNanos - dueNanos, busy);
        } else {
          warmupRequests++;
          recorder.recordWarmupEvent();
        }
      } catch (StoreException | RuntimeException e) {
        long failedNanos = System.nanoTime();
        int busy = busyRequesters.getAndDecrement();
        executed++;
        failures++;
        if (measured && isRequestOp(op)) {
          long serviceNanos = timer.started() ? failedNanos - timer.startNanos() : 0;
          recorder.recordFailure(op, ErrorKinds.of(e), failedNanos - dueNanos, serviceNanos, busy);
        } else if (!measured) {
          warmupRequests++;
          recorder.recordWarmupEvent();
        }
        logFailure(op, e);
        stores.clearErrors(index);
        if (e instanceof StoreUnavailableException) {
          log.error("Requester #" + index + " stopping: " + e.getMessage());
          return Outcome.ABORTED;
        }
        if (maxFailedRequests >= 0 && failures > maxFailedRequests) {
          log.error("Requester #" + index + " aborting: " + failures + " failed requests (out of " + executed
              + " total) ");
          return Outcome.ABORTED;
        }
      } catch (Error e) {
        busyRequesters.decrementAndGet(); // keep the concurrency count right for the others
        throw e;
      }
    }
  }

  private void logFailure(LinkBenchOp op, Exception e) {
    if (failures <= LOGGED_FAILURES) {
      log.error((op == null ? "Operation choice" : op.name()) + " error " + e.getMessage(), e);
      if (failures == LOGGED_FAILURES) {
        log.error("Requester #" + index + ": further failures are counted but not logged");
      }
    }
  }

  /** UNKNOWN (the mix's rounding gap) or no op at all cannot be recorded per operation, only counted. */
  private static boolean isRequestOp(LinkBenchOp op) {
    return op != null && op.ordinal() <= LinkBenchOp.GET_LINKS_LIST.ordinal();
  }

  int index() {
    return index;
  }

  Outcome outcome() {
    return outcome;
  }
}
