package com.linkbenchx.load;

import com.linkbenchx.config.Coordination;
import com.linkbenchx.config.Failures;
import com.linkbenchx.config.Logs;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Phase;
import com.linkbenchx.model.RetryTally;
import com.linkbenchx.results.IntervalReporter;
import com.linkbenchx.results.PhaseClock;
import com.linkbenchx.results.PhaseOutputs;
import com.linkbenchx.results.PhaseProbes;
import com.linkbenchx.results.ReportSchedule;
import com.linkbenchx.results.WorkerRecorder;
import com.linkbenchx.store.LoadTarget;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.WorkerStores;
import com.linkbenchx.workload.GraphShape;
import com.linkbenchx.workload.MasterRandom;
import com.linkbenchx.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.apache.logging.log4j.Logger;

/**
 * The load phase: {@code loaders} threads bulk-load the generated graph (links, counts and, with
 * {@code generate_nodes}, nodes), each recording its store calls into its own recorder; the calling thread closes an
 * interval of results every {@code displayfreq} seconds, then prints LinkBench's {@code LOAD PHASE COMPLETED} line.
 */
public final class LoadPhase {
  private static final Logger LOG = Logs.logger();
  /** How long loaders may take to finish their store call once a stop is asked; one still inside it is left behind. */
  static final long STOP_GRACE_NANOS = 2_000_000_000L;
  /** How often the wait for the loaders looks at a stop request. */
  private static final long STOP_CHECK_NANOS = 50_000_000L;

  /** Receives the first loader failure. */
  interface FailureSink {
    void failed(int loaderId, Throwable failure);
  }

  private final LoadSettings settings;
  private final Workload workload;
  private final StoreSet stores;
  private final PhaseOutputs outputs;
  private final Supplier<RetryTally> retries;
  private final long pieceSize;
  private final AtomicReference<Throwable> firstFailure = new AtomicReference<>();
  private volatile boolean stopRequested;
  private volatile String stopCause = "signal";

  /** @param retries the stores' cumulative retry counts, read every interval; null when they keep none */
  public LoadPhase(LoadSettings settings, Workload workload, StoreSet stores, PhaseOutputs outputs,
      Supplier<RetryTally> retries) {
    this(settings, workload, stores, outputs, retries, LoadTasks.PIECE_LINKS);
  }

  /** @param pieceSize links per piece of a split (id1, type); tests make it small */
  LoadPhase(LoadSettings settings, Workload workload, StoreSet stores, PhaseOutputs outputs,
      Supplier<RetryTally> retries, long pieceSize) {
    this.settings = settings;
    this.workload = workload;
    this.stores = stores;
    this.outputs = outputs;
    this.retries = retries;
    this.pieceSize = pieceSize;
  }

  /**
   * Asks the loaders to stop after their current id1 or piece; what they generated is still written, and a split (id1,
   * type) gets the count row of the pieces written. {@code cause} is named in the phase's end reason.
   */
  public void requestStop(String cause) {
    stopCause = cause;
    stopRequested = true;
  }

  public LoadResult run() throws InterruptedException, StoreException {
    GraphShape graph = workload.graph();
    LOG.info("Starting loaders " + settings.loaders());
    long seed = MasterRandom.chooseSeed(LoadKeys.RANDOM_SEED.name(), settings.seed(), LOG::info);
    Coordination coordination = settings.coordination();
    if (settings.generateNodes()) {
      LOG.info("Will generate graph nodes during loading");
      if (coordination.driverIndex() == 0) { // once, by driver 0, before start_at lets the other processes write
        try (WorkerStores opened = stores.openNodes(Phase.LOAD, settings.loaders())) {
          opened.nodes().resetNodeStore(settings.dbid(), graph.startId1());
        }
      }
    }
    if (coordination.isShared() && coordination.driverIndex() == 0 && coordination.startPassed()) {
      throw new StoreException(ErrorKind.FATAL, "driver_index 0 emptied the tables and reset the node"
          + " ids after start_at " + coordination.startAt().get() + ", when the other driver processes may have"
          + " started writing already; run again with a later start_at");
    }
    ChunkSource chunks = new ChunkSource(graph.startId1(), graph.maxId1(), settings.chunkSize(),
        settings.generateNodes(), coordination);
    long shareIds = chunks.linkIds();
    LoadTasks tasks = new LoadTasks(chunks, graph, pieceSize);
    if (!coordination.awaitStart(() -> stopRequested)) {
      return new LoadResult(0, shareIds, 0, 0, true, null, seed); // stopped before anything was loaded
    }
    long startEpochMicros = PhaseClock.nowEpochMicros();
    outputs.begin(startEpochMicros / 1000);
    long startNanos = System.nanoTime();
    PhaseClock clock = new PhaseClock(startNanos, startEpochMicros);
    LoadProgress progress = new LoadProgress(shareIds, expectedLinks(graph, shareIds), settings.progressInterval(),
        startNanos);
    // The chunks' generators hang off the master, as LinkBenchX's load did.
    Random master = MasterRandom.seededAndLogged(LoadKeys.RANDOM_SEED.name(), seed, LOG::debug);
    CountDownLatch ready = new CountDownLatch(settings.loaders());
    LoadRun run =
        new LoadRun(settings, workload, stores, tasks, new ChunkSeeds(master.nextLong()), progress, writeStreams(),
            System.currentTimeMillis(), ready, () -> stopRequested, this::loaderFailed, multiMaster());
    List<WorkerRecorder> recorders = new ArrayList<>();
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < settings.loaders(); i++) {
      WorkerRecorder recorder = new WorkerRecorder();
      recorders.add(recorder);
      Loader loader = new Loader(i, run, new LoadLatencies(recorder));
      Thread thread = new Thread(loader, "Thread-" + i); // LinkBenchX's name in the log lines
      thread.setDaemon(true); // a store call left behind after a stop must not keep the JVM alive
      threads.add(thread);
      thread.start();
    }
    IntervalReporter reporter = new IntervalReporter(recorders,
        new PhaseProbes(null, null, retries, () -> new PhaseProbes.Progress(progress.id1s(), shareIds)), outputs,
        clock);
    awaitLoaders(threads, reporter, startNanos);
    long endNanos = System.nanoTime();
    reporter.reportInterval(endNanos, true);
    if (progress.nodesOutOfRange() > 0) {
      LOG.warn(progress.nodesOutOfRange() + " nodes got ids outside [" + graph.startId1() + "," + graph.maxId1()
          + ") from the store (" + progress.outOfRangeExample() + " among them), where the request phase never"
          + " reads; the store allocates node ids in steps (auto_increment_increment)");
    }
    double seconds = (endNanos - startNanos) / 1e9;

    LoadResult result = new LoadResult(progress.nodes(), shareIds,
        progress.links(), seconds, stopRequested, firstFailure.get(), seed);
    outputs.end(reporter.summary(endNanos - startNanos, seconds > 0 ? result.links() / seconds : 0, endReason(result),
        !result.completed()));
    LOG.info(completionLine(result));
    return result;
  }

  /** Waits for every loader, closing an interval of results every {@code displayfreq}. */
  private void awaitLoaders(List<Thread> threads, IntervalReporter reporter, long startNanos)
      throws InterruptedException {
    ReportSchedule schedule = new ReportSchedule(reporter, settings.displayFrequencySeconds(), startNanos);
    long stopSeenNanos = 0;
    for (Thread thread : threads) {
      while (thread.isAlive()) {
        long now = System.nanoTime();
        if (stopRequested && stopSeenNanos == 0) {
          stopSeenNanos = now;
        }
        long wait = schedule.runDue(now);
        if (stopSeenNanos != 0) {
          long left = stopSeenNanos + STOP_GRACE_NANOS - now;
          if (left <= 0) {
            long stuck = threads.stream().filter(Thread::isAlive).count();
            LOG.warn(stuck + " of " + threads.size() + " loaders are still inside a store call "
                + STOP_GRACE_NANOS / 1_000_000_000L + " s after the stop: left behind; their batch in hand is not"
                + " counted below and may or may not be stored");
            return;
          }
          wait = Math.min(wait, left);
        } else {
          wait = Math.min(wait, STOP_CHECK_NANOS);
        }
        TimeUnit.NANOSECONDS.timedJoin(thread, wait);
      }
    }
  }

  private String endReason(LoadResult result) {
    return result.failure() != null ? "a loader failed: " + result.failure().getMessage()
        : result.interrupted() ? "stop requested (" + stopCause + ")" : "every chunk loaded";
  }

  /** Whether a store is a multi-master cluster; said once, since it changes how split pairs are counted. */
  private boolean multiMaster() {
    for (StoreProvider provider : stores.providers()) {
      if (provider.loadTarget().map(LoadTarget::isMultiMaster).orElse(false)) {
        LOG.info("Multi-master cluster (" + provider.describe() + "): the count row of an id1 whose links several"
            + " loaders write is written once, after its links, by the loader finishing them");
        return true;
      }
    }
    return false;
  }

  /** {@code load_streams}, or the fewest any store asks for when it is not set. */
  private WriteStreams writeStreams() {
    int loaders = settings.loaders();
    int streams = settings.streams().orElseGet(() -> stores.providers().stream()
        .mapToInt(provider -> provider.loadTarget().map(target -> target.defaultLoadStreams(loaders)).orElse(loaders))
        .reduce(loaders, (fewest, asked) -> Math.min(fewest, Math.max(1, asked))));
    WriteStreams writeStreams = new WriteStreams(streams, loaders);
    if (writeStreams.count() < loaders) {
      LOG.info("Write streams: " + writeStreams.count() + " of the " + loaders + " loaders write at once ("
          + LoadKeys.STREAMS.name() + (settings.streams().isPresent() ? ")" : " not set: the store's default)"));
    }
    return writeStreams;
  }

  /** This process's share of the graph's links, estimated from a sample (as the plan line does). */
  private static double expectedLinks(GraphShape graph, long shareIds) {
    long ids = graph.maxId1() - graph.startId1();
    return ids > 0 ? graph.estimatedLinks(GraphShape.ESTIMATE_SAMPLES) * shareIds / ids : Double.NaN;
  }

  private void loaderFailed(int loaderId, Throwable failure) {
    // Stop first: the line below may itself run out of heap.
    stopRequested = true;
    if (firstFailure.compareAndSet(null, failure)) {
      LOG.error("Loader #" + loaderId + " failed, stopping the load: "
          + (failure instanceof StoreException ? failure.getMessage() : Failures.describe(failure)));
      LOG.debug("Loader failure", failure);
    }
  }

  /** LinkBench's line; an incomplete load adds how to finish it (the same seed rewrites the same graph) or restart. */
  static String completionLine(LoadResult result) {
    String head = result.failure() != null ? "LOAD PHASE FAILED."
        : result.interrupted() ? "LOAD PHASE INTERRUPTED." : "LOAD PHASE COMPLETED.";
    // No node stored yet (stopped or failed before any, or a links-only load): 0, not NaN or Infinity.
    double linksPerNode = result.nodes() > 0 ? (double) result.links() / result.nodes() : 0;
    long linksPerSecond = result.seconds() > 0 ? Math.round(result.links() / result.seconds()) : 0;
    String line = String.format(Locale.ROOT,
        "%s  Loaded %d nodes (Expected %d). Loaded %d links (%.2f links per node).  Took %.1f seconds.  Links/second = %d",
        head, result.nodes(), result.expectedNodes(), result.links(), linksPerNode, result.seconds(), linksPerSecond);
    if (result.completed()) {
      return line;
    }
    return line + "  The store holds these nodes and links; to finish the load run it again with -D "
        + LoadKeys.LOAD_EXISTING.name() + "=append -D " + LoadKeys.RANDOM_SEED.name() + "=" + result.seed()
        + ", or start over with -D " + LoadKeys.LOAD_EXISTING.name() + "=truncate";
  }
}
