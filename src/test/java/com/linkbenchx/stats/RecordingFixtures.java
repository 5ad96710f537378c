package com.linkbenchx.stats;

import com.linkbenchx.workload.LinkBenchOp;

/** Builds known measurements through the real recorders. */
final class RecordingFixtures {
  private RecordingFixtures() {
  }

  /**
   * An interval with ADD_LINK responses 1..100 ms-ish: response = i*1000 µs, service = i µs, queue
   * wait = 10*i µs for i = 1..100, concurrency 1 + i % 4 (sum 250), one FATAL failure of ADD_LINK, and 3 GET_NODE.
   */
  static RequestStats knownInterval() {
    RequesterRecorder recorder = new RequesterRecorder();
    for (int i = 1; i <= 100; i++) {
      recorder.recordSuccess(LinkBenchOp.ADD_LINK, i * 1_000_000L, i * 1000L, i * 10_000L, 1 + i % 4);
    }
    recorder.recordFailure(LinkBenchOp.ADD_LINK, ErrorKind.FATAL, 5_000_000L, 4_000_000L, 2);
    for (int i = 0; i < 3; i++) {
      recorder.recordSuccess(LinkBenchOp.GET_NODE, 2_000_000L, 1_000_000L, 3_000L, 1);
    }
    recorder.recordWarmupEvent();
    GeneratorRecorder generator = new GeneratorRecorder();
    generator.recordArrival(0, 1_000, true);
    generator.recordArrival(7, 2_500_000, true);
    generator.recordArrival(9, 3_000, false);
    RequestStats stats = new RequestStats();
    recorder.drainInto(stats);
    generator.drainInto(stats);
    return stats;
  }
}
