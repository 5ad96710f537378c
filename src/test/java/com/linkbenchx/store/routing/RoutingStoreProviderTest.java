package com.linkbenchx.store.routing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.model.RetryTally;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.RoutedStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreUnavailableException;
import com.linkbenchx.store.memory.MemoryStoreProvider;
import com.linkbenchx.workload.LogCapture;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a worker's routed store does with each call, on fake endpoints that record the calls. */
class RoutingStoreProviderTest {
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;
  private final FakeEndpoints fakes = new FakeEndpoints();

  private static Link link(long id1, long id2) {
    return new Link(id1, TYPE, id2, Link.VISIBILITY_DEFAULT, new byte[] {1}, 0, 100);
  }

  @Test
  void onlyAStoreOfOneEndpointIsRoutedAndAnyOtherStoreIsRefusedWithOneLine() {
    MemoryStoreProvider memory = new MemoryStoreProvider();
    assertSame(memory, RoutingStoreProvider.wrapIfRouted(memory, Config.of(Map.of("host", "n1"))));
    ConfigError refused = assertThrows(ConfigError.class, () -> RoutingStoreProvider.wrapIfRouted(memory, cluster()));
    assertEquals("Store " + memory.describe() + " takes one endpoint: host, port and dbid must each name one value"
        + " (several endpoints and routing need the MySQL or PostgreSQL store)", refused.getMessage());
    assertTrue(RoutingStoreProvider.wrapIfRouted(fakes.new Endpoint(), cluster()) instanceof RoutingStoreProvider);
  }

  private static Config cluster(String... more) {
    Map<String, String> values = new java.util.HashMap<>(Map.of("host", "n1,n2,n3", "port", "1", "dbid", "db"));
    for (int i = 0; i < more.length; i += 2) {
      values.put(more[i], more[i + 1]);
    }
    return Config.of(values);
  }

  private static int servedBy(GraphStore store) {
    return ((RoutedStore) store).servedBy();
  }

  /** Round robin: a worker's connection on its own endpoint, and in the load phase one on endpoint 0 for nodes. */
  @Test
  void roundRobinNeedsOneConnectionPerWorkerOnItsEndpoint() throws StoreException {
    RoutingStoreProvider routing = fakes.routing(cluster());
    String spread = " (3 endpoints, round_robin)";
    assertEquals(
        List.of("Fake at n1:1" + spread + " 3", "Fake at n2:1" + spread + " 2", "Fake at n3:1" + spread + " 2"),
        needed(routing.connectionRoom(Phase.REQUEST, 7)));
    assertEquals(
        List.of("Fake at n1:1" + spread + " 7", "Fake at n2:1" + spread + " 2", "Fake at n3:1" + spread + " 2"),
        needed(routing.connectionRoom(Phase.LOAD, 7)));
  }

  /** Sharded: every worker holds a connection on every shard; shards on one server add up. */
  @Test
  void shardsNeedEveryWorkerOnEveryShard() throws StoreException {
    RoutingStoreProvider oneServer = fakes.routing(Config.of(Map.of("host", "h", "dbid", "s0,s1",
        "routing", "shard_by_id1")));
    assertEquals(List.of("Fake at h:1 (2 endpoints, shard_by_id1) 10"),
        needed(oneServer.connectionRoom(Phase.REQUEST, 5)));
    RoutingStoreProvider twoServers = fakes.routing(Config.of(Map.of("host", "a,b", "dbid", "db",
        "routing", "shard_by_id1")));
    assertEquals(List.of("Fake at a:1 (2 endpoints, shard_by_id1) 5", "Fake at b:1 (2 endpoints, shard_by_id1) 5"),
        needed(twoServers.connectionRoom(Phase.REQUEST, 5)));
  }

  /** Shards each take their own rows, so their write streams add up; replicas apply every write. */
  @Test
  void shardsAddTheirWriteStreamsAndReplicasShareOnesStreams() {
    assertEquals(2, fakes.routing(cluster()).defaultLoadStreams(10));
    RoutingStoreProvider shards = fakes.routing(Config.of(Map.of("host", "a,b,c", "dbid", "db",
        "routing", "shard_by_id1")));
    assertEquals(6, shards.defaultLoadStreams(10));
    assertEquals(4, shards.defaultLoadStreams(4), "never more streams than loaders");
  }

  private static List<String> needed(List<com.linkbenchx.store.ConnectionRoom> rooms) {
    return rooms.stream().map(room -> room.server() + " " + room.needed()).toList();
  }

  @Test
  void roundRobinBindsEachWorkerToOneEndpointSpreadEvenly() throws StoreException {
    RoutingStoreProvider routing = fakes.routing(cluster());
    assertEquals(List.of("n1:1/db", "n2:1/db", "n3:1/db"), routing.endpointNames());
    List<Integer> served = new ArrayList<>();
    for (int worker = 0; worker < 6; worker++) {
      try (GraphStore store = routing.openGraphStore(Phase.REQUEST, worker)) {
        store.addLink("db", link(worker, 1));
        store.getLinkList("db", worker, TYPE);
        served.add(servedBy(store));
      }
    }
    assertEquals(List.of(0, 1, 2, 0, 1, 2), served);
    assertEquals(List.of("addLink db", "addLink db"), fakes.endpoint("n2:1/db").calls("addLink"));
    assertEquals(2, fakes.endpoint("n3:1/db").calls("getLinkList").size());
  }

  @Test
  void workersOfSeveralDriverProcessesInterleaveOverTheEndpoints() throws StoreException {
    List<Integer> homes = new ArrayList<>();
    for (int driver = 0; driver < 2; driver++) {
      RoutingStoreProvider routing = new FakeEndpoints().routing(cluster("driver_count", "2",
          "driver_index", Integer.toString(driver)));
      for (int worker = 0; worker < 3; worker++) {
        try (GraphStore store = routing.openGraphStore(Phase.REQUEST, worker)) {
          homes.add(servedBy(store));
        }
      }
    }
    // Worker t of process p is worker 2t+p overall, so the six workers of both processes fill each endpoint twice.
    assertEquals(List.of(0, 2, 1, 1, 0, 2), homes);
  }

  @Test
  void aDownEndpointsWorkerRunsTheOperationOnTheNextAndCountsOneFailover() throws StoreException {
    RoutingStoreProvider routing = fakes.routing(cluster());
    try (GraphStore store = routing.openGraphStore(Phase.REQUEST, 1)) {
      store.addLink("db", link(5, 1));
      fakes.endpoint("n2:1/db").down = true;
      store.addLink("db", link(5, 2));
      assertEquals(2, servedBy(store), "moved to the next endpoint");
      assertEquals(List.of("addLink db"), fakes.endpoint("n3:1/db").calls("addLink"), "the operation ran there");
      store.addLink("db", link(5, 3));
      assertEquals(2, servedBy(store), "and stays there");
    }
    List<RetryTally> tallies = routing.endpointTallies();
    assertEquals(1, tallies.get(1).failovers());
    assertEquals(0, tallies.get(1).failed(), "the operation was not lost: it ran on n3");
    assertEquals(0, tallies.get(2).failovers());
    assertEquals(1, routing.retryTally().failovers());
  }

  @Test
  void listedMembersOfAClusterAreMultiMasterAndShardsAreNot() {
    assertTrue(fakes.routing(cluster()).isMultiMaster());
    assertEquals(false, fakes.routing(cluster("routing", "shard_by_id1")).isMultiMaster());
  }

  @Test
  void aWorkerMovesBackToItsEndpointOnceThatIsReadyAgain() throws StoreException {
    RoutingStoreProvider routing = fakes.routing(cluster());
    routing.readyCheckInterval(0);
    try (LogCapture log = new LogCapture(); GraphStore store = routing.openGraphStore(Phase.REQUEST, 1)) {
      fakes.endpoint("n2:1/db").down = true;
      store.addLink("db", link(5, 1));
      assertEquals(2, servedBy(store));
      fakes.endpoint("n2:1/db").down = false;
      fakes.endpoint("n2:1/db").catchingUp = true;
      store.addLink("db", link(5, 2));
      assertEquals(2, servedBy(store), "not back while its endpoint catches up");
      fakes.endpoint("n2:1/db").catchingUp = false;
      store.addLink("db", link(5, 3));
      assertEquals(1, servedBy(store), "back on its own endpoint once that is ready");
      assertEquals(List.of("addLink db"), fakes.endpoint("n2:1/db").calls("addLink"), "the operation ran there");
      store.addLink("db", link(5, 4));
      assertEquals(1, servedBy(store));
      routing.close();
      assertEquals(1, log.count("INFO Endpoint n2:1/db is ready again"), log.lines().toString());
      assertEquals(List.of("INFO Workers moved back to each endpoint: n2:1/db 1"),
          log.lines().stream().filter(line -> line.contains("moved back")).toList());
    }
    assertEquals(1, routing.endpointTallies().get(1).failovers());
  }

  @Test
  void anOperationWhoseConnectionBrokeFailsAndTheNextOneMovesOn() throws StoreException {
    RoutingStoreProvider routing = fakes.routing(cluster());
    try (GraphStore store = routing.openGraphStore(Phase.REQUEST, 0)) {
      fakes.endpoint("n1:1/db").loseNextCall = true;
      StoreException lost = assertThrows(StoreException.class, () -> store.addLink("db", link(1, 1)));
      assertEquals(ErrorKind.CONNECTION_LOST, lost.kind());
      assertTrue(fakes.endpoint("n2:1/db").calls("addLink").isEmpty(), "not re-run: it may have committed");
      store.countLinks("db", 1, TYPE);
      assertEquals(1, servedBy(store));
    }
    assertEquals(1, routing.endpointTallies().get(0).failovers());
    assertEquals(1, routing.endpointTallies().get(0).failed(), "that operation did fail");
  }

  @Test
  void everyEndpointDownEndsWithTheOutageLimit() throws StoreException {
    RoutingStoreProvider routing = fakes.routing(cluster("store_outage_limit_seconds", "1"));
    try (GraphStore store = routing.openGraphStore(Phase.REQUEST, 0)) {
      fakes.created.forEach(endpoint -> endpoint.down = true);
      long start = System.nanoTime();
      StoreUnavailableException gone = assertThrows(StoreUnavailableException.class,
          () -> store.getLink("db", 1, TYPE, 1));
      assertTrue(System.nanoTime() - start >= 1_000_000_000L, "kept trying for the outage limit");
      assertTrue(gone.getMessage().startsWith("Every endpoint unreachable for more than 1 s"), gone.getMessage());
      fakes.created.forEach(endpoint -> endpoint.down = false);
      assertEquals(null, store.getLink("db", 1, TYPE, 1), "works again once an endpoint is back");
    }
  }

  @Test
  void loadNodeWritesGoToTheFirstEndpointSoIdsStayContiguous() throws StoreException {
    RoutingStoreProvider routing = fakes.routing(cluster());
    try (GraphStore store = routing.openGraphStore(Phase.LOAD, 2)) {
      store.resetNodeStore("db", 1);
      long[] ids = store.bulkAddNodes("db", List.of(node(1), node(2)));
      assertArrayEquals(new long[] {1, 2}, ids);
      store.addBulkLoad("db", new LoadBatch(List.of(link(1, 2)), List.of(), List.of()));
      assertEquals(2, fakes.endpoint("n1:1/db").calls("bulkAddNodes").size() + fakes.endpoint("n1:1/db")
          .calls("resetNodeStore").size());
      assertEquals(List.of("addBulkLoad db"), fakes.endpoint("n3:1/db").calls("addBulkLoad"));
    }
    try (GraphStore store = routing.openGraphStore(Phase.REQUEST, 2)) {
      store.addNode("db", node(-1));
      assertEquals(1, fakes.endpoint("n3:1/db").calls("addNode").size(), "requests use the worker's endpoint");
    }
  }

  private static Node node(long id) {
    return new Node(id, Node.DEFAULT_NODE_TYPE, 1, 1, new byte[] {2});
  }

  @Test
  void shardsReceiveTheLinksCountsAndNodesOfTheirIds() throws StoreException {
    RoutingStoreProvider routing = fakes.routing(Config.of(Map.of("host", "h", "dbid", "s0,s1",
        "routing", "shard_by_id1")));
    FakeEndpoints.Endpoint even = fakes.endpoint("h:1/s0");
    FakeEndpoints.Endpoint odd = fakes.endpoint("h:1/s1");
    assertEquals("ids = 1 mod 2", odd.ids.toString());
    try (GraphStore store = routing.openGraphStore(Phase.LOAD, 0)) {
      store.addBulkLoad("s0,s1",
          new LoadBatch(List.of(link(1, 5), link(2, 5), link(3, 5), link(4, 5)), List.of(), List.of()));
      store.addBulkLoad("s0,s1", new LoadBatch(List.of(), List.of(new LinkCount(3, TYPE, 100, 0, 1)), List.of()));
      store.addLink("other", link(7, 1));
      assertEquals(List.of("addBulkLoad s0"), even.calls("addBulkLoad"), "links only: no count row of id1 3 here");
      assertEquals(List.of("addBulkLoad s1", "addBulkLoad s1"), odd.calls("addBulkLoad"), "links, then the count");
      assertEquals(List.of("addLink other"), odd.calls("addLink"), "a dbid other than the configured one passes");
      assertEquals(2, even.memory.verify("s0", 1, 10, 1).countRowsChecked(), "ids 2 and 4 on the even shard");

      store.resetNodeStore("s0,s1", 1);
      long[] ids = store.bulkAddNodes("s0,s1", List.of(node(1), node(2), node(3)));
      // The memory store counts from each reset id: shard 1 restarts at 1, shard 0 at 2 (its first id >= 1).
      assertEquals(3, ids.length);
      assertEquals(2, odd.calls("bulkAddNodes").size() + even.calls("bulkAddNodes").size());
      assertEquals(List.of("resetNodeStore s0"), even.calls("resetNodeStore"));
    }
    try (GraphStore store = routing.openGraphStore(Phase.REQUEST, 0)) {
      assertEquals(1, store.countLinks("s0,s1", 3, TYPE));
      assertEquals(1, servedBy(store));
      store.getLinkList("s0,s1", 4, TYPE);
      assertEquals(0, servedBy(store));
      store.addNode("s0,s1", node(-1));
      int first = servedBy(store);
      store.addNode("s0,s1", node(-1));
      assertEquals(1 - first, servedBy(store), "new request-phase nodes go to the shards in turn");
    }
  }

  @Test
  void verificationOfAClusterComparesTheEndpoints() throws StoreException {
    RoutingStoreProvider routing = fakes.routing(cluster());
    try (GraphStore store = routing.openGraphStore(Phase.REQUEST, 0)) {
      store.addLink("db", link(1, 1));
    }
    routing.verificationCatchUp(2, 10);
    var report = routing.verify("db", 1, 10, 5);
    assertEquals(2, report.divergentEndpoints(), "only n1 got the link");
    assertTrue(report.examples().get(0).startsWith("n2:1/db differs from n1:1/db"), report.examples().toString());
  }
}
