package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Busy requesters as a time average (Little's L): one requester serving a store whose every call
 * takes a fixed time, at a rate that keeps it busy half of the time.
 */
class BusyRequestersTest {
  @TempDir
  Path work;

  @Test
  void oneRequesterHalfUtilisedIsBusyHalfOfTheTime() throws Exception {
    Path folder = work.resolve("littles-law");
    // 25 events/s x 19.9 ms per call (the scripted store parks, overshooting by about 0.1 ms): utilisation
    // 0.5. Long calls keep the overshoot, which grows on a busy machine, a small part of each call.
    CliProcess.Result result = CliProcess.run(work, 120, ResultsFolderTest.args(
        new String[] {"-c", ResultsFolderTest.MEMORY, "-r"},
        "-D", "linkstore=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider",
        "-D", "nodestore=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider",
        "-D", "scripted_delay_ms=19.9", "-D", "requesters=1", "-D", "requestrate=25", "-D", "maxtime=16",
        "-D", "displayfreq=4", "--results", folder.toString()));
    assertEquals(0, result.exitCode(), result.all());

    JsonNode summary = ResultsFolderTest.summary(folder);
    JsonNode totals = summary.path("totals");
    double busyMean = totals.path("busy").path("mean").asDouble();
    assertEquals(1.0, totals.path("busy").path("completion_mean").asDouble(), 1e-9,
        "LinkBenchX's per-completion figure reads 1 whatever the load");
    assertEquals(1, totals.path("busy").path("max").asInt());

    assertEquals(400, totals.path("arrivals").asDouble(), 20, "the seeded schedule: about 25/s for 16 s");
    // Little's law on the run's own figures: L = throughput x time each operation kept the requester
    // busy, which is its service time plus the requester's own work around the call (a few µs).
    double serviceSeconds = 0;
    for (Map.Entry<String, JsonNode> op : (Iterable<Map.Entry<String, JsonNode>>) () -> summary.path("operations")
        .fields()) {
      JsonNode service = op.getValue().path("latency_us").path("service");
      serviceSeconds += service.path("count").asLong() * service.path("mean").asDouble() / 1e6;
    }
    double fromServiceTime = serviceSeconds / totals.path("length_s").asDouble();
    assertTrue(busyMean >= fromServiceTime && busyMean <= fromServiceTime + 0.02,
        "busy " + busyMean + " against throughput x mean service time " + fromServiceTime);
    // Half of the time at least: a busy machine lengthens the calls (and so the busy share), never shortens them.
    assertTrue(fromServiceTime >= 0.45, "utilisation " + fromServiceTime + ", expected about 0.5");
    for (JsonNode interval : ResultsFolderTest.intervals(folder)) {
      if (!interval.path("partial").asBoolean()) {
        assertEquals(busyMean, interval.path("figures").path("busy").path("mean").asDouble(), 0.15,
            interval.toString());
      }
    }
  }
}
