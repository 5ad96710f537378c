package com.linkbenchx.results;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.RetryTally;

/** Builds known measurements through the real recorders. */
public final class RecordingFixtures {
  private RecordingFixtures() {
  }

  /**
   * An interval with ADD_LINK responses 1..100 ms-ish: response = i*1000 µs, service = i µs, queue
   * wait = 10*i µs for i = 1..100, concurrency at completion 1 + i % 4 (sum 250), one FATAL failure
   * of ADD_LINK, 3 GET_NODE, one warmup operation; three arrivals (one dropped, queue depths 0, 7,
   * 9, lag up to 2.5 ms); and counters set by the reporting thread: 0.5 s of busy time, busy
   * maximum 3, backlog 4, 2 transient retries and 1 reconnect.
   */
  public static IntervalStats knownInterval() {
    WorkerRecorder recorder = new WorkerRecorder();
    for (int i = 1; i <= 100; i++) {
      recorder.operationStarted(0, 1 + i % 3);
      recorder.recordSuccess(LinkBenchOp.ADD_LINK, 0, i * 1_000_000L, i * 1000L, i * 10_000L, 1 + i % 4, 0);
    }
    recorder.recordFailure(LinkBenchOp.ADD_LINK, ErrorKind.FATAL, 0, 5_000_000L, 4_000_000L, 2);
    for (int i = 0; i < 3; i++) {
      recorder.recordSuccess(LinkBenchOp.GET_NODE, 0, 2_000_000L, 1_000_000L, 3_000L, 1, 0);
    }
    recorder.recordWarmupEvent(0);
    GeneratorRecorder generator = new GeneratorRecorder();
    generator.recordArrival(0, 1_000, true);
    generator.recordArrival(7, 2_500_000, true);
    generator.recordArrival(9, 3_000, false);
    IntervalStats stats = new IntervalStats();
    recorder.drainInto(stats);
    generator.drainInto(stats);
    Counters counters = stats.counters();
    counters.addBusyNanos(500_000_000L);
    counters.setQueueBacklog(4);
    counters.addRetries(new RetryTally(2, 0, 1, 0, 0));
    return stats;
  }

  /** {@link #knownInterval()} as the second interval of a phase: 2 s long, ending 10 s into the phase. */
  public static IntervalSnapshot knownSnapshot() {
    return new IntervalSnapshot(1, 1_700_000_001_000L, 1_700_000_003_000L, 2_000_000_000L, 10_000_000_000L, false,
        knownInterval());
  }
}
