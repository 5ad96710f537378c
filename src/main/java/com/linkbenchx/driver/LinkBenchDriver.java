package com.linkbenchx.driver;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.Coordination;
import com.linkbenchx.config.CoordinationKeys;
import com.linkbenchx.config.GeneralKeys;
import com.linkbenchx.config.KeyRegistry;
import com.linkbenchx.config.Logs;
import com.linkbenchx.load.LoadKeys;
import com.linkbenchx.load.LoadPhase;
import com.linkbenchx.load.LoadResult;
import com.linkbenchx.load.LoadSettings;
import com.linkbenchx.model.Phase;
import com.linkbenchx.model.RetryTally;
import com.linkbenchx.request.LatencyTargets;
import com.linkbenchx.request.RequestKeys;
import com.linkbenchx.request.RequestPhase;
import com.linkbenchx.request.RequestResult;
import com.linkbenchx.request.RequestSettings;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.PhaseOutputs;
import com.linkbenchx.results.StoreInfo;
import com.linkbenchx.results.WorkloadInfo;
import com.linkbenchx.results.output.OutputPlan;
import com.linkbenchx.store.LoadTarget;
import com.linkbenchx.store.ServerInfo;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreKeys;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.workload.GraphShape;
import com.linkbenchx.workload.Workload;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.apache.logging.log4j.Logger;

/**
 * Runs the selected phases against the configured stores. Everything a phase needs is validated
 * in {@link #prepare} before any phase starts, so a bad request-phase key fails before a long load.
 */
public final class LinkBenchDriver {
  private static final Logger LOG = Logs.logger();
  private static final ServerInfo UNKNOWN_SERVER = new ServerInfo("unknown", "unknown");

  /** How a run ended; the command line maps it to an exit status. */
  public enum Outcome {
    COMPLETED, INTERRUPTED, RUN_FAILED, INCONSISTENT
  }

  private final Config config;
  private final boolean runLoad;
  private final boolean runRequests;
  private final boolean runVerify;
  private final OutputPlan outputs;
  /** The configuration this process runs: {@code config}, or its share among several driver processes. */
  private Config effective;
  private Coordination coordination = Coordination.single();

  private Workload workload;
  private LoadSettings loadSettings;
  private RequestSettings requestSettings;
  /** The p99 targets the request phase's verdict judges by (empty: none given). */
  private Map<String, Double> p99Targets;
  private StoreSet stores;
  private Verification verification;
  /** The links the load will store, estimated before it starts (NaN without a load). */
  private double loadLinks;
  private LoadExisting loadExisting;
  private volatile LoadPhase loadPhase;
  private volatile RequestPhase requestPhase;
  private volatile boolean stopRequested;
  /** Why the stop was asked for, as the phase's end reason names it ({@link #SIGNAL} for SIGINT or SIGTERM). */
  private volatile String stopCause = SIGNAL;
  private static final String SIGNAL = "signal";
  /** What the run is doing outside a phase, said when a stop leaves it behind; null inside a phase. */
  private volatile String stage = "connecting to the store";
  private ServerInfo server = UNKNOWN_SERVER;

  /** @param outputs where each phase's results go; the caller finishes it once the exit status is known */
  public LinkBenchDriver(Config config, boolean runLoad, boolean runRequests, boolean runVerify, OutputPlan outputs) {
    this.config = config;
    this.runLoad = runLoad;
    this.runRequests = runRequests;
    this.runVerify = runVerify;
    this.outputs = outputs;
  }

  /** Names the keys the run will not read, validates the whole configuration and resolves the stores; no I/O. */
  public void prepare() {
    stores = StoreProviders.instantiate(config);
    checkKeys(BuiltInKeys.forRun(stores));
    coordination = Coordination.from(config, System.getenv());
    effective = DriverShare.apply(config, coordination, runLoad, runRequests);
    loadSettings = runLoad ? LoadSettings.from(effective) : null;
    loadExisting = runLoad ? LoadExisting.from(effective) : null;
    // start_at starts the run's first phase; a request phase after a load starts when the load ends.
    requestSettings = runRequests
        ? RequestSettings.from(runLoad ? effective.without(CoordinationKeys.START_AT) : effective) : null;
    p99Targets = runRequests ? LatencyTargets.from(effective) : Map.of();
    workload = Workload.from(effective, runLoad, runRequests);
    loadLinks = runLoad ? workload.graph().estimatedLinks(GraphShape.ESTIMATE_SAMPLES) : Double.NaN;
    stores.configure(effective);
    verification = runVerify ? Verification.from(effective, stores, workload.graph()) : null;
  }

  /** A warning per key no phase or configured store reads; with strict_keys = true, an error. */
  private void checkKeys(KeyRegistry registry) {
    boolean strict = GeneralKeys.STRICT_KEYS.read(config);
    String names = stores.providers().stream().map(StoreProvider::describe).collect(Collectors.joining(", "));
    List<String> problems = registry.unreadKeys(config, BuiltInKeys.everything(), names);
    if (problems.isEmpty()) {
      return;
    }
    if (strict) {
      throw new ConfigError(String.join("; ", problems) + " (" + GeneralKeys.STRICT_KEYS.name()
          + " = true refuses keys the run does not read)");
    }
    problems.forEach(LOG::warn);
  }

  public Outcome run() throws StoreException, InterruptedException {
    LOG.info(RunPlan.describe(loadSettings, loadLinks, requestSettings, runVerify, workload.graph(), stores,
        coordination));
    try {
      stores.start(!runLoad && !runRequests); // --verify alone only reads
      LOG.info("Using store " + stores.linkProvider().describe()
          + (stores.nodeProvider() != stores.linkProvider() ? ", nodes in " + stores.nodeProvider().describe() : ""));
      server = askServer();
      checkConnections();
      Outcome outcome = Outcome.COMPLETED;
      if (runLoad) {
        outcome = load();
      } else if (runRequests) {
        LOG.info("Skipping load data per the cmdline arg");
      }
      if (outcome != Outcome.COMPLETED || stopRequested) {
        return stopRequested ? Outcome.INTERRUPTED : outcome;
      }
      if (runRequests) {
        checkLoadedRange(LoadedRange.Use.REQUESTS);
        outcome = requests();
      } else if (runLoad) {
        LOG.info("Skipping request phase per the cmdline arg");
      }
      if (outcome == Outcome.COMPLETED && runVerify && !stopRequested) {
        stage = "verifying";
        checkLoadedRange(LoadedRange.Use.VERIFY);
        outcome = verification.run() ? Outcome.COMPLETED : Outcome.INCONSISTENT;
      }
      return outcome;
    } finally {
      stores.close();
    }
  }

  /**
   * A request phase or verify over ids the store never loaded is refused (or warned about) before it starts; only
   * without {@code -l}, since after a load the range is the one just loaded (or still loading, in other processes).
   */
  private void checkLoadedRange(LoadedRange.Use use) throws StoreException {
    if (runLoad || (use == LoadedRange.Use.REQUESTS && requestSettings.requesters() == 0)) {
      return;
    }
    GraphShape graph = workload.graph();
    LoadedRange.check(stores, StoreKeys.DBID.read(effective), graph.startId1(), graph.maxId1(), use);
  }

  /** Refuses phases whose workers would not fit the servers' connection limits, both before a long load. */
  private void checkConnections() throws StoreException {
    if (runLoad) {
      List<StoreProvider> used = loadSettings.generateNodes() ? stores.providers() : List.of(stores.linkProvider());
      ConnectionCheck.require(used, Phase.LOAD, LoadKeys.LOADERS, loadSettings.loaders());
    }
    if (runRequests) {
      ConnectionCheck.require(stores.providers(), Phase.REQUEST, RequestKeys.REQUESTERS, requestSettings.requesters());
    }
  }

  /** The link store's server product and version, for the results; "unknown" if it cannot say. */
  private ServerInfo askServer() {
    try {
      return stores.linkProvider().serverInfo().orElse(UNKNOWN_SERVER);
    } catch (StoreException | RuntimeException e) {
      LOG.debug("Could not ask the server for its version: " + e.getMessage());
      return UNKNOWN_SERVER;
    }
  }

  /** What a phase is asked to do, for its results. */
  private PhaseMetadata metadata(Phase phase) {
    GraphShape graph = workload.graph();
    WorkloadInfo asked;
    if (phase == Phase.LOAD) {
      asked = new WorkloadInfo(WorkloadInfo.LOAD, 0, 0, loadSettings.loaders(), graph.startId1(), graph.maxId1(), 0,
          loadSettings.displayFrequencySeconds(), 0, 0, LatencySeries.SERVICE, 0);
    } else {
      RequestSettings request = requestSettings;
      asked = new WorkloadInfo(request.closedLoop() ? WorkloadInfo.CLOSED_LOOP : WorkloadInfo.OPEN_LOOP,
          request.closedLoop() ? 0 : request.requestRate(), request.requesters(), 0, graph.startId1(), graph.maxId1(),
          request.requests(), request.displayFrequencySeconds(), request.warmupSeconds(), request.maxTimeSeconds(),
          request.latencyHeadline(), request.closedLoop() ? 0 : request.queueCapacity(), p99Targets);
    }
    // A store spread over several endpoints names its endpoints' class.
    StoreInfo store = new StoreInfo(stores.linkProvider().configuredClass(), stores.nodeProvider().configuredClass(),
        stores.linkProvider().describe()
            + (stores.nodeProvider() != stores.linkProvider() ? "; nodes in " + stores.nodeProvider().describe() : ""),
        server.product(), server.version(), stores.endpointNames());
    return new PhaseMetadata(phase, outputs.run(), asked, store, BuiltInKeys.forRun(stores).maskedView(effective));
  }

  private PhaseOutputs open(Phase phase) {
    return outputs.open(metadata(phase), PhaseLog.of(LOG));
  }

  /** The stores' cumulative retry counts, or null when no provider keeps any. */
  private Supplier<RetryTally> retries() {
    return stores.reportsRetries() ? () -> stores.retryTally().withEndpoints(stores.endpointTallies()) : null;
  }

  private Outcome load() throws StoreException, InterruptedException {
    stage = "preparing the load";
    checkReadyToLoadGraph();
    if (coordination.driverIndex() == 0) {
      loadExisting.apply(loadSettings.dbid(), stores.providers());
    } else {
      LOG.info("load_existing is applied by driver_index 0; this is " + coordination.describe());
    }
    stage = null;
    loadPhase = new LoadPhase(loadSettings, workload, stores, open(Phase.LOAD), retries());
    if (stopRequested) {
      loadPhase.requestStop(stopCause);
    }
    LoadResult result = reportingRetries("load phase", loadPhase::run);
    Throwable failure = result.failure();
    if (failure instanceof StoreException storeFailure) {
      throw storeFailure;
    }
    if (failure instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (failure != null) {
      throw new IllegalStateException(failure.getMessage(), failure);
    }
    return result.interrupted() ? Outcome.INTERRUPTED : Outcome.COMPLETED;
  }

  /** A graph a store cannot hold is refused now, not when its memory runs out part-way. */
  private void checkReadyToLoadGraph() throws StoreException {
    GraphShape graph = workload.graph();
    double nodes = loadSettings.generateNodes() ? (double) graph.maxId1() - graph.startId1() : 0;
    for (StoreProvider provider : stores.providers()) {
      Optional<LoadTarget> target = provider.loadTarget();
      if (target.isPresent()) {
        target.get().checkReadyToLoad(nodes, loadLinks);
      }
    }
  }

  private Outcome requests() throws StoreException, InterruptedException {
    if (requestSettings.requesters() == 0) {
      LOG.info("NO REQUEST PHASE CONFIGURED. ");
      return Outcome.COMPLETED;
    }
    stage = null;
    requestPhase = new RequestPhase(requestSettings, workload, stores, open(Phase.REQUEST), retries());
    if (stopRequested) {
      requestPhase.requestStop(stopCause);
    }
    RequestResult result = reportingRetries("request phase", requestPhase::run);
    if (result.interrupted()) {
      return Outcome.INTERRUPTED;
    }
    return result.completedCleanly() ? Outcome.COMPLETED : Outcome.RUN_FAILED;
  }

  private interface PhaseRun<R> {
    R run() throws StoreException, InterruptedException;
  }

  /** Runs a phase, then logs its {@link RetryTally}, in all and per endpoint; operation latency includes retries. */
  private <R> R reportingRetries(String phase, PhaseRun<R> run) throws StoreException, InterruptedException {
    RetryTally before = stores.retryTally();
    List<RetryTally> endpointsBefore = stores.endpointTallies();
    try {
      return run.run();
    } finally {
      if (stores.reportsRetries()) {
        LOG.info("Store retries, " + phase + ": " + stores.retryTally().minus(before));
      }
      List<RetryTally> now = stores.endpointTallies();
      List<String> names = stores.endpointNames();
      for (int i = 0; i < now.size() && i < endpointsBefore.size(); i++) {
        LOG.info("Store retries, " + phase + ", " + names.get(i) + ": " + now.get(i).minus(endpointsBefore.get(i)));
      }
    }
  }

  /** True once a stop was asked while no phase runs: nothing is measured, so no store call need be waited for. */
  public boolean stoppedOutsidePhase() {
    return stopRequested && stage != null;
  }

  /** What the run is doing outside a phase ("connecting to the store"). */
  public String stage() {
    return Objects.requireNonNullElse(stage, "running a phase");
  }

  /** Called from the signal handler: the running phase stops, reports what it measured and returns. */
  public void requestStop() {
    requestStop(SIGNAL);
  }

  /** As {@link #requestStop()}, for {@code cause}, which the phase's end reason names: "stop requested (cause)". */
  public void requestStop(String cause) {
    if (!stopRequested) {
      stopCause = cause;
    }
    stopRequested = true;
    LoadPhase load = loadPhase;
    if (load != null) {
      load.requestStop(stopCause);
    }
    RequestPhase request = requestPhase;
    if (request != null) {
      request.requestStop(stopCause);
    }
  }
}
