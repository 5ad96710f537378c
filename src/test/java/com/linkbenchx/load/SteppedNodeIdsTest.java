package com.linkbenchx.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.Coordination;
import com.linkbenchx.config.Logs;
import com.linkbenchx.model.Phase;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.TestRuns;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.noop.NoopStoreProvider;
import com.linkbenchx.workload.LogCapture;
import com.linkbenchx.workload.TestFiles;
import com.linkbenchx.workload.Workload;
import com.linkbenchx.workload.WorkloadKeys;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A store that hands out node ids in steps (AUTO_INCREMENT stepped by a cluster) pushes most nodes
 * out of [startid1, maxid1): the load says so once, with the count, never once per node.
 */
class SteppedNodeIdsTest {
  private static final long MAX_ID1 = 1001;

  /** The no-op store, whose nodes get ids 1, 4, 7, ... as from a member stepping AUTO_INCREMENT by 3. */
  private static final class SteppingProvider implements StoreProvider {
    private final NoopStoreProvider noop = new NoopStoreProvider();
    private final AtomicLong lastId = new AtomicLong(-2);

    @Override
    public void configure(Config config) {
    }

    @Override
    public LinkStore openLinkStore(Phase phase, int threadId) {
      GraphStore store = noop.openGraphStore(phase, threadId);
      return (LinkStore) Proxy.newProxyInstance(GraphStore.class.getClassLoader(), new Class<?>[] {GraphStore.class},
          (proxy, method, args) -> method.getName().equals("bulkAddNodes")
              ? ((List<?>) args[1]).stream().mapToLong(node -> lastId.addAndGet(3)).toArray()
              : method.invoke(store, args));
    }

    @Override
    public NodeStore openNodeStore(Phase phase, int threadId) {
      return (NodeStore) openLinkStore(phase, threadId);
    }
  }

  @Test
  void nodesGivenIdsOutOfRangeAreReportedOnceWithTheirCount() throws Exception {
    LoadSettings settings = new LoadSettings("linkdb", 3, true, 100, OptionalLong.of(5), 1_000_000,
        OptionalInt.empty(), 3600, Coordination.single());
    Workload workload = Workload.from(TestFiles.smallConfig(MAX_ID1).with(WorkloadKeys.GENERATE_NODES, "true"), true,
        false);
    try (LogCapture log = new LogCapture()) {
      LoadResult result = new LoadPhase(settings, workload, new StoreSet(new SteppingProvider(), null),
          TestRuns.logOnly(TestRuns.load(), PhaseLog.of(Logs.logger())), null).run();
      assertNull(result.failure());
      assertEquals(1000, result.nodes());
      // Ids 1, 4, ..., 2998: those from 1001 on (666 of them) lie beyond maxid1.
      List<String> warnings = log.lines().stream().filter(line -> line.contains("outside [1,")).toList();
      assertEquals(1, warnings.size(), log.lines().toString());
      assertTrue(warnings.get(0).startsWith("WARN 666 nodes got ids outside [1,1001) from the store"), warnings.get(0));
    }
  }
}
