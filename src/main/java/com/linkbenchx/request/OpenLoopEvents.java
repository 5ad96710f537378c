package com.linkbenchx.request;

import com.linkbenchx.config.Failures;
import com.linkbenchx.results.GeneratorRecorder;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.PhaseProbes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/** Open-loop mode: one generator thread emits events at the request rate into the requesters' queue. */
final class OpenLoopEvents implements EventSource {
  private final RequestSettings settings;
  private final Random generatorRandom;
  private final PhaseLog log;
  private final SpinWindowEstimate lead;
  private final EventQueue queue;
  private final GeneratorRecorder recorder = new GeneratorRecorder();
  private final boolean meterCpu;
  private EventGenerator generator;
  private Thread thread;

  /** @param meterCpu the generator meters its CPU time over the measured events ({@link #producerCpuNanos}) */
  OpenLoopEvents(RequestSettings settings, Random generatorRandom, PhaseLog log, boolean meterCpu) {
    this.settings = settings;
    this.generatorRandom = generatorRandom;
    this.log = log;
    this.meterCpu = meterCpu;
    this.lead = SpinWindowEstimate.forRate(settings.requestRate(), settings.handoffSpinShare());
    this.queue = new EventQueue(settings.queueCapacity(), settings.requesters(), lead);
  }

  @Override
  public void register(int requesterIndex) {
    minimizeTimerSlack();
    queue.register(requesterIndex);
  }

  /**
   * Linux rounds a sleeping thread's wake-up up to its timer slack, 50 µs by default: the calling thread asks for 1 µs
   * through its own {@code /proc/<tid>/timerslack_ns} (Linux 4.6+). Where refused, the hand-off lead learns the rest.
   */
  private static void minimizeTimerSlack() {
    try {
      Path self = Path.of("/proc/thread-self");
      if (!Files.exists(self)) {
        return;
      }
      Path slack = Path.of("/proc", Files.readSymbolicLink(self).getFileName().toString(), "timerslack_ns");
      if (Files.isWritable(slack)) {
        Files.writeString(slack, "1000");
      }
    } catch (IOException | RuntimeException e) {
      // Unsupported here (another OS, an older kernel, a restricted /proc): keep the default slack.
    }
  }

  @Override
  public long next(int requesterIndex) {
    return queue.take(requesterIndex);
  }

  @Override
  public PhaseProbes probes() {
    return new PhaseProbes(recorder, queue::dueSize, null, null);
  }

  @Override
  public void start(long originNanos, Runnable onEnd) {
    queue.begin(originNanos);
    generator = new EventGenerator(new PoissonSchedule(generatorRandom, settings.requestRate()), queue, recorder,
        lead, settings.requests(), settings.maxTimeSeconds() * 1_000_000_000L, originNanos,
        meterCpu ? settings.warmupSeconds() * 1_000_000_000L : Long.MAX_VALUE);
    EventGenerator arrivals = generator;
    thread = new Thread(() -> {
      minimizeTimerSlack();
      try {
        arrivals.run();
      } finally {
        // Requesters drain and finish at once, and the supervisor hears of it without waiting.
        queue.close();
        onEnd.run();
      }
    }, "Event Generator");
    thread.setDaemon(true);
    thread.setUncaughtExceptionHandler((failed, failure) -> {
      log.error("The event generator failed: " + Failures.describe(failure));
      log.debug("Event generator failure", failure);
    });
    thread.start();
  }

  @Override
  public void stop(long waitNanos) throws InterruptedException {
    if (generator == null) {
      return;
    }
    generator.stop();
    TimeUnit.NANOSECONDS.timedJoin(thread, waitNanos);
  }

  @Override
  public long discardQueued() {
    return queue.discard();
  }

  @Override
  public long spunNanos(int requesterIndex) {
    return queue.spunNanos(requesterIndex);
  }

  @Override
  public long producerCpuNanos() {
    return generator == null ? ThreadCpu.UNKNOWN : generator.meteredCpuNanos();
  }

  @Override
  public GenerationEnd end() {
    return generator == null ? null : generator.end();
  }
}
