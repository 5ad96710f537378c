package com.linkbenchx.results;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * One worker thread's recorder (a requester or a loader), written without locks into windows the
 * reporting thread swaps ({@link PhasedWindows}). One phaser guards all of a worker's histograms, so
 * each event costs two uncontended atomic increments and an interval's response, service and
 * queue-wait counts always match. Every executed event is recorded; nothing is sampled.
 *
 * <p>Busy time is one long beside the windows ({@link BusyClock}), so it splits exactly at the
 * interval boundary while an operation runs; written with an opaque store (atomic, no fence), as the
 * reader needs a whole value, not an ordering with other fields.
 */
public final class WorkerRecorder {
  private static final VarHandle BUSY_STATE;
  private static final VarHandle BUSY_AT_START;
  private static final VarHandle STARTS;
  /** The warm-up window is emptied this often, so a long warm-up compiles the buffered and the histograms' path. */
  private static final long WARMUP_WINDOW_EVENTS = 2L * RecordingWindow.BUFFERED_SUCCESSES;

  static {
    try {
      BUSY_STATE = MethodHandles.lookup().findVarHandle(WorkerRecorder.class, "busyState", long.class);
      BUSY_AT_START = MethodHandles.lookup().findVarHandle(WorkerRecorder.class, "busyAtStart", int.class);
      STARTS = MethodHandles.lookup().findVarHandle(WorkerRecorder.class, "starts", int.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private final PhasedWindows<RecordingWindow> windows =
      new PhasedWindows<>(new RecordingWindow(), new RecordingWindow());
  /**
   * [0] the active window (set per event, it swaps), [1] the warm-up window, chosen by index, not by
   * a branch: warm-up successes take the measured ones' code, never reported, so nothing needs
   * recompiling when measuring starts (a latency spike in the first interval otherwise). [1] is null
   * once the worker's warm-up is over.
   */
  private final RecordingWindow[] targets = {null, new RecordingWindow()};
  /** Successes the warm-up window took since it was last emptied. */
  private long warmupRecorded;
  /** Shared per-endpoint recorders of a store spread over several endpoints; null otherwise. */
  private final EndpointRecorders endpoints;
  private int servedBy;
  /** See {@link BusyClock}; written by the worker only. */
  private long busyState = BusyClock.IDLE;
  private int busyAtStart;
  /** Operations started so far (wrapping): tells the reporter whether the running one is new. */
  private int starts;

  public WorkerRecorder() {
    this(null);
  }

  /** @param endpoints where operations are also recorded per endpoint; null for a store with one */
  public WorkerRecorder(EndpointRecorders endpoints) {
    this.endpoints = endpoints;
  }

  /** The endpoint that served the operation recorded next (stores spread over several endpoints). */
  public void servedBy(int endpoint) {
    servedBy = endpoint;
  }

  /** An operation starts; {@code busyWorkers} includes this one (the largest value is reported). */
  public void operationStarted(long startNanos, int busyWorkers) {
    // Both before the state, which tells the reporter to read them.
    busyAtStart = busyWorkers;
    starts++;
    BUSY_STATE.setOpaque(this, BusyClock.started(busyState, startNanos));
  }

  private void busyUntil(long endNanos) {
    BUSY_STATE.setOpaque(this, BusyClock.stopped(busyState, endNanos));
  }

  /**
   * A success, measured ({@code warmup} 0) or in the warm-up (1: counted, never reported), on one path; latencies in
   * nanoseconds, recorded in microseconds. {@code busyAtEnd}: workers inside an operation as this one ends, itself
   * included (LinkBenchX's concurrency sample).
   */
  public void recordSuccess(LinkBenchOp op, long endNanos, long responseNanos, long serviceNanos,
      long queueWaitNanos, int busyAtEnd, int warmup) {
    busyUntil(endNanos);
    long ticket = windows.enter();
    try {
      RecordingWindow active = windows.active();
      targets[0] = active;
      RecordingWindow window = targets[warmup];
      window.recordSuccess(op, micros(responseNanos), micros(serviceNanos), micros(queueWaitNanos));
      window.completed(busyAtEnd, busyAtStart);
      active.countWarmupEvents(warmup);
      warmupRecorded += warmup;
      if (warmupRecorded == WARMUP_WINDOW_EVENTS) {
        targets[1].reset();
        warmupRecorded = 0;
      }
    } finally {
      windows.exit(ticket);
    }
    if (endpoints != null && warmup == 0) {
      endpoints.recordSuccess(servedBy, op, micros(responseNanos), micros(serviceNanos));
    }
  }

  /** Lets the warm-up window go (megabytes with hundreds of requesters); a later warm-up success fails. */
  public void warmupEnded() {
    targets[1] = null;
  }

  /** A failed operation; its latencies go to the failure histograms, never to the success ones. */
  public void recordFailure(LinkBenchOp op, ErrorKind kind, long endNanos, long responseNanos, long serviceNanos,
      int busyAtEnd) {
    busyUntil(endNanos);
    long ticket = windows.enter();
    try {
      RecordingWindow window = windows.active();
      window.operation(op).recordFailure(kind, micros(responseNanos), micros(serviceNanos));
      window.completed(busyAtEnd, busyAtStart);
    } finally {
      windows.exit(ticket);
    }
    if (endpoints != null) {
      endpoints.recordFailure(servedBy, op, kind);
    }
  }

  /** An operation that ran during warmup: counted, not measured. */
  public void recordWarmupEvent(long endNanos) {
    busyUntil(endNanos);
    long ticket = windows.enter();
    try {
      windows.active().countWarmupEvents(1);
    } finally {
      windows.exit(ticket);
    }
  }

  /** An operation that ends without being recorded per operation (it had no known type). */
  public void operationEnded(long endNanos) {
    busyUntil(endNanos);
  }

  /** One load-phase store call of {@code serviceNanos} that wrote {@code rows} rows. */
  public void recordLoadCall(LinkBenchOp op, long serviceNanos, long rows) {
    long ticket = windows.enter();
    try {
      windows.active().operation(op).recordCall(micros(serviceNanos), rows);
    } finally {
      windows.exit(ticket);
    }
  }

  /** A load-phase store call that failed for good (after the store's retries). */
  public void recordLoadFailure(LinkBenchOp op, ErrorKind kind, long serviceNanos) {
    long ticket = windows.enter();
    try {
      windows.active().operation(op).recordFailure(kind, micros(serviceNanos), micros(serviceNanos));
    } finally {
      windows.exit(ticket);
    }
  }

  /** Moves everything recorded since the last call into {@code target}. Reporting thread only. */
  public void drainInto(IntervalStats target) {
    windows.swap(done -> {
      done.addTo(target);
      done.reset();
    });
  }

  /**
   * Workers busy when the running operation started, if it started since {@code startsAtLastCut};
   * else 0. Lets an interval in which no operation finished (a stall) still report its peak.
   */
  int busyAtStartIfStartedSince(int startsAtLastCut) {
    if (!running() || starts() == startsAtLastCut) {
      return 0;
    }
    return Math.max(1, (int) BUSY_AT_START.getOpaque(this));
  }

  /** Whether an operation is under way. */
  boolean running() {
    return ((long) BUSY_STATE.getOpaque(this) & 1) != 0;
  }

  /** Operations started so far (wrapping). */
  int starts() {
    return (int) STARTS.getOpaque(this);
  }

  /** Busy nanoseconds until the cut (not until now), so an interval's mean never exceeds its busy workers. */
  long busyNanosAt(long cutNanos) {
    return BusyClock.busyNanosAt((long) BUSY_STATE.getOpaque(this), cutNanos);
  }

  private static long micros(long nanos) {
    return nanos <= 0 ? 0 : nanos / 1000;
  }
}
