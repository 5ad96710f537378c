package com.linkbenchx.bench;

import com.linkbenchx.request.PoissonSchedule;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** The generator's own arithmetic per event: the next Poisson arrival offset. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PoissonScheduleBenchmark {
  private PoissonSchedule schedule;

  @Setup
  public void setUp() {
    schedule = new PoissonSchedule(new Random(42), 1_000_000);
  }

  @Benchmark
  public long nextArrival() {
    return schedule.next();
  }
}
