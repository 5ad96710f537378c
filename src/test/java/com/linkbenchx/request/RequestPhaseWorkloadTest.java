package com.linkbenchx.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.TestRuns;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.noop.NoopStoreProvider;
import com.linkbenchx.workload.TestFiles;
import com.linkbenchx.workload.Workload;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The driver's entry point with the shipped operation mix on a small CONST graph and the no-op store. */
class RequestPhaseWorkloadTest {
  @Test
  void shippedMixRunsEveryOperationAndRecordsEveryEvent() throws InterruptedException {
    Map<String, String> values = new HashMap<>(TestFiles.smallConfig(100_000).asMap());
    values.put("requesters", "4");
    values.put("requests", "1000000");
    values.put("requestrate", "5000");
    values.put("maxtime", "2");
    values.put("displayfreq", "1");
    values.put("dbid", "linkdb");
    values.put("request_random_seed", "7");
    Config config = Config.of(values);
    Workload workload = Workload.from(config, false, true);
    StoreSet stores = new StoreSet(new NoopStoreProvider(), null);

    RequestPhase phase = new RequestPhase(RequestSettings.from(config), workload, stores,
        TestRuns.logOnly(TestRuns.request(com.linkbenchx.results.LatencySeries.RESPONSE),
            com.linkbenchx.results.PhaseLog.of(com.linkbenchx.config.Logs.logger())),
        null);
    RequestResult result = phase.run();

    assertTrue(result.completedCleanly());
    assertEquals(0, result.errors());
    assertEquals(0, result.dropped());
    IntervalStats totals = phase.lastTotals();
    assertEquals(totals.arrivals(), totals.executed(), "every arrival executed and recorded");
    assertEquals(result.requestsDone(), totals.executed());
    for (LinkBenchOp op : LinkBenchOp.REQUEST_OPS_IN_THRESHOLD_ORDER) {
      double share = 100.0 * totals.operation(op).executedCount() / totals.executed();
      double configured = workload.operationMix().share(op);
      assertEquals(configured, share, Math.max(1.5, configured * 0.2), op + " share of the mix");
    }
  }
}
