package com.linkbenchx.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.RetryTally;
import com.linkbenchx.request.CapturingLog;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class IntervalReporterTest {
  private final CapturingExporter exporter = new CapturingExporter();
  private final PhaseOutputs outputs =
      new PhaseOutputs(TestRuns.request(LatencySeries.RESPONSE), List.of(exporter), new CapturingLog());

  @Test
  void anEmptyLastIntervalIsNotReportedAndAShortOneIsMarkedPartial() {
    WorkerRecorder worker = new WorkerRecorder();
    PhaseClock clock = new PhaseClock(1_000_000_000L, 1_700_000_000_000_000L);
    IntervalReporter reporter = new IntervalReporter(List.of(worker), PhaseProbes.none(), outputs, clock);
    worker.recordSuccess(LinkBenchOp.ADD_LINK, 0, 1000, 1000, 0, 1, 0);
    reporter.reportInterval(3_000_000_000L, false);
    reporter.reportInterval(3_000_000_001L, true); // nothing happened since: a row of zeros, not reported
    assertEquals(1, exporter.intervals.size());

    IntervalReporter second = new IntervalReporter(List.of(worker), PhaseProbes.none(), outputs, clock);
    worker.recordSuccess(LinkBenchOp.ADD_LINK, 0, 1000, 1000, 0, 1, 0);
    second.reportInterval(3_000_000_000L, false);
    worker.recordSuccess(LinkBenchOp.GET_NODE, 0, 1000, 1000, 0, 1, 0);
    second.reportInterval(3_250_000_000L, true);
    IntervalSnapshot last = exporter.intervals.get(2).snapshot();
    assertTrue(last.partial());
    assertEquals(250_000_000L, last.lengthNanos());
    assertEquals(1_700_000_002_000L, last.startEpochMillis(), "wall clock derived from the origin");
    assertEquals(1_700_000_002_250L, last.endEpochMillis());
    assertEquals(2_250_000_000L, last.endOffsetNanos());
    assertFalse(exporter.intervals.get(1).snapshot().partial());
    PhaseSummary summary = second.summary(2_250_000_000L, 2 / 2.25, "done", false);
    assertEquals(2, summary.intervals());
    assertEquals(2, summary.totals().executed());
    assertEquals(2_250_000_000L, summary.lengthNanos());
    assertEquals(1_700_000_000_000L, summary.startEpochMillis());
    assertEquals(1_700_000_002_250L, summary.endEpochMillis());
  }

  @Test
  void busyTimeOfARunningOperationSplitsAtTheIntervalBoundary() throws InterruptedException {
    WorkerRecorder worker = new WorkerRecorder();
    long origin = System.nanoTime();
    IntervalReporter reporter = new IntervalReporter(List.of(worker), PhaseProbes.none(), outputs,
        new PhaseClock(origin, 0));
    worker.operationStarted(origin, 1);
    Thread.sleep(30);
    long cut = System.nanoTime();
    reporter.reportInterval(cut, false);
    long reported = System.nanoTime();
    Thread.sleep(20);
    long end = System.nanoTime();
    worker.recordSuccess(LinkBenchOp.ADD_LINK, end, end - origin, end - origin, 0, 1, 0);
    Thread.sleep(10);
    reporter.reportInterval(System.nanoTime(), false);

    long firstBusy = exporter.intervals.get(0).stats().counters().busyNanos();
    long secondBusy = exporter.intervals.get(1).stats().counters().busyNanos();
    // The reporter reads each worker's busy clock just after the cut, before it returns.
    assertTrue(firstBusy >= cut - origin && firstBusy <= reported - origin,
        "busy until the cut counts in the first interval: " + firstBusy);
    assertEquals(end - origin, firstBusy + secondBusy, "the operation's whole duration, split exactly in two");
    assertTrue(exporter.intervals.get(1).snapshot().busyMean() < 1.0);
    assertEquals(0, exporter.intervals.get(0).stats().executed(), "counted where it ends");
    assertEquals(1, exporter.intervals.get(1).stats().executed());
  }

  /**
   * A stall: four requesters enter store calls that do not return for two intervals. Nothing
   * finishes, yet all four are busy throughout: the peak is 4, never below the mean (about 4).
   */
  @Test
  void aStallKeepsItsBusyPeak() throws InterruptedException {
    List<WorkerRecorder> workers = List.of(new WorkerRecorder(), new WorkerRecorder(), new WorkerRecorder(),
        new WorkerRecorder());
    long origin = System.nanoTime();
    IntervalReporter reporter = new IntervalReporter(workers, PhaseProbes.none(), outputs, new PhaseClock(origin, 0));
    for (int i = 0; i < workers.size(); i++) {
      workers.get(i).operationStarted(origin, i + 1);
    }
    Thread.sleep(20);
    reporter.reportInterval(System.nanoTime(), false);
    Thread.sleep(20);
    reporter.reportInterval(System.nanoTime(), false);
    // The stall ends: three finish, one goes on; the next interval began with four busy.
    for (int i = 0; i < 3; i++) {
      long end = System.nanoTime();
      workers.get(i).recordSuccess(LinkBenchOp.GET_NODE, end, end - origin, end - origin, 0, 4 - i, 0);
    }
    Thread.sleep(20);
    reporter.reportInterval(System.nanoTime(), false);
    Thread.sleep(20);
    reporter.reportInterval(System.nanoTime(), false);

    for (int i = 0; i < 2; i++) {
      CapturingExporter.Seen stalled = exporter.intervals.get(i);
      assertEquals(0, stalled.stats().executed(), "nothing finished in interval " + i);
      assertEquals(4, stalled.stats().counters().busyMax(), "busy peak of interval " + i);
      double mean = busyMean(stalled);
      assertTrue(mean > 3.5 && mean <= 4.0, "mean " + mean);
    }
    assertEquals(4, exporter.intervals.get(2).stats().counters().busyMax(), "four were busy as it began");
    CapturingExporter.Seen last = exporter.intervals.get(3);
    assertEquals(1, last.stats().counters().busyMax(), "one still running, alone since the cut");
    assertTrue(busyMean(last) > 0.9 && busyMean(last) <= 1.0, "mean " + busyMean(last));
  }

  /** The interval's mean busy workers from its copied figures (the snapshot's own stats are reused). */
  private static double busyMean(CapturingExporter.Seen seen) {
    return (double) seen.stats().counters().busyNanos() / seen.snapshot().lengthNanos();
  }

  @Test
  void probesAreReadWhenTheIntervalCloses() {
    AtomicLong backlog = new AtomicLong(7);
    AtomicLong retries = new AtomicLong(10);
    PhaseProbes probes = new PhaseProbes(new GeneratorRecorder(), backlog::get,
        () -> new RetryTally(retries.get(), 0, 1, 0, 0), () -> new PhaseProbes.Progress(500, 1000));
    IntervalReporter reporter = new IntervalReporter(List.of(), probes, outputs, new PhaseClock(0, 0));
    retries.set(13);
    reporter.reportInterval(1_000_000_000L, false);
    backlog.set(0);
    retries.set(14);
    reporter.reportInterval(2_000_000_000L, false);

    Counters first = exporter.intervals.get(0).stats().counters();
    assertEquals(7, first.queueBacklog());
    assertEquals(3, first.retries().transientRetries(), "retries since the phase began, not since the stores opened");
    assertEquals(500, first.progressDone());
    assertEquals(1000, first.progressTotal());
    Counters second = exporter.intervals.get(1).stats().counters();
    assertEquals(0, second.queueBacklog());
    assertEquals(1, second.retries().transientRetries());
    assertEquals(4, reporter.totals().counters().retries().transientRetries());
    assertEquals(0, reporter.totals().counters().queueBacklog(), "the totals keep the last backlog");
  }
}
