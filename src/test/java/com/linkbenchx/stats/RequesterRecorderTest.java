package com.linkbenchx.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.linkbenchx.workload.LinkBenchOp;
import org.junit.jupiter.api.Test;

class RequesterRecorderTest {
  @Test
  void drainingWhileRecordingLosesNothing() throws InterruptedException {
    RequesterRecorder recorder = new RequesterRecorder();
    int events = 500_000;
    Thread writer = new Thread(() -> {
      for (int i = 0; i < events; i++) {
        if (i % 100 == 0) {
          recorder.recordFailure(LinkBenchOp.COUNT_LINK, ErrorKind.TRANSIENT, 1000L * i, 500, 2);
        } else {
          recorder.recordSuccess(LinkBenchOp.GET_LINKS_LIST, 1000L * (i % 5000), 1000, 0, 1);
        }
      }
    });
    RequestStats totals = new RequestStats();
    RequestStats interval = new RequestStats();
    writer.start();
    while (writer.isAlive()) {
      recorder.drainInto(interval);
      totals.add(interval);
      interval.reset();
    }
    recorder.drainInto(totals);
    assertEquals(events - events / 100, totals.operation(LinkBenchOp.GET_LINKS_LIST).successCount());
    assertEquals(events / 100, totals.operation(LinkBenchOp.COUNT_LINK).failures(ErrorKind.TRANSIENT));
    assertEquals(0, totals.operation(LinkBenchOp.COUNT_LINK).successCount(), "failures never count as successes");
    assertEquals(events, totals.executed());
    assertEquals(events, totals.concurrency().samples());
    assertEquals(2, totals.concurrency().max());
  }

  @Test
  void latenciesAreRecordedInMicrosecondsAndNegativeOnesClampToZero() {
    RequesterRecorder recorder = new RequesterRecorder();
    recorder.recordSuccess(LinkBenchOp.ADD_LINK, 1_999_999, 1_500, -20_000, 1);
    RequestStats stats = new RequestStats();
    recorder.drainInto(stats);
    OperationStats addLink = stats.operation(LinkBenchOp.ADD_LINK);
    assertEquals(1999, addLink.successes(LatencyMetric.RESPONSE).getMaxValue());
    assertEquals(1, addLink.successes(LatencyMetric.SERVICE).getMaxValue());
    assertEquals(0, addLink.successes(LatencyMetric.QUEUE_WAIT).getMaxValue());
  }
}
