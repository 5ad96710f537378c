package com.linkbenchx.bench;

import com.linkbenchx.stats.RequestStats;
import com.linkbenchx.stats.RequesterRecorder;
import com.linkbenchx.workload.LinkBenchOp;
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
 * Recording one finished operation the way a requester does: response, service and queue-wait time
 * into the requester's HdrHistograms plus the concurrency sample, under its phaser. Values vary
 * over five orders of magnitude so the histograms' buckets are exercised, not one cache line.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RecordingBenchmark {
  private static final LinkBenchOp[] OPS = {LinkBenchOp.GET_LINKS_LIST, LinkBenchOp.ADD_LINK, LinkBenchOp.GET_NODE,
      LinkBenchOp.UPDATE_LINK};

  private RequesterRecorder recorder;
  private RequestStats sink;
  private long[] latencies;
  private int next;

  @Setup
  public void setUp() {
    recorder = new RequesterRecorder();
    sink = new RequestStats();
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
    recorder.recordSuccess(OPS[i & 3], service + 20_000, service, 20_000, 1 + (i & 7));
  }
}
