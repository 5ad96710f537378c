package com.linkbenchx.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import org.junit.jupiter.api.Test;

class WorkerRecorderTest {
  @Test
  void drainingWhileRecordingLosesNothing() throws InterruptedException {
    WorkerRecorder recorder = new WorkerRecorder();
    int events = 500_000;
    Thread writer = new Thread(() -> {
      for (int i = 0; i < events; i++) {
        recorder.operationStarted(i, 1 + i % 3);
        if (i % 100 == 0) {
          recorder.recordFailure(LinkBenchOp.COUNT_LINK, ErrorKind.TRANSIENT, i + 1, 1000L * i, 500, 2);
        } else {
          recorder.recordSuccess(LinkBenchOp.GET_LINKS_LIST, i + 1, 1000L * (i % 5000), 1000, 0, 1, 0);
        }
      }
    });
    IntervalStats totals = new IntervalStats();
    IntervalStats interval = new IntervalStats();
    writer.start();
    while (writer.isAlive()) {
      recorder.drainInto(interval);
      totals.accumulate(interval);
      interval.reset();
    }
    recorder.drainInto(totals);
    assertEquals(events - events / 100, totals.operation(LinkBenchOp.GET_LINKS_LIST).successCount());
    assertEquals(events / 100, totals.operation(LinkBenchOp.COUNT_LINK).failures(ErrorKind.TRANSIENT));
    assertEquals(0, totals.operation(LinkBenchOp.COUNT_LINK).successCount(), "failures never count as successes");
    assertEquals(events, totals.executed());
    assertEquals(events, totals.completionConcurrency().samples());
    assertEquals(2, totals.completionConcurrency().max());
    assertEquals(3, totals.counters().busyMax(), "the largest busy count seen when an operation started");
    assertEquals(events, recorder.busyNanosAt(System.nanoTime()), "each operation was busy for 1 ns");
  }

  @Test
  void latenciesAreRecordedInMicrosecondsAndNegativeOnesClampToZero() {
    WorkerRecorder recorder = new WorkerRecorder();
    recorder.recordSuccess(LinkBenchOp.ADD_LINK, 0, 1_999_999, 1_500, -20_000, 1, 0);
    IntervalStats stats = new IntervalStats();
    recorder.drainInto(stats);
    OperationStats addLink = stats.operation(LinkBenchOp.ADD_LINK);
    assertEquals(1999, addLink.series(LatencySeries.RESPONSE).getMaxValue());
    assertEquals(1, addLink.series(LatencySeries.SERVICE).getMaxValue());
    assertEquals(0, addLink.series(LatencySeries.QUEUE_WAIT).getMaxValue());
  }

  /** A warm-up success takes the measured path's code but is only counted, never reported. */
  @Test
  void warmupSuccessesAreCountedAndKeptOutOfEveryHistogram() {
    WorkerRecorder recorder = new WorkerRecorder();
    for (int i = 0; i < 1000; i++) {
      recorder.operationStarted(i, 7);
      recorder.recordSuccess(LinkBenchOp.ADD_LINK, i + 1, 9_000_000, 8_000_000, 1_000_000, 7, 1);
    }
    recorder.operationStarted(2000, 2);
    recorder.recordSuccess(LinkBenchOp.ADD_LINK, 2001, 3_000_000, 2_000_000, 1_000_000, 2, 0);
    IntervalStats stats = new IntervalStats();
    recorder.drainInto(stats);
    assertEquals(1000, stats.counters().warmupEvents());
    OperationStats addLink = stats.operation(LinkBenchOp.ADD_LINK);
    assertEquals(1, addLink.successCount(), "only the measured success is recorded");
    assertTrue(addLink.series(LatencySeries.RESPONSE).valuesAreEquivalent(3000,
        addLink.series(LatencySeries.RESPONSE).getMaxValue()), "the measured one's 3 ms, not the warm-up's 9 ms");
    assertEquals(1, stats.completionConcurrency().samples(), "warm-up completions are no concurrency samples");
    assertEquals(2, stats.completionConcurrency().max());
    assertEquals(2, stats.counters().busyMax(), "nor busy samples");
  }

  /** Past the buffer's capacity successes go to the worker's histograms; the interval sees both alike. */
  @Test
  void anIntervalBeyondTheBufferRecordsEverySuccessExactly() {
    WorkerRecorder recorder = new WorkerRecorder();
    int events = 3 * RecordingWindow.BUFFERED_SUCCESSES + 17;
    for (int i = 0; i < events; i++) {
      LinkBenchOp op = i % 2 == 0 ? LinkBenchOp.ADD_LINK : LinkBenchOp.GET_NODE;
      recorder.operationStarted(i, 1);
      recorder.recordSuccess(op, i + 1, 1000L * i, 1000L * (i % 1000), 1000L * (i % 7), 1 + i % 4, 0);
    }
    IntervalStats stats = new IntervalStats();
    recorder.drainInto(stats);
    OperationStats addLink = stats.operation(LinkBenchOp.ADD_LINK);
    OperationStats getNode = stats.operation(LinkBenchOp.GET_NODE);
    assertEquals((events + 1) / 2, addLink.successCount());
    assertEquals(events / 2, getNode.successCount());
    assertEquals(0, addLink.series(LatencySeries.RESPONSE).getMinValue(), "the first, buffered, success");
    assertTrue(getNode.series(LatencySeries.RESPONSE).valuesAreEquivalent(events - 2,
        getNode.series(LatencySeries.RESPONSE).getMaxValue()), "the last, past the buffer");
    assertEquals(6, addLink.series(LatencySeries.QUEUE_WAIT).getMaxValue());
    assertEquals(events, stats.completionConcurrency().samples());
    assertEquals(4, stats.completionConcurrency().max());

    IntervalStats next = new IntervalStats();
    recorder.operationStarted(events, 1);
    recorder.recordSuccess(LinkBenchOp.ADD_LINK, events + 1, 5_000, 4_000, 0, 1, 0);
    recorder.drainInto(next);
    assertEquals(1, next.executed(), "the next interval holds only its own success");
    assertEquals(5, next.operation(LinkBenchOp.ADD_LINK).series(LatencySeries.RESPONSE).getMaxValue());
  }

  /** A warm-up longer than the buffer runs both recording paths, and still reports none of it. */
  @Test
  void aLongWarmupStaysOutOfTheReportAndIsLetGoAtItsEnd() {
    WorkerRecorder recorder = new WorkerRecorder();
    int warmups = 5 * RecordingWindow.BUFFERED_SUCCESSES;
    for (int i = 0; i < warmups; i++) {
      recorder.operationStarted(i, 1);
      recorder.recordSuccess(LinkBenchOp.GET_LINKS_LIST, i + 1, 9_000_000, 8_000_000, 0, 1, 1);
    }
    recorder.warmupEnded();
    recorder.operationStarted(warmups, 1);
    recorder.recordSuccess(LinkBenchOp.GET_LINKS_LIST, warmups + 1, 2_000, 1_000, 0, 1, 0);
    IntervalStats stats = new IntervalStats();
    recorder.drainInto(stats);
    assertEquals(warmups, stats.counters().warmupEvents());
    OperationStats links = stats.operation(LinkBenchOp.GET_LINKS_LIST);
    assertEquals(1, links.successCount());
    assertEquals(2, links.series(LatencySeries.RESPONSE).getMaxValue());
  }

  @Test
  void loadCallsRecordStoreCallTimeAndRows() {
    WorkerRecorder recorder = new WorkerRecorder();
    recorder.recordLoadCall(LinkBenchOp.LOAD_LINKS_BULK, 1_900_000, 1024);
    recorder.recordLoadCall(LinkBenchOp.LOAD_LINKS_BULK, 1_500_000, 512);
    recorder.recordLoadCall(LinkBenchOp.LOAD_COUNTS_BULK, 700_000, 300);
    IntervalStats stats = new IntervalStats();
    recorder.drainInto(stats);
    OperationStats links = stats.operation(LinkBenchOp.LOAD_LINKS_BULK);
    assertEquals(2, links.successCount());
    assertEquals(1536, links.rows());
    assertEquals(1900, links.series(LatencySeries.SERVICE).getMaxValue());
    assertEquals(0, links.series(LatencySeries.RESPONSE).getTotalCount(), "a load call has no schedule");
    assertEquals(1836, stats.rows());
    assertEquals(3, stats.executed());
  }

  @Test
  void busyTimeOfAnOperationStillRunningCountsUpToNow() throws InterruptedException {
    WorkerRecorder recorder = new WorkerRecorder();
    recorder.operationStarted(System.nanoTime(), 1);
    Thread.sleep(20);
    long busy = recorder.busyNanosAt(System.nanoTime());
    assertTrue(busy >= 20_000_000L && busy < 5_000_000_000L, "busy " + busy + " ns while running");
    recorder.operationEnded(System.nanoTime());
    long afterEnd = recorder.busyNanosAt(System.nanoTime());
    Thread.sleep(5);
    assertEquals(afterEnd, recorder.busyNanosAt(System.nanoTime()), "an idle worker's busy time stands still");
    recorder.operationEnded(System.nanoTime());
    assertEquals(afterEnd, recorder.busyNanosAt(System.nanoTime()), "a second end without a start changes nothing");
  }

  @Test
  void busyClockDecodesAnyStartTimeModuloTwoToThe63() {
    long state = BusyClock.IDLE;
    long[] starts = {Long.MIN_VALUE + 5, -1_000, 0, 1L << 62, Long.MAX_VALUE - 1_000_000};
    long done = 0;
    for (long start : starts) {
      state = BusyClock.started(state, start);
      assertEquals(done + 250, BusyClock.busyNanosAt(state, start + 250), "running since " + start);
      state = BusyClock.stopped(state, start + 1_000);
      done += 1_000;
      assertEquals(done, BusyClock.busyNanosAt(state, start + 99_999), "idle after " + start);
      assertEquals(state, BusyClock.stopped(state, start + 5_000), "stopping an idle worker changes nothing");
    }
  }
}
