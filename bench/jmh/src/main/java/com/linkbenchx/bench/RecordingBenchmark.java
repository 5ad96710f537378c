package com.linkbenchx.bench;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.WorkerRecorder;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Recording one operation the way a requester does: the start (busy time begins) and the finish
 * (response, service and queue-wait time into the requester's HdrHistograms, the concurrency
 * sample and the end of busy time, under its phaser). Values vary over five orders of magnitude so
 * the histograms' buckets are exercised, not one cache line. {@code loadCall} is one load-phase
 * store call (latency and rows).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RecordingBenchmark {
  private static final LinkBenchOp[] OPS = {LinkBenchOp.GET_LINKS_LIST, LinkBenchOp.ADD_LINK, LinkBenchOp.GET_NODE,
      LinkBenchOp.UPDATE_LINK};
  private static final LinkBenchOp[] LOAD_OPS = {LinkBenchOp.LOAD_LINKS_BULK, LinkBenchOp.LOAD_COUNTS_BULK,
      LinkBenchOp.LOAD_NODE_BULK, LinkBenchOp.LOAD_LINKS_BULK};

  private WorkerRecorder recorder;
  private IntervalStats sink;
  private long[] latencies;
  private int next;
  private long clock;

  @Setup
  public void setUp() {
    recorder = new WorkerRecorder();
    sink = new IntervalStats();
    latencies = new long[4096];
    java.util.Random rng = new java.util.Random(42);
    for (int i = 0; i < latencies.length; i++) {
      latencies[i] = (long) Math.pow(10, 3 + 5 * rng.nextDouble()); // 1 µs .. 100 ms in ns
    }
  }

  /** The reporting thread drains once per interval; here once per iteration keeps memory flat. */
  @Setup(Level.Iteration)
  public void drain() {
    recorder.drainInto(sink);
    sink.reset();
  }

  @Benchmark
  public void recordSuccess() {
    int i = next++ & (latencies.length - 1);
    long service = latencies[i];
    long start = clock;
    long end = start + service;
    clock = end;
    recorder.operationStarted(start, 1 + (i & 7));
    recorder.recordSuccess(OPS[i & 3], end, service + 20_000, service, 20_000, 1 + (i & 7), 0);
  }

  @Benchmark
  public void loadCall() {
    int i = next++ & (latencies.length - 1);
    recorder.recordLoadCall(LOAD_OPS[i & 3], latencies[i], 1024);
  }
}
