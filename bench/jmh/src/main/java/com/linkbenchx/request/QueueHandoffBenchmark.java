package com.linkbenchx.request;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Control;

/**
 * The generator-to-requester hand-off through {@link EventQueue} (package-private, hence this
 * package): the uncontended cost of one offer plus one take on one thread, and one producer
 * against one consumer on two threads. The consumer only calls take when an event is there
 * (it spins otherwise and gives up when JMH ends the iteration), so it never parks; the
 * park/unpark path of an idle pool is measured by bench/driver-capacity.sh instead.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class QueueHandoffBenchmark {

  /** A one-consumer queue whose origin lies far in the past, so every event offered is due at once. */
  static EventQueue dueQueue(int capacity) {
    EventQueue queue =
        new EventQueue(capacity, 1, SpinWindowEstimate.forRate(0, SpinWindowEstimate.DEFAULT_SPIN_SHARE));
    queue.begin(System.nanoTime() - 1_000_000_000_000L);
    return queue;
  }

  @State(Scope.Thread)
  public static class SingleThread {
    EventQueue queue;

    @Setup
    public void setUp() {
      queue = dueQueue(1024);
      queue.register(0);
    }
  }

  @Benchmark
  public long offerThenTake(SingleThread state) {
    state.queue.offer(12345L);
    return state.queue.take(0);
  }

  @State(Scope.Group)
  public static class Shared {
    EventQueue queue;
    long scheduled;

    @Setup(Level.Iteration)
    public void setUp() {
      queue = dueQueue(1 << 16);
    }

    @TearDown(Level.Iteration)
    public void tearDown() {
      queue.discard();
    }
  }

  /** Returns whether the event was accepted (false when the consumer fell 65536 events behind). */
  @Benchmark
  @Group("producerConsumer")
  @GroupThreads(1)
  public boolean offer(Shared shared) {
    return shared.queue.offer(shared.scheduled++);
  }

  @Benchmark
  @Group("producerConsumer")
  @GroupThreads(1)
  public long take(Shared shared, Control control) {
    EventQueue queue = shared.queue;
    if (queue.size() == 0) {
      while (queue.size() == 0) {
        if (control.stopMeasurement) {
          return -1;
        }
        Thread.onSpinWait();
      }
    }
    return queue.take(0);
  }
}
