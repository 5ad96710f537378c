package com.linkbenchx.results.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.RecordedOps;
import com.linkbenchx.results.RecordingFixtures;
import com.linkbenchx.results.TestRuns;
import com.linkbenchx.results.WorkerRecorder;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the histogram log holds comes back exactly: every histogram and every counter. */
class HistogramLogRoundTripTest {
  @TempDir
  Path dir;

  private static IntervalStats loadInterval() {
    WorkerRecorder loader = new WorkerRecorder();
    for (int i = 1; i <= 50; i++) {
      loader.recordLoadCall(LinkBenchOp.LOAD_LINKS_BULK, i * 37_000L, 1024);
    }
    loader.recordLoadCall(LinkBenchOp.LOAD_COUNTS_BULK, 12_345_678L, 700);
    IntervalStats stats = new IntervalStats();
    loader.drainInto(stats);
    stats.counters().setProgress(300, 1000);
    return stats;
  }

  @Test
  void everyHistogramAndCounterReadsBackExactly() throws Exception {
    Path file = dir.resolve("run.hlog");
    IntervalSnapshot first = RecordingFixtures.knownSnapshot();
    IntervalSnapshot second = new IntervalSnapshot(2, 1_700_000_003_000L, 1_700_000_003_400L, 400_000_001L,
        10_400_000_001L, true, loadInterval());
    PhaseHistogramLog.Writer exporter = new PhaseHistogramLog.Writer(new PrintStream(Files.newOutputStream(file), false,
        StandardCharsets.US_ASCII), true, file.toString());
    exporter.begin(TestRuns.request(com.linkbenchx.results.LatencySeries.RESPONSE), 1_699_999_993_000L);
    exporter.interval(first);
    exporter.interval(second);
    IntervalStats totals = new IntervalStats();
    totals.accumulate(first.stats());
    totals.accumulate(second.stats());
    exporter.end(new PhaseSummary(TestRuns.request(com.linkbenchx.results.LatencySeries.RESPONSE), totals,
        1_699_999_993_000L, 1_700_000_003_400L, 10_400_000_001L, 2, 9_000_000_000L, 11.25, "maxtime reached",
        List.of(), false));
    exporter.close();

    try (PhaseHistogramLog.Reader reader = new PhaseHistogramLog.Reader(file)) {
      assertEquals("request", reader.run().path("phase").asText());
      assertEquals(1000, reader.run().path("workload").path("target_rate_per_s").asLong());
      assertSame(first, reader.next());
      assertSame(second, reader.next());
      assertNull(reader.next());
      assertEquals(9_000_000_000L, reader.end().path("measured_ns").asLong());
      assertEquals("maxtime reached", reader.end().path("end_reason").asText());
    }
  }

  private static void assertSame(IntervalSnapshot expected, IntervalSnapshot actual) {
    assertEquals(expected.index(), actual.index());
    assertEquals(expected.startEpochMillis(), actual.startEpochMillis());
    assertEquals(expected.endEpochMillis(), actual.endEpochMillis());
    assertEquals(expected.lengthNanos(), actual.lengthNanos());
    assertEquals(expected.endOffsetNanos(), actual.endOffsetNanos());
    assertEquals(expected.partial(), actual.partial());
    IntervalStats want = expected.stats();
    IntervalStats got = actual.stats();
    for (LinkBenchOp op : RecordedOps.ALL) {
      for (LatencySeries series : LatencySeries.values()) {
        assertEquals(want.operation(op).series(series), got.operation(op).series(series), op + "." + series);
      }
      for (ErrorKind kind : ErrorKind.values()) {
        assertEquals(want.operation(op).failures(kind), got.operation(op).failures(kind), op + " " + kind);
      }
      assertEquals(want.operation(op).rows(), got.operation(op).rows(), op + " rows");
    }
    var w = want.counters();
    var g = got.counters();
    assertEquals(List.of(w.arrivals(), w.droppedQueueFull(), w.droppedAtShutdown(), w.warmupEvents(), w.minQueueDepth(),
        w.maxQueueDepth(), w.queueBacklog(), w.maxGeneratorLagNanos(), w.busyNanos(), w.busyMax(),
        w.retries().transientRetries(), w.retries().reconnects(), w.retries().failed(), w.progressDone(),
        w.progressTotal()),
        List.of(g.arrivals(), g.droppedQueueFull(), g.droppedAtShutdown(), g.warmupEvents(), g.minQueueDepth(),
            g.maxQueueDepth(), g.queueBacklog(), g.maxGeneratorLagNanos(), g.busyNanos(), g.busyMax(),
            g.retries().transientRetries(), g.retries().reconnects(), g.retries().failed(), g.progressDone(),
            g.progressTotal()));
    assertEquals(want.completionConcurrency().sum(), got.completionConcurrency().sum());
    assertEquals(want.completionConcurrency().samples(), got.completionConcurrency().samples());
    assertEquals(want.completionConcurrency().min(), got.completionConcurrency().min());
    assertEquals(want.completionConcurrency().max(), got.completionConcurrency().max());
  }

  @Test
  void aLogFromElsewhereIsRefusedWithTheFileNamed() throws Exception {
    Path file = dir.resolve("other.hlog");
    Files.writeString(file, "#[Histogram log format version 1.3]\n\"StartTimestamp\",\"Interval_Length\"\n");
    SavedResultsException error = assertThrows(SavedResultsException.class, () -> new PhaseHistogramLog.Reader(file));
    assertTrue(error.getMessage().startsWith(file + " line "), error.getMessage());
    assertTrue(error.getMessage().contains("not a histogram log written by this driver"), error.getMessage());
  }
}
