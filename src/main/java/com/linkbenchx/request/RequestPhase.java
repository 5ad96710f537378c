package com.linkbenchx.request;

import com.linkbenchx.config.Logs;
import com.linkbenchx.stats.GeneratorRecorder;
import com.linkbenchx.stats.HdrIntervalLog;
import com.linkbenchx.stats.IntervalReporter;
import com.linkbenchx.stats.OutputFiles;
import com.linkbenchx.stats.PhaseLog;
import com.linkbenchx.stats.RequestStats;
import com.linkbenchx.stats.RequesterRecorder;
import com.linkbenchx.store.Phase;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.workload.Workload;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The request phase: a fixed pool of requesters, each connected before anything starts, fed by one
 * generator at the total request rate (or running back to back in closed-loop mode); periodic
 * reports while it runs; a summary at the end, also when interrupted or when requesters fail.
 *
 * <p>The calling thread supervises and is the one reporting thread. The phase ends when every
 * event has run, or at {@code maxtime + shutdown_grace} (events still queued then are dropped),
 * or when all requesters have stopped, or on {@link #requestStop()}.
 */
public final class RequestPhase {
  private final RequestSettings settings;
  private final ExecutorFactory executors;
  private final StoreOpener storeOpener;
  private final OutputFiles outputs;
  private final PhaseLog log;
  private final PrintStream console;
  private final Semaphore wakeups = new Semaphore(0);
  private volatile boolean stopRequested;
  private volatile RequestStats lastTotals;

  /**
   * The driver's entry point.
   *
   * @param workload built with the request phase selected (it supplies the operation mix, access
   *     distributions and payloads)
   * @param stores the run's store providers, already started
   * @param outputs files opened by the command line ({@code --csvstream} header already written)
   */
  public RequestPhase(RequestSettings settings, Workload workload, StoreSet stores, OutputFiles outputs) {
    this(settings, workload, stores, outputs, PhaseLog.of(Logs.logger()));
  }

  private RequestPhase(RequestSettings settings, Workload workload, StoreSet stores, OutputFiles outputs,
      PhaseLog log) {
    this(settings, new WorkloadExecutors(workload, settings, log), stores, outputs, log, System.out);
  }

  RequestPhase(RequestSettings settings, ExecutorFactory executors, StoreSet stores, OutputFiles outputs,
      PhaseLog log, PrintStream console) {
    this(settings, executors, storeOpener(stores, executors), outputs, log, console);
  }

  /** For tests and benchmarks: explicit stores, log and console. */
  RequestPhase(RequestSettings settings, ExecutorFactory executors, StoreOpener storeOpener, OutputFiles outputs,
      PhaseLog log, PrintStream console) {
    this.settings = settings;
    this.executors = executors;
    this.storeOpener = storeOpener;
    this.outputs = outputs == null ? OutputFiles.none() : outputs;
    this.log = log;
    this.console = console;
  }

  /** Both stores when the mix has node operations; the link store alone otherwise (link-only backends work). */
  private static StoreOpener storeOpener(StoreSet stores, ExecutorFactory executors) {
    return index -> executors.needsNodeStore()
        ? stores.openBoth(Phase.REQUEST, index)
        : stores.openLinks(Phase.REQUEST, index);
  }

  /**
   * Stops the phase early (Ctrl-C, SIGTERM): generation stops, operations in flight finish, queued
   * events are dropped, the summary is printed and every output flushed; {@link #run} then returns
   * a result marked interrupted. Safe to call from any thread, any number of times.
   */
  public void requestStop() {
    stopRequested = true;
    wakeups.release();
  }

  /**
   * Runs the phase. Throws {@link RequestPhaseException} if it cannot start (a requester's stores
   * fail to open, the HdrHistogram log cannot be created) and ConfigError for bad workload settings.
   */
  public RequestResult run() throws InterruptedException {
    if (!settings.enabled()) {
      log.info("NO REQUEST PHASE CONFIGURED. ");
      return RequestResult.notConfigured();
    }
    int count = settings.requesters();
    RequestSeeds seeds = RequestSeeds.derive(settings, log);
    List<Random> rngs = new ArrayList<>(count);
    List<OperationExecutor> operationExecutors = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      Random rng = seeds.requesterRandom(i);
      rngs.add(rng);
      operationExecutors.add(executors.create(i, count, rng));
    }
    HdrIntervalLog hdrLog = openHdrLog();
    try {
      return runPool(seeds, rngs, operationExecutors, hdrLog);
    } finally {
      if (hdrLog != null) {
        hdrLog.close();
      }
      this.outputs.flush();
    }
  }

  private RequestResult runPool(RequestSeeds seeds, List<Random> rngs, List<OperationExecutor> operationExecutors,
      HdrIntervalLog hdrLog) throws InterruptedException {
    int count = settings.requesters();
    long maxTimeNanos = settings.maxTimeSeconds() * 1_000_000_000L;
    EventQueue queue = settings.closedLoop() ? null : new EventQueue(settings.queueCapacity(), count);
    ClosedLoopEvents closedLoop = settings.closedLoop()
        ? new ClosedLoopEvents(settings.requests(), maxTimeNanos) : null;
    EventSource events = queue != null ? new QueuedEvents(queue) : closedLoop;
    StartGate gate = new StartGate(count);
    AtomicInteger busy = new AtomicInteger();
    List<RequesterRecorder> recorders = new ArrayList<>(count);
    List<Requester> requesters = new ArrayList<>(count);
    List<Thread> threads = new ArrayList<>(count);
    long warmupNanos = settings.warmupSeconds() * 1_000_000_000L;
    for (int i = 0; i < count; i++) {
      RequesterRecorder recorder = new RequesterRecorder();
      recorders.add(recorder);
      Requester requester = new Requester(i, rngs.get(i), operationExecutors.get(i), storeOpener, gate, events,
          recorder, busy, warmupNanos, settings.maxFailedRequests(), log, wakeups::release);
      requesters.add(requester);
      Thread thread = new Thread(requester, "Requester-" + i);
      thread.setDaemon(true); // a store call stuck past the grace period must not keep the JVM alive
      threads.add(thread);
    }

    long connectStart = System.nanoTime();
    threads.forEach(Thread::start);
    try {
      gate.awaitAllArrived();
    } catch (InterruptedException e) {
      gate.abort();
      throw e;
    }
    List<String> openFailures = gate.failures();
    if (!openFailures.isEmpty()) {
      gate.abort();
      joinAll(threads, 5_000);
      throw new RequestPhaseException("Request phase failed: " + openFailures.size() + " of " + count
          + " requesters could not open their stores; first: " + openFailures.get(0));
    }
    log.info("All " + count + " requesters connected in "
        + String.format(java.util.Locale.ROOT, "%.3f", (System.nanoTime() - connectStart) / 1e9) + " seconds");

    GeneratorRecorder generatorRecorder = new GeneratorRecorder();
    long originNanos = System.nanoTime();
    if (hdrLog != null) {
      hdrLog.begin(System.currentTimeMillis());
    }
    IntervalReporter reporter = new IntervalReporter(recorders, generatorRecorder, settings.latencyHeadline(),
        outputs.csvStream(), hdrLog, log, originNanos);
    EventGenerator generator = null;
    Thread generatorThread = null;
    if (queue != null) {
      generator = new EventGenerator(new PoissonSchedule(seeds.generatorRandom(), settings.requestRate()), queue,
          generatorRecorder, settings.requests(), maxTimeNanos, originNanos);
      EventGenerator arrivals = generator;
      generatorThread = new Thread(() -> {
        try {
          arrivals.run();
        } finally {
          // Requesters drain and finish at once, and the supervisor hears of it without waiting.
          queue.close();
          wakeups.release();
        }
      }, "Event Generator");
      generatorThread.setDaemon(true);
      generatorThread.setUncaughtExceptionHandler(
          (thread, failure) -> {
            log.error("Unrecoverable exception in the event generator:", failure);
            wakeups.release();
          });
    } else {
      closedLoop.begin(originNanos);
    }
    console.println("Processing Requests:[]");
    gate.open(originNanos);
    if (generatorThread != null) {
      generatorThread.start();
    }
    PhaseRun phaseRun = new PhaseRun(settings, queue, closedLoop, generator, generatorThread, requesters, threads,
        reporter, outputs, wakeups, () -> stopRequested, log, console);
    try {
      return phaseRun.superviseAndSummarize(originNanos, warmupNanos);
    } finally {
      lastTotals = reporter.totals();
    }
  }

  private HdrIntervalLog openHdrLog() {
    if (outputs.hdrLogPath() == null) {
      return null;
    }
    try {
      return HdrIntervalLog.create(outputs.hdrLogPath());
    } catch (IOException e) {
      throw new RequestPhaseException("Could not open file " + outputs.hdrLogPath() + " for writing", e);
    }
  }

  static void joinAll(List<Thread> threads, long timeoutMillis) throws InterruptedException {
    long deadline = System.nanoTime() + timeoutMillis * 1_000_000L;
    for (Thread thread : threads) {
      long remaining = deadline - System.nanoTime();
      if (remaining > 0) {
        TimeUnit.NANOSECONDS.timedJoin(thread, remaining);
      }
    }
  }

  /** The measured totals of the last run (tests inspect them). */
  RequestStats lastTotals() {
    return lastTotals;
  }
}
