package com.linkbenchx.request;

import com.linkbenchx.config.Logs;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.Phase;
import com.linkbenchx.model.RetryTally;
import com.linkbenchx.results.DriverFloor;
import com.linkbenchx.results.EndpointRecorders;
import com.linkbenchx.results.IntervalReporter;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.PhaseClock;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.PhaseOutputs;
import com.linkbenchx.results.RecordedOps;
import com.linkbenchx.results.WorkerRecorder;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.WorkerStores;
import com.linkbenchx.store.noop.NoopStoreProvider;
import com.linkbenchx.workload.Workload;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.HdrHistogram.Histogram;

/**
 * The request phase: a fixed pool of requesters, each connected before anything starts, fed by one generator at the
 * total request rate (or running back to back in closed-loop mode); periodic reports while it runs; a summary at the
 * end, also when interrupted or when requesters fail.
 *
 * <p>The calling thread supervises and is the one reporting thread. The phase ends when every event has run, or at
 * {@code maxtime + shutdown_grace} (events still queued then are dropped), or when all requesters have stopped, or on
 * {@link #requestStop}.
 */
public final class RequestPhase {
  private final RequestSettings settings;
  private final ExecutorFactory executors;
  private final StoreOpener storeOpener;
  private final PhaseOutputs outputs;
  private final PhaseLog log;
  private final PrintStream console;
  /** How often a wait before the phase's start looks at a stop request. */
  private static final long STOP_CHECK_MILLIS = 50;
  /** How long requesters may still take to connect once a stop is asked. */
  private static final long CONNECT_AFTER_STOP_NANOS = 1_000_000_000L;
  private final Semaphore wakeups = new Semaphore(0);
  private final Supplier<RetryTally> retries;
  private volatile boolean stopRequested;
  private volatile String stopCause = "signal";
  private volatile IntervalStats lastTotals;
  private volatile RequestPhase calibrationRun;
  /** The requesters and the generator meter their CPU time over the measured events (a calibration run). */
  private boolean meterCpu;
  private volatile MeteredCpu lastCpu = MeteredCpu.NONE;

  /**
   * @param stores the run's store providers, already started
   * @param retries the stores' cumulative retry counts, read at every interval; null when the stores keep none
   */
  public RequestPhase(RequestSettings settings, Workload workload, StoreSet stores, PhaseOutputs outputs,
      Supplier<RetryTally> retries) {
    // Both stores when the mix has node operations; the link store alone otherwise (link-only backends work).
    this(settings, new WorkloadExecutors(workload, settings, PhaseLog.of(Logs.logger())),
        index -> workload.operationMix().hasNodeOps() ? stores.openBoth(Phase.REQUEST, index)
            : stores.openLinks(Phase.REQUEST, index),
        outputs, retries, PhaseLog.of(Logs.logger()), System.out);
  }

  /** For tests and benchmarks: explicit stores, log and console. */
  RequestPhase(RequestSettings settings, ExecutorFactory executors, StoreOpener storeOpener, PhaseOutputs outputs,
      Supplier<RetryTally> retries, PhaseLog log, PrintStream console) {
    this.settings = settings;
    this.executors = executors;
    this.storeOpener = storeOpener;
    this.outputs = outputs;
    this.retries = retries;
    this.log = log;
    this.console = console;
  }

  /**
   * Stops the phase early (Ctrl-C, SIGTERM): operations in flight finish, queued events are dropped, the summary is
   * printed; {@link #run} then returns a result marked interrupted. Any thread, any number of times.
   */
  public void requestStop(String cause) {
    stopCause = cause;
    stopRequested = true;
    RequestPhase calibration = calibrationRun;
    if (calibration != null) {
      calibration.requestStop(cause);
    }
    wakeups.release();
  }

  /** Runs the phase; RequestPhaseException if a requester's stores fail to open, ConfigError for bad workload keys. */
  public RequestResult run() throws InterruptedException {
    if (!settings.enabled()) {
      log.info("NO REQUEST PHASE CONFIGURED. ");
      return RequestResult.notConfigured();
    }
    DriverFloor floor = settings.calibrateSeconds() > 0 ? calibrate() : null;
    return runPool(RequestSeeds.derive(settings.randomSeed(), settings.requesters(), log), floor);
  }

  /** The same rate, requesters and workload against the no-op store: every microsecond measured is the driver's. */
  private DriverFloor calibrate() throws InterruptedException {
    RequestSettings calibration = settings.forCalibration();
    log.info("Calibrating the driver's floor: the same rate and requesters against the no-op store for "
        + calibration.maxTimeSeconds() + " s (the first " + calibration.warmupSeconds() + " s not measured)");
    NoopStoreProvider noop = new NoopStoreProvider();
    StoreOpener noopStores = index -> {
      GraphStore store = noop.openGraphStore(Phase.REQUEST, index);
      return new WorkerStores(store, store);
    };
    PhaseLog quiet = problemsOnly(log);
    PhaseOutputs discarded = new PhaseOutputs(outputs.metadata(), List.of(), quiet);
    RequestPhase run = new RequestPhase(calibration, executors, noopStores, discarded, null, quiet,
        new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8));
    run.meterCpu = true;
    calibrationRun = run;
    if (stopRequested) {
      run.requestStop(stopCause);
    }
    RequestResult result;
    try {
      result = run.run();
    } finally {
      calibrationRun = null;
    }
    DriverFloor floor = driverFloor(settings, result, run.lastTotals(), run.lastCpu);
    log.info(floor.describe());
    return floor;
  }

  /** The calibration run's log: its routine lines are dropped, warnings and errors kept and marked as its own. */
  private static PhaseLog problemsOnly(PhaseLog log) {
    String prefix = "Calibration: ";
    return new PhaseLog() {
      @Override
      public void debug(String line) {
        log.debug(prefix + line);
      }

      @Override
      public void info(String line) {
      }

      @Override
      public void warn(String line) {
        log.warn(prefix + line);
      }

      @Override
      public void error(String line) {
        log.error(prefix + line);
      }

      @Override
      public void error(String line, Throwable cause) {
        log.error(prefix + line, cause);
      }
    };
  }

  /** The driver's floor from a calibration run's totals: queue wait and response time pooled over the request ops. */
  private static DriverFloor driverFloor(RequestSettings phase, RequestResult result, IntervalStats totals,
      MeteredCpu cpu) {
    Histogram handoff = OperationStats.newHistogram();
    Histogram response = OperationStats.newHistogram();
    for (LinkBenchOp op : RecordedOps.REQUEST) {
      OperationStats stats = totals.operation(op);
      handoff.add(stats.series(LatencySeries.QUEUE_WAIT));
      response.add(stats.series(LatencySeries.RESPONSE));
      response.add(stats.failedResponse());
    }
    return new DriverFloor(phase.closedLoop() ? 0 : phase.requestRate(), phase.requesters(), result.seconds(),
        totals.executed(), result.requestsPerSecond(), totals.dropped(), handoff.getValueAtPercentile(50),
        handoff.getValueAtPercentile(99), handoff.getMaxValue(), response.getValueAtPercentile(50),
        response.getValueAtPercentile(99), response.getMaxValue(), phase.handoffSpinShare(),
        MeteredCpu.seconds(cpu.requesterCpuNanos()), MeteredCpu.seconds(cpu.generatorCpuNanos()),
        cpu.spunNanos() / 1e9);
  }

  private RequestResult runPool(RequestSeeds seeds, DriverFloor floor) throws InterruptedException {
    int count = settings.requesters();
    // Each requester's executor first, on this thread, so configuration errors surface here before anything starts.
    List<Random> rngs = new ArrayList<>(count);
    List<OperationExecutor> operationExecutors = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      rngs.add(seeds.requesterRandom(i));
      operationExecutors.add(executors.create(i, count, rngs.get(i)));
    }
    long maxTimeNanos = settings.maxTimeSeconds() * 1_000_000_000L;
    EventSource events = settings.closedLoop()
        ? new ClosedLoopEvents(settings.requests(), maxTimeNanos)
        : new OpenLoopEvents(settings, seeds.generatorRandom(), log, meterCpu);
    StartGate gate = new StartGate(count);
    long warmupNanos = settings.warmupSeconds() * 1_000_000_000L;
    RequesterContext shared = new RequesterContext(storeOpener, gate, events, new AtomicInteger(), warmupNanos,
        settings.maxFailedRequests(), log, new FailureLog(log), wakeups::release, meterCpu);
    List<WorkerRecorder> recorders = new ArrayList<>(count);
    EndpointRecorders endpoints = EndpointRecorders.forEndpoints(outputs.metadata().store().endpoints().size());
    List<Requester> requesters = new ArrayList<>(count);
    List<Thread> threads = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      WorkerRecorder recorder = new WorkerRecorder(endpoints);
      recorders.add(recorder);
      Requester requester = new Requester(i, rngs.get(i), operationExecutors.get(i), recorder, shared);
      requesters.add(requester);
      Thread thread = new Thread(requester, "Thread-" + i); // LinkBenchX's name in the log lines
      thread.setDaemon(true); // a store call stuck past the grace period must not keep the JVM alive
      threads.add(thread);
    }
    RequesterPool pool = new RequesterPool(requesters, threads, shared.failures());

    long connectStart = System.nanoTime();
    pool.start();
    boolean arrived = false;
    boolean started;
    try {
      // A stop while requesters connect to a slow or silent server ends the phase within a second.
      long stopSeenNanos = 0;
      while (!arrived && (stopSeenNanos == 0 || System.nanoTime() - stopSeenNanos < CONNECT_AFTER_STOP_NANOS)) {
        arrived = gate.awaitAllArrived(STOP_CHECK_MILLIS);
        if (stopRequested && stopSeenNanos == 0) {
          stopSeenNanos = System.nanoTime();
        }
      }
      if (!arrived) {
        gate.abort();
        log.info("Stopped while the requesters were connecting: the request phase did not start");
        return stoppedBeforeStart();
      }
      Map<String, Integer> openFailures = gate.failureCauses();
      if (!openFailures.isEmpty()) {
        gate.abort();
        pool.join(5_000_000_000L);
        throw new RequestPhaseException(CauseCounts.openFailures(count, openFailures));
      }
      log.info("All " + count + " requesters connected in "
          + String.format(Locale.ROOT, "%.3f", (System.nanoTime() - connectStart) / 1e9) + " seconds");
      // start_at: driver processes start their schedules together
      started = settings.coordination().awaitStart(() -> stopRequested);
    } catch (InterruptedException e) {
      gate.abort();
      throw e;
    }
    if (!started) {
      gate.abort();
      pool.join(1_000_000_000L); // they close their connections and leave
      return stoppedBeforeStart();
    }

    long startEpochMicros = PhaseClock.nowEpochMicros();
    outputs.begin(startEpochMicros / 1000);
    if (floor != null) {
      outputs.calibration(floor);
    }
    long originNanos = System.nanoTime();
    PhaseClock clock = new PhaseClock(originNanos, startEpochMicros);
    IntervalReporter reporter = new IntervalReporter(recorders,
        events.probes().withRetries(retries).withEndpoints(endpoints), outputs, clock);
    console.println("Processing Requests:[]");
    // The source knows the origin before any requester can ask it for an event.
    events.start(originNanos, wakeups::release);
    gate.open(originNanos);
    PhaseRun phaseRun = new PhaseRun(new RunContext(settings, outputs, log, console, wakeups, () -> stopRequested,
        () -> stopCause), events, pool, reporter);
    try {
      return phaseRun.superviseAndSummarize(originNanos, warmupNanos);
    } finally {
      lastTotals = reporter.totals();
      if (meterCpu) {
        lastCpu = MeteredCpu.of(requesters, events);
      }
    }
  }

  /** A phase stopped before its clock started: nothing was measured. */
  private static RequestResult stoppedBeforeStart() {
    return new RequestResult(0, 0, 0, 0, 0, 0, true, false);
  }

  /** The measured totals of the last run (tests inspect them). */
  IntervalStats lastTotals() {
    return lastTotals;
  }
}
