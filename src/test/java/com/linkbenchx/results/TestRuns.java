package com.linkbenchx.results;

import com.linkbenchx.model.Phase;
import java.util.List;
import java.util.Map;

/** Metadata and outputs for tests that run a phase without the command line. */
public final class TestRuns {
  private TestRuns() {
  }

  public static ProcessInfo runInfo() {
    return new ProcessInfo("test", List.of("-r"), "testhost", 42, "test JVM", 2, 1L << 30);
  }

  public static PhaseMetadata request(LatencySeries headline) {
    WorkloadInfo workload = new WorkloadInfo(WorkloadInfo.OPEN_LOOP, 1000, 4, 0, 1, 1001, 1_000_000, 1, 0, 10,
        headline, 100_000);
    return new PhaseMetadata(Phase.REQUEST, runInfo(), workload, store(), Map.of("requesters", "4"));
  }

  public static PhaseMetadata load() {
    WorkloadInfo workload = new WorkloadInfo(WorkloadInfo.LOAD, 0, 0, 2, 1, 1001, 0, 1, 0, 0, LatencySeries.SERVICE, 0);
    return new PhaseMetadata(Phase.LOAD, runInfo(), workload, store(), Map.of("loaders", "2"));
  }

  public static StoreInfo store() {
    return new StoreInfo("test.LinkStore", "test.LinkStore", "test store", "test", "1", List.of());
  }

  /** Outputs that only log. */
  public static PhaseOutputs logOnly(PhaseMetadata metadata, PhaseLog log) {
    return new PhaseOutputs(metadata, List.of(), log);
  }
}
