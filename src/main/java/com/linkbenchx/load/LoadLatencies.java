package com.linkbenchx.load;

import com.linkbenchx.results.WorkerRecorder;
import com.linkbenchx.workload.LinkBenchOp;

/**
 * One loader's view of its recorder: the latency of each store call in microseconds (LinkBenchX
 * passed nanoseconds to a histogram of microseconds) and the rows it wrote, recorded without locks
 * into the loader's own recorder, which the load phase's reporting thread drains every interval.
 */
final class LoadLatencies {
  private final WorkerRecorder recorder;

  LoadLatencies(WorkerRecorder recorder) {
    this.recorder = recorder;
  }

  void record(LinkBenchOp op, long startNanos, long endNanos, long rows) {
    recorder.recordLoadCall(op, endNanos - startNanos, rows);
  }
}
