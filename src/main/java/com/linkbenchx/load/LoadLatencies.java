package com.linkbenchx.load;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.WorkerRecorder;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.timing.CallClock;

/**
 * One loader's view of its recorder: the latency of each store call, as its timed stores ({@code TimedStores})
 * measured it, and the rows it wrote, recorded without locks and drained by the reporting thread every interval.
 */
final class LoadLatencies {
  private final WorkerRecorder recorder;
  /** The loader's timing record, moved by its timed stores. */
  private final CallClock clock = new CallClock();

  LoadLatencies(WorkerRecorder recorder) {
    this.recorder = recorder;
  }

  CallClock clock() {
    return clock;
  }

  /** Before a store write: forgets the previous one. */
  void begin() {
    clock.reset();
  }

  /** After a successful store write of {@code rows} rows as {@code op}: records the call's service time. */
  void record(LinkBenchOp op, long rows) {
    clock.finish(false);
    recorder.recordLoadCall(op, clock.serviceNanos(), rows);
  }

  /** After a store write that failed for good: an error of {@code op}, its service time in the failure histograms. */
  void recordFailure(LinkBenchOp op, Throwable failure) {
    clock.finish(true);
    recorder.recordLoadFailure(op, StoreException.kindOf(failure), clock.serviceNanos());
  }
}
