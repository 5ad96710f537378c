package com.linkbenchx.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.Coordination;
import com.linkbenchx.config.Logs;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.TestRuns;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.Node;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.Phase;
import com.linkbenchx.store.RefusingLinkStore;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.workload.LogCapture;
import com.linkbenchx.workload.TestFiles;
import com.linkbenchx.workload.Workload;
import com.linkbenchx.workload.WorkloadKeys;
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

  /**
   * Takes links and forgets them; gives nodes ids 1, 4, 7, ... as a member stepping by 3 would (as
   * the node provider: one provider of both would have to serve both from one store).
   */
  private static final class SteppingProvider implements StoreProvider {
    final AtomicLong lastId = new AtomicLong(-2);

    @Override
    public void configure(Config config) {
    }

    @Override
    public LinkStore openLinkStore(Phase phase, int threadId) {
      return new RefusingLinkStore() {
        @Override
        public int bulkLoadBatchSize() {
          return 100;
        }

        @Override
        public void addBulkLoad(String dbid, LoadBatch batch) {
        }
      };
    }

    @Override
    public NodeStore openNodeStore(Phase phase, int threadId) {
      return new NodeStore() {
        @Override
        public void resetNodeStore(String dbid, long startId) {
        }

        @Override
        public long[] bulkAddNodes(String dbid, List<Node> nodes) {
          return nodes.stream().mapToLong(node -> lastId.addAndGet(3)).toArray();
        }

        @Override
        public int bulkLoadBatchSize() {
          return 50;
        }

        @Override
        public Node getNode(String dbid, int type, long id) {
          return null;
        }

        @Override
        public boolean updateNode(String dbid, Node node) {
          return false;
        }

        @Override
        public boolean deleteNode(String dbid, int type, long id) {
          return false;
        }

        @Override
        public void close() {
        }
      };
    }
  }

  @Test
  void nodesGivenIdsOutOfRangeAreReportedOnceWithTheirCount() throws Exception {
    LoadSettings settings = new LoadSettings("linkdb", 3, true, 100, OptionalLong.of(5), 1_000_000,
        OptionalInt.empty(), 3600, Coordination.single());
    Workload workload = Workload.from(TestFiles.smallConfig(MAX_ID1).with(WorkloadKeys.GENERATE_NODES, "true"), true,
        false);
    try (LogCapture log = new LogCapture()) {
      LoadResult result = new LoadPhase(settings, workload, new StoreSet(new SteppingProvider(), new SteppingProvider()),
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
