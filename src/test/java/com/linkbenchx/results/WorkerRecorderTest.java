package com.linkbenchx.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.workload.LinkBenchOp;
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
          recorder.recordSuccess(LinkBenchOp.GET_LINKS_LIST, i + 1, 1000L * (i % 5000), 1000, 0, 1);
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
    assertEquals(3, totals.counters().busyMax, "the largest busy count seen when an operation started");
    assertEquals(events, recorder.busyNanosUntilNow(), "each operation was busy for 1 ns");
  }

  @Test
  void latenciesAreRecordedInMicrosecondsAndNegativeOnesClampToZero() {
    WorkerRecorder recorder = new WorkerRecorder();
    recorder.recordSuccess(LinkBenchOp.ADD_LINK, 0, 1_999_999, 1_500, -20_000, 1);
    IntervalStats stats = new IntervalStats();
    recorder.drainInto(stats);
    OperationStats addLink = stats.operation(LinkBenchOp.ADD_LINK);
    assertEquals(1999, addLink.successes(LatencyMetric.RESPONSE).getMaxValue());
    assertEquals(1, addLink.successes(LatencyMetric.SERVICE).getMaxValue());
    assertEquals(0, addLink.successes(LatencyMetric.QUEUE_WAIT).getMaxValue());
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
    assertEquals(1900, links.successes(LatencyMetric.SERVICE).getMaxValue());
    assertEquals(0, links.successes(LatencyMetric.RESPONSE).getTotalCount(), "a load call has no schedule");
    assertEquals(1836, stats.rows());
    assertEquals(3, stats.executed());
  }

  @Test
  void busyTimeOfAnOperationStillRunningCountsUpToNow() throws InterruptedException {
    WorkerRecorder recorder = new WorkerRecorder();
    recorder.operationStarted(System.nanoTime(), 1);
    Thread.sleep(20);
    long busy = recorder.busyNanosUntilNow();
    assertTrue(busy >= 20_000_000L && busy < 5_000_000_000L, "busy " + busy + " ns while running");
    recorder.operationEnded(System.nanoTime());
    long afterEnd = recorder.busyNanosUntilNow();
    Thread.sleep(5);
    assertEquals(afterEnd, recorder.busyNanosUntilNow(), "an idle worker's busy time stands still");
    recorder.operationEnded(System.nanoTime());
    assertEquals(afterEnd, recorder.busyNanosUntilNow(), "a second end without a start changes nothing");
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
