package com.linkbenchx.bench;

import com.linkbenchx.workload.distributions.EmpiricalData;
import com.linkbenchx.workload.distributions.InvertibleShuffler;
import com.linkbenchx.workload.distributions.RealDistribution;
import com.linkbenchx.workload.distributions.ZipfDistribution;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One access draw as a requester makes it, at the shipped scale (10 million ids): a Zipf rank, an
 * empirical (Distribution.dat) access draw, and the id shuffle applied to every rank.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class DistributionBenchmark {
  static final long MIN_ID = 1;
  static final long MAX_ID = 10_000_001;

  private final Random rng = new Random(42);
  private ZipfDistribution zipf;
  private RealDistribution real;
  private InvertibleShuffler shuffler;

  @Setup
  public void setUp() {
    zipf = new ZipfDistribution(MIN_ID, MAX_ID, 0.8);
    // bench/jmh.sh runs from the project directory; the property points elsewhere if needed.
    Path data = Path.of(System.getProperty("linkbench.data.file", "config/Distribution.dat"));
    real = new RealDistribution(RealDistribution.Kind.LINK_READS, EmpiricalData.read(data), MIN_ID, MAX_ID);
    shuffler = new InvertibleShuffler(20343988438726021L, 1024, MAX_ID - MIN_ID);
  }

  @Benchmark
  public long zipfChoose() {
    return zipf.choose(rng);
  }

  @Benchmark
  public long realChoose() {
    return real.choose(rng);
  }

  @Benchmark
  public long shufflerPermute() {
    return shuffler.permute(rng.nextInt((int) (MAX_ID - MIN_ID)));
  }

  /** The shipped uncorrelated read: Zipf rank then shuffle, as every link read does. */
  @Benchmark
  public long zipfThenShuffle() {
    return MIN_ID + shuffler.permute(zipf.choose(rng) - MIN_ID);
  }
}
