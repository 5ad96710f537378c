package com.linkbenchx.store.routing;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.Coordination;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.config.Logs;
import com.linkbenchx.model.Phase;
import com.linkbenchx.model.RetryTally;
import com.linkbenchx.store.ConnectionRoom;
import com.linkbenchx.store.DataVerifier;
import com.linkbenchx.store.EndpointReporting;
import com.linkbenchx.store.EndpointStoreProvider;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.GraphStoreProvider;
import com.linkbenchx.store.LoadTarget;
import com.linkbenchx.store.NodeIdClass;
import com.linkbenchx.store.RetryReporting;
import com.linkbenchx.store.ServerInfo;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreKeys;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.StoreUnavailableException;
import com.linkbenchx.store.VerificationReport;
import com.linkbenchx.store.connection.ConnectionKeys;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.apache.logging.log4j.Logger;

/**
 * A store spread over several endpoints ({@code host}, {@code port} or {@code dbid} lists): one provider of the
 * configured class per endpoint, and per worker a store that routes each call to one of them ({@link FailoverGraphStore}
 * for {@code round_robin}, {@link ShardedGraphStore} for {@code shard_by_id1}).
 */
public final class RoutingStoreProvider
    implements GraphStoreProvider, DataVerifier, LoadTarget, RetryReporting, EndpointReporting {
  private static final Logger LOG = Logs.logger();

  private final Supplier<EndpointStoreProvider> factory;
  private final EndpointStoreProvider prototype;
  /** The prototype's description before it has an endpoint: its product ("MySQL"). */
  private final String product;
  private Routing routing;
  private List<EndpointStoreProvider> endpoints = List.of();
  private List<String> names = List.of();
  private List<NodeIdClass> nodeIds = List.of();
  private List<Optional<String>> dbids = List.of();
  private String logicalDbid = "";
  private long outageLimitSeconds;
  private Coordination coordination = Coordination.single();
  private RoutedVerification.CatchUp catchUp = RoutedVerification.DEFAULT_CATCH_UP;
  private AtomicLongArray failovers = new AtomicLongArray(0);
  /** Operations an endpoint counted as failed that ran again on another endpoint. */
  private AtomicLongArray recovered = new AtomicLongArray(0);
  private AtomicReferenceArray<String> unreachableSaid = new AtomicReferenceArray<>(0);
  /** Workers that moved back to each endpoint once it was ready again. */
  private AtomicLongArray movedBack = new AtomicLongArray(0);
  /** Per endpoint: when its readiness may be asked again, and the last answer (1 ready). */
  private AtomicLongArray nextReadyCheck = new AtomicLongArray(0);
  private AtomicLongArray lastReady = new AtomicLongArray(0);
  private long readyCheckNanos = 1_000_000_000L;

  /**
   * {@code provider} itself, or a routing provider over fresh instances of its class when {@code host}, {@code port} or
   * {@code dbid} lists several values or {@code routing} is set; a provider that cannot be one endpoint among several
   * is refused with one line then.
   */
  public static StoreProvider wrapIfRouted(StoreProvider provider, Config config) {
    if (!EndpointList.listsSeveral(config) && !RoutingKeys.ROUTING.isSet(config)) {
      return provider;
    }
    if (!(provider instanceof EndpointStoreProvider endpoint)) {
      throw new ConfigError("Store " + provider.describe() + " takes one endpoint: host, port and dbid must"
          + " each name one value (several endpoints and routing need the MySQL or PostgreSQL store)");
    }
    Class<? extends EndpointStoreProvider> type = endpoint.getClass();
    return new RoutingStoreProvider(() -> {
      try {
        return type.getConstructor().newInstance();
      } catch (NoSuchMethodException | InstantiationException | IllegalAccessException e) {
        throw new ConfigError("Store class " + type.getName() + " cannot be created once per endpoint: " + e);
      } catch (InvocationTargetException e) {
        throw new ConfigError("Store class " + type.getName() + " failed to start: " + e.getCause());
      }
    }, endpoint);
  }

  /**
   * @param factory makes one unconfigured provider of the configured class per call
   * @param first an unconfigured provider of that class, used for the first endpoint
   */
  public RoutingStoreProvider(Supplier<EndpointStoreProvider> factory, EndpointStoreProvider first) {
    this.factory = factory;
    this.prototype = first;
    this.product = first.describe();
  }

  @Override
  public String configuredClass() {
    return prototype.getClass().getName();
  }

  @Override
  public KeySet configKeys() {
    return prototype.configKeys().plus(RoutingKeys.ALL);
  }

  /** In a cluster the endpoints' own outage limit is 0, so a down node is left at once; the limit applies to all. */
  @Override
  public void configure(Config config) {
    routing = Routing.from(config);
    coordination = Coordination.from(config, System.getenv());
    List<EndpointList.Endpoint> list = EndpointList.parse(config, routing);
    outageLimitSeconds = ConnectionKeys.OUTAGE_LIMIT_SECONDS.read(config);
    logicalDbid = StoreKeys.DBID.raw(config).orElse("");
    nodeIds = list.stream().map(endpoint -> routing == Routing.SHARD_BY_ID1
        ? new NodeIdClass(list.size(), endpoint.index()) : NodeIdClass.ALL).toList();
    dbids = list.stream().map(EndpointList.Endpoint::dbid).toList();
    List<EndpointStoreProvider> providers = new ArrayList<>();
    for (EndpointList.Endpoint endpoint : list) {
      Config own = endpoint.configure(config);
      if (routing == Routing.ROUND_ROBIN) {
        own = own.with(ConnectionKeys.OUTAGE_LIMIT_SECONDS, "0");
      }
      EndpointStoreProvider provider = endpoint.index() == 0 ? prototype : factory.get();
      provider.configureEndpoint(own, nodeIds.get(endpoint.index()));
      providers.add(provider);
    }
    endpoints = List.copyOf(providers);
    names = endpoints.stream().map(EndpointStoreProvider::endpointName).toList();
    failovers = new AtomicLongArray(endpoints.size());
    recovered = new AtomicLongArray(endpoints.size());
    unreachableSaid = new AtomicReferenceArray<>(endpoints.size());
    movedBack = new AtomicLongArray(endpoints.size());
    nextReadyCheck = new AtomicLongArray(endpoints.size());
    lastReady = new AtomicLongArray(endpoints.size());
  }

  @Override
  public void start(boolean readOnly) throws StoreException {
    for (EndpointStoreProvider endpoint : endpoints) {
      endpoint.start(readOnly);
    }
    LOG.info("{} endpoints, routing = {}: {}", endpoints.size(), routing.label(), describeEndpoints());
  }

  @Override
  public GraphStore openGraphStore(Phase phase, int threadId) throws StoreException {
    return routing == Routing.ROUND_ROBIN ? new FailoverGraphStore(this, phase, threadId)
        : new ShardedGraphStore(this, phase, threadId);
  }

  /**
   * A shard's workers hold a store on every shard; a cluster's worker one on its own endpoint, and in the load one on
   * endpoint 0 for nodes. Endpoints on one server (a dbid list) add up; failovers are not counted.
   */
  @Override
  public List<ConnectionRoom> connectionRoom(Phase phase, int workers) throws StoreException {
    int[] needed = new int[endpoints.size()];
    if (routing == Routing.SHARD_BY_ID1) {
      Arrays.fill(needed, workers);
    } else {
      for (int worker = 0; worker < workers; worker++) {
        int home = (int) Math.floorMod(globalWorker(worker), (long) needed.length);
        needed[home]++;
        if (phase == Phase.LOAD && home != 0) {
          needed[0]++;
        }
      }
    }
    Map<String, ConnectionRoom> byServer = new LinkedHashMap<>();
    for (int i = 0; i < needed.length; i++) {
      if (needed[i] == 0) {
        continue;
      }
      for (ConnectionRoom room : endpoints.get(i).connectionRoom(phase, needed[i])) {
        byServer.merge(room.server(), room, (first, more) -> new ConnectionRoom(first.server(),
            first.needed() + more.needed(), first.allowed(), first.inUse(), first.allowance(), first.setting()));
      }
    }
    String spread = " (" + needed.length + " endpoints, " + routing.label() + ")";
    return byServer.values().stream().map(room -> new ConnectionRoom(room.server() + spread, room.needed(),
        room.allowed(), room.inUse(), room.allowance(), room.setting())).toList();
  }

  int size() {
    return endpoints.size();
  }

  /** The worker's number among all driver processes' ({@code t*n + p}), so all of them spread evenly. */
  long globalWorker(int threadId) {
    return (long) threadId * coordination.driverCount() + coordination.driverIndex();
  }

  GraphStore open(int endpoint, Phase phase, int threadId) throws StoreException {
    return endpoints.get(endpoint).openGraphStore(phase, threadId);
  }

  NodeIdClass nodeIds(int endpoint) {
    return nodeIds.get(endpoint);
  }

  /** The endpoint's own dbid when the call names the configured dbid (or list), otherwise the one the call names. */
  String dbidAt(int endpoint, String requested) {
    Optional<String> own = dbids.get(endpoint);
    return own.isPresent() && requested.equals(logicalDbid) ? own.get() : requested;
  }

  long outageLimitNanos() {
    return Math.min(outageLimitSeconds, Long.MAX_VALUE / 2_000_000_000L) * 1_000_000_000L;
  }

  long outageLimitSeconds() {
    return outageLimitSeconds;
  }

  String name(int endpoint) {
    return names.get(endpoint);
  }

  /**
   * Says once per endpoint that it is unreachable and that its workers move on.
   *
   * @param runElsewhere the operation runs again on the next endpoint: not a failure of this endpoint
   */
  void unreachable(int endpoint, StoreException cause, boolean runElsewhere) {
    if (runElsewhere && cause instanceof StoreUnavailableException) {
      recovered.incrementAndGet(endpoint); // the endpoint's store counted it as failed
    }
    lastReady.set(endpoint, 0);
    if (unreachableSaid.compareAndSet(endpoint, null, cause.getMessage())) {
      LOG.warn("Endpoint {} unreachable: its workers fail over to the next endpoint, each move counted ({})",
          names.get(endpoint), cause.getMessage());
    }
  }

  /** A worker that failed on {@code from} has completed an operation on {@code to}. */
  void failedOver(int from, int to) {
    failovers.incrementAndGet(from);
    LOG.debug("Failover from {} to {}", names.get(from), names.get(to));
  }

  /** Whether workers may go back (a Galera member Synced again); asked at most once per interval for all workers. */
  boolean readyAgain(int endpoint) {
    long now = System.nanoTime();
    long due = nextReadyCheck.get(endpoint);
    if (now - due < 0 || !nextReadyCheck.compareAndSet(endpoint, due, now + readyCheckNanos)) {
      return lastReady.get(endpoint) == 1;
    }
    boolean ready = endpoints.get(endpoint).readyForWork();
    lastReady.set(endpoint, ready ? 1 : 0);
    if (ready && unreachableSaid.getAndSet(endpoint, null) != null) {
      LOG.info("Endpoint {} is ready again: the workers that failed over from it move back, each move counted",
          names.get(endpoint));
    }
    return ready;
  }

  void movedBack(int endpoint) {
    movedBack.incrementAndGet(endpoint);
  }

  /** For tests: how often a left endpoint is asked whether it is ready again. */
  void readyCheckInterval(long millis) {
    readyCheckNanos = millis * 1_000_000L;
  }

  /** Listed members of a cluster all take writes; one endpoint may itself be a cluster behind a proxy. */
  @Override
  public boolean isMultiMaster() {
    return routing == Routing.ROUND_ROBIN && endpoints.size() > 1
        || endpoints.stream().anyMatch(EndpointStoreProvider::isMultiMaster);
  }

  /** For tests: how long verification waits for cluster members to agree. */
  void verificationCatchUp(int attempts, long pauseMillis) {
    catchUp = new RoutedVerification.CatchUp(attempts, pauseMillis);
  }

  @Override
  public VerificationReport verify(String dbid, long startId1, long maxId1, int maxExamples) throws StoreException {
    RoutedVerification verification = new RoutedVerification(this, dbid, startId1, maxId1, maxExamples, catchUp);
    return routing == Routing.ROUND_ROBIN ? verification.replicas(endpoints) : verification.shards(endpoints);
  }

  @Override
  public List<String> nonEmptyTables(String dbid) throws StoreException {
    Set<String> tables = new LinkedHashSet<>();
    for (int i = 0; i < endpoints.size(); i++) {
      for (String table : endpoints.get(i).nonEmptyTables(dbidAt(i, dbid))) {
        tables.add(table + " at " + names.get(i));
      }
    }
    return List.copyOf(tables);
  }

  @Override
  public void truncate(String dbid) throws StoreException {
    for (int i = 0; i < endpoints.size(); i++) {
      endpoints.get(i).truncate(dbidAt(i, dbid));
    }
  }

  /** Every endpoint is asked for the whole graph: a shard's share is not known up front. */
  @Override
  public void checkReadyToLoad(double nodes, double links) throws StoreException {
    for (var endpoint : endpoints) {
      endpoint.checkReadyToLoad(nodes, links);
    }
  }

  @Override
  public String loadPath() {
    return endpoints.get(0).loadPath(); // every endpoint reads the same load_method
  }

  /** Shards write their own rows, so their streams add up; replicas each apply every write: one endpoint's. */
  @Override
  public int defaultLoadStreams(int loaders) {
    if (routing != Routing.SHARD_BY_ID1) {
      return endpoints.get(0).defaultLoadStreams(loaders);
    }
    long streams = endpoints.stream().mapToLong(endpoint -> endpoint.defaultLoadStreams(loaders)).sum();
    return (int) Math.min(loaders, streams);
  }

  @Override
  public Optional<ServerInfo> serverInfo() throws StoreException {
    return endpoints.get(0).serverInfo();
  }

  @Override
  public RetryTally retryTally() {
    return endpointTallies().stream().reduce(RetryTally.ZERO, RetryTally::plus);
  }

  @Override
  public List<String> endpointNames() {
    return names;
  }

  @Override
  public List<RetryTally> endpointTallies() {
    List<RetryTally> tallies = new ArrayList<>(endpoints.size());
    for (int i = 0; i < endpoints.size(); i++) {
      RetryTally own = endpoints.get(i).retryTally();
      tallies.add(own.plus(new RetryTally(0, 0, 0, failovers.get(i), -recovered.get(i))));
    }
    return tallies;
  }

  @Override
  public String describe() {
    return endpoints.isEmpty() ? product : product + " at " + String.join(", ", names) + " (" + routing.label() + ")";
  }

  private String describeEndpoints() {
    return IntStream.range(0, endpoints.size())
        .mapToObj(i -> routing == Routing.SHARD_BY_ID1 ? names.get(i) + " (" + nodeIds.get(i) + ")" : names.get(i))
        .collect(Collectors.joining(", "));
  }

  /** Closes every endpoint's provider and says how many failovers each endpoint caused. */
  @Override
  public void close() {
    endpoints.forEach(EndpointStoreProvider::close);
    sayAboveZero("Failovers away from each endpoint", failovers);
    sayAboveZero("Workers moved back to each endpoint", movedBack);
  }

  /** "what: name count, ..." of each endpoint whose count is above zero, if any is. */
  private void sayAboveZero(String what, AtomicLongArray counts) {
    String text = IntStream.range(0, counts.length()).filter(i -> counts.get(i) > 0)
        .mapToObj(i -> names.get(i) + " " + counts.get(i)).collect(Collectors.joining(", "));
    if (!text.isEmpty()) {
      LOG.info("{}: {}", what, text);
    }
  }
}
