package com.linkbenchx.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.Phase;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.TestRuns;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.memory.MemoryStoreProvider;
import com.linkbenchx.workload.GraphShape;
import com.linkbenchx.workload.TestFiles;
import com.linkbenchx.workload.Workload;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The shipped mix against the in-memory store: real reads and writes, then the store's count rule holds. */
class RequestPhaseMemoryStoreTest {
  @Test
  void shippedMixKeepsTheStoreConsistent() throws InterruptedException, StoreException {
    Map<String, String> values = new HashMap<>(TestFiles.smallConfig(200).asMap());
    values.put("requesters", "4");
    values.put("requests", "6000");
    values.put("requestrate", "3000");
    values.put("maxtime", "10");
    values.put("displayfreq", "1");
    values.put("dbid", "linkdb");
    values.put("request_random_seed", "3");
    values.put("warmup_time", "0");
    values.put("max_failed_requests", "-1");
    Config config = Config.of(values);
    Workload workload = Workload.from(config, false, true);
    MemoryStoreProvider memory = new MemoryStoreProvider();
    StoreSet stores = new StoreSet(memory, null);

    RequestPhase phase = new RequestPhase(RequestSettings.from(config), workload, stores,
        TestRuns.logOnly(TestRuns.request(com.linkbenchx.results.LatencySeries.RESPONSE),
            com.linkbenchx.results.PhaseLog.of(com.linkbenchx.config.Logs.logger())),
        null);
    RequestResult result = phase.run();

    assertEquals(0, result.errors());
    assertEquals(6000, result.requestsDone(), "requests = 6000 ends generation before maxtime");
    assertTrue(result.completedCleanly());
    IntervalStats totals = phase.lastTotals();
    assertTrue(totals.operation(LinkBenchOp.ADD_LINK).successCount() > 300);
    assertTrue(totals.operation(LinkBenchOp.GET_NODE).successCount() > 0, "node operations went to the node store");

    long visibleLinks = 0;
    try (LinkStore links = memory.openLinkStore(Phase.REQUEST, 99)) {
      for (long id1 = 1; id1 < 200; id1++) {
        for (int type = 0; type < 2; type++) {
          long linkType = GraphShape.linkType(type);
          long listed = links.getLinkList("linkdb", id1, linkType).length;
          assertEquals(listed, links.countLinks("linkdb", id1, linkType), "count of (" + id1 + ", " + linkType + ")");
          visibleLinks += listed;
        }
      }
    }
    assertTrue(visibleLinks > 0, "ADD_LINK and UPDATE_LINK wrote links");
  }
}
