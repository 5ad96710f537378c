package com.linkbenchx.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.Phase;
import com.linkbenchx.request.CapturingLog;
import com.linkbenchx.results.CapturingExporter;
import com.linkbenchx.results.GeneratorRecorder;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.PhaseOutputs;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ProcessOutcome;
import com.linkbenchx.results.ResultsSchemas;
import com.linkbenchx.results.SourceProcess;
import com.linkbenchx.results.TestRuns;
import com.linkbenchx.results.WorkerRecorder;
import com.linkbenchx.results.WorkloadInfo;
import com.linkbenchx.results.output.ResultsFolder;
import com.linkbenchx.results.output.SavedResultsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsMergeTest {
  private static final long T0 = 1_700_000_000_000L;

  @TempDir
  Path dir;

  private static PhaseMetadata metadata(long rate, int requesters, long displayfreq, Phase phase) {
    WorkloadInfo workload = new WorkloadInfo(WorkloadInfo.OPEN_LOOP, rate, requesters, 0, 1, 1001, 1000, displayfreq,
        0, 10, LatencySeries.RESPONSE, 1000);
    PhaseMetadata base = TestRuns.request(LatencySeries.RESPONSE);
    return new PhaseMetadata(phase, base.run(), workload, base.store(), base.configuration());
  }

  /** {@code count} ADD_LINK responses of base, base+1, ... µs and one TIMEOUT failure; 2 s busy; 3 arrivals. */
  private static IntervalStats interval(int count, long baseMicros) {
    WorkerRecorder worker = new WorkerRecorder();
    for (int i = 0; i < count; i++) {
      worker.recordSuccess(LinkBenchOp.ADD_LINK, 0, (baseMicros + i) * 1000, 1000, 0, 1, 0);
    }
    worker.recordFailure(LinkBenchOp.ADD_LINK, ErrorKind.TIMEOUT, 0, 9_000_000, 9_000_000, 1);
    GeneratorRecorder generator = new GeneratorRecorder();
    for (int i = 0; i < 3; i++) {
      generator.recordArrival(i, 0, true);
    }
    IntervalStats stats = new IntervalStats();
    worker.drainInto(stats);
    generator.drainInto(stats);
    stats.counters().addBusyNanos(2_000_000_000L);
    stats.counters().setQueueBacklog(1);
    return stats;
  }

  /** A results folder of one process whose intervals start at the given offsets from T0 (ms), 1 s each. */
  private Path folder(String name, PhaseMetadata metadata, long[] startOffsets, int exitStatus) throws Exception {
    Path folder = Files.createDirectory(dir.resolve(name));
    PhaseOutputs outputs =
        new PhaseOutputs(metadata, ResultsFolder.exporters(folder, HtmlReport.exporter(folder)), new CapturingLog());
    long start = T0 + startOffsets[0];
    outputs.begin(start);
    IntervalStats totals = new IntervalStats();
    for (int i = 0; i < startOffsets.length; i++) {
      IntervalStats stats = interval(100 + i, 1000L * (i + 1) + startOffsets[0]);
      long intervalStart = T0 + startOffsets[i];
      outputs.interval(new IntervalSnapshot(i, intervalStart, intervalStart + 1000, 1_000_000_000L,
          (intervalStart + 1000 - start) * 1_000_000L, i == startOffsets.length - 1, stats));
      totals.accumulate(stats);
    }
    long end = T0 + startOffsets[startOffsets.length - 1] + 1000;
    SourceProcess self =
        new SourceProcess(name + "-host", 7, List.of("-r"), start, end, metadata.workload().targetRatePerSecond(),
            metadata.workload().requesters(), -1, "maxtime reached", "", metadata.run().cpus(),
            metadata.run().maxHeapBytes());
    outputs.end(new PhaseSummary(metadata, totals, start, end, startOffsets.length * 1_000_000_000L,
        startOffsets.length, startOffsets.length * 1_000_000_000L, totals.executed() / (double) startOffsets.length,
        "maxtime reached", List.of(self), false));
    outputs.finish(new ProcessOutcome(exitStatus, end));
    outputs.close();
    return folder;
  }

  @Test
  void intervalsAreKeyedByTheirPhaseStartRoundedToDisplayfreqPlusTheirTick() {
    long second = 1_000_000_000L;
    assertEquals(1_700_000_001L, ResultsMerge.key(T0 + 300, second, false, 1000), "first tick, 0.3 s after T0");
    assertEquals(1_700_000_001L, ResultsMerge.key(T0 - 499, second, false, 1000));
    assertEquals(1_700_000_002L, ResultsMerge.key(T0 + 500, second, false, 1000), "started nearer the next second");
    assertEquals(1_700_000_002L, ResultsMerge.key(T0, 2 * second + 900_000_000L, false, 1000),
        "a report 0.9 s late still belongs to its tick");
    assertEquals(1_700_000_003L, ResultsMerge.key(T0, 2 * second + 250_000_000L, true, 1000),
        "the last, partial interval belongs to the next tick");
    assertEquals(1_700_000_003L, ResultsMerge.key(T0, 3 * second, true, 1000), "unless it ends on a tick");
    assertEquals(170_000_001L, ResultsMerge.key(T0 + 4_000, 10 * second, false, 10_000));
  }

  @Test
  void histogramsAndCountersAddIntervalByInterval() throws Exception {
    Path a = folder("a", metadata(1000, 4, 1, Phase.REQUEST), new long[] {0, 1000, 2000}, 0);
    Path b = folder("b", metadata(700, 2, 1, Phase.REQUEST), new long[] {300, 1300, 2300, 3300}, 0);
    ResultsMerge merge = ResultsMerge.of(List.of(a, b), TestRuns.runInfo());
    CapturingExporter merged = new CapturingExporter();
    merge.writeTo(new PhaseOutputs(merge.metadata(), List.of(merged), new CapturingLog()));

    assertEquals(4, merged.intervals.size(), "A's three intervals meet B's first three; B's fourth stands alone");
    CapturingExporter.Seen first = merged.intervals.get(0);
    assertEquals(T0, first.snapshot().startEpochMillis());
    assertEquals(T0 + 1300, first.snapshot().endEpochMillis());
    assertEquals((100 + 1) + (100 + 1), first.stats().operation(LinkBenchOp.ADD_LINK).executedCount());
    assertEquals(2, first.stats().operation(LinkBenchOp.ADD_LINK).failures(ErrorKind.TIMEOUT));
    assertEquals(4_000_000_000L, first.stats().counters().busyNanos());
    assertEquals(2, first.stats().counters().queueBacklog(), "each process's backlog adds up");
    assertEquals(4.0, first.snapshot().busyMean(), 1e-9);
    assertEquals(103 + 1, merged.intervals.get(3).stats().operation(LinkBenchOp.ADD_LINK).executedCount());
    assertTrue(merged.intervals.get(3).snapshot().partial());

    Histogram added = OperationHistograms.addLinkResponses(a);
    added.add(OperationHistograms.addLinkResponses(b));
    Histogram mergedResponses = merged.summary.totals().operation(LinkBenchOp.ADD_LINK).series(LatencySeries.RESPONSE);
    assertEquals(added, mergedResponses);
    assertEquals(added.getValueAtPercentile(99), mergedResponses.getValueAtPercentile(99));
    assertEquals(1700, merge.metadata().workload().targetRatePerSecond());
    assertEquals(6, merge.metadata().workload().requesters());
    assertEquals(2, merged.summary.sources().size());
    assertEquals(a.toString(), merged.summary.sources().get(0).folder());
    assertEquals(0, merged.outcome.exitStatus());
    assertEquals((101 + 102 + 103) / 3.0 + (101 + 102 + 103 + 104) / 4.0, merged.summary.ratePerSecond(), 1e-9,
        "rates of processes that ran side by side add");
  }

  @Test
  void cpusAndHeapsAreKeptPerProcessNotAdded() throws Exception {
    PhaseMetadata metadata = metadata(1000, 4, 1, Phase.REQUEST);
    Path a = folder("a", metadata, new long[] {0, 1000}, 0);
    Path b = folder("b", metadata, new long[] {100, 1100}, 0);
    ResultsMerge merge = ResultsMerge.of(List.of(a, b), TestRuns.runInfo());
    // Both processes ran on one host: its CPUs count once; the heap is the largest process's.
    assertEquals(metadata.run().cpus(), merge.metadata().run().cpus());
    assertEquals(metadata.run().maxHeapBytes(), merge.metadata().run().maxHeapBytes());
    CapturingExporter merged = new CapturingExporter();
    merge.writeTo(new PhaseOutputs(merge.metadata(), List.of(merged), new CapturingLog()));
    for (SourceProcess source : merged.summary.sources()) {
      assertEquals(metadata.run().cpus(), source.cpus(), source.folder());
      assertEquals(metadata.run().maxHeapBytes(), source.maxHeapBytes(), source.folder());
    }
    assertEquals(metadata.run().cpus(), SavedPhase.read(a).sources().get(0).cpus(), "read back from summary.json");
  }

  @Test
  void theMergedFolderIsAFullResultsFolder() throws Exception {
    Path a = folder("a", metadata(1000, 4, 1, Phase.REQUEST), new long[] {0, 1000}, 0);
    Path b = folder("b", metadata(1000, 4, 1, Phase.REQUEST), new long[] {100, 1100}, 4);
    ResultsMerge merge = ResultsMerge.of(List.of(a, b), TestRuns.runInfo());
    Path out = Files.createDirectory(dir.resolve("merged"));
    PhaseOutputs outputs =
        new PhaseOutputs(merge.metadata(), ResultsFolder.exporters(out, HtmlReport.exporter(out)), new CapturingLog());
    merge.writeTo(outputs);
    outputs.close();

    JsonNode summary = new ObjectMapper().readTree(out.resolve(ResultsFolder.SUMMARY).toFile());
    assertEquals(List.of(), new ResultsSchemas().summaryErrors(summary));
    assertEquals(4, summary.path("run").path("exit_status").asInt(), "the first failing process's status");
    assertEquals("testhost", summary.path("run").path("host").asText(), "the distinct hosts of the inputs");
    assertEquals("b-host", summary.path("processes").get(1).path("host").asText());
    assertEquals(2 * (101 + 102), summary.path("operations").path("ADD_LINK").path("count").asLong());
    List<String> stats = Files.readAllLines(out.resolve(ResultsFolder.CSV_STATS));
    assertTrue(stats.get(1).startsWith("ADD_LINK," + 2 * (100 + 101) + ","), stats.get(1));
    assertEquals(1 + 2 * 2, Files.readAllLines(out.resolve(ResultsFolder.CSV_STREAM)).size());
    SavedPhase reread = SavedPhase.read(out);
    assertEquals(2 * (101 + 102), reread.summary().totals().operation(LinkBenchOp.ADD_LINK).executedCount());
  }

  @Test
  void differentPhasesOrIntervalLengthsAreRefused() throws Exception {
    Path a = folder("a", metadata(1000, 4, 1, Phase.REQUEST), new long[] {0}, 0);
    Path b = folder("b", metadata(1000, 4, 2, Phase.REQUEST), new long[] {0}, 0);
    Path c = folder("c", metadata(0, 0, 1, Phase.LOAD), new long[] {0}, 0);
    SavedResultsException lengths = assertThrows(SavedResultsException.class,
        () -> ResultsMerge.of(List.of(a, b), TestRuns.runInfo()));
    assertTrue(lengths.getMessage().contains("displayfreq is 1 s in " + a + " but 2 s in " + b), lengths.getMessage());
    SavedResultsException phases = assertThrows(SavedResultsException.class,
        () -> ResultsMerge.of(List.of(a, c), TestRuns.runInfo()));
    assertTrue(phases.getMessage().startsWith("cannot merge a request phase"), phases.getMessage());
    SavedResultsException missing = assertThrows(SavedResultsException.class,
        () -> ResultsMerge.of(List.of(dir.resolve("nowhere")), TestRuns.runInfo()));
    assertTrue(missing.getMessage().contains("has no summary.json"), missing.getMessage());
  }
}
