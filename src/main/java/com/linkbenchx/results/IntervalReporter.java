package com.linkbenchx.results;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.RetryTally;
import java.util.List;

/**
 * The one reporting thread's job: at each interval, merge every recorder's window, read the probes
 * and each worker's busy time, hand the interval to the exporters and add it to the phase totals.
 */
public final class IntervalReporter {
  /** Longest time recorders go without being drained (their int counts must not overflow). */
  public static final long MAX_COLLECT_NANOS = 10_000_000_000L;

  private final List<WorkerRecorder> workers;
  private final PhaseProbes probes;
  private final PhaseOutputs outputs;
  private final PhaseClock clock;
  private final IntervalStats interval = new IntervalStats();
  private final IntervalStats totals = new IntervalStats();
  private final long[] busyAtLastCut;
  /** Workers inside an operation at the last cut: all of them were busy at once as this interval began. */
  private int runningAtLastCut;
  private final int[] startsAtLastCut;
  private RetryTally retriesAtLastCut;
  private long claimedAtLastCut;
  private long intervalStartNanos;
  private long lastCutNanos;
  private int reported;

  public IntervalReporter(List<WorkerRecorder> workers, PhaseProbes probes, PhaseOutputs outputs, PhaseClock clock) {
    this.workers = List.copyOf(workers);
    this.probes = probes;
    this.outputs = outputs;
    this.clock = clock;
    this.busyAtLastCut = new long[this.workers.size()];
    this.startsAtLastCut = new int[this.workers.size()];
    this.retriesAtLastCut = probes.retries() == null ? RetryTally.ZERO : probes.retries().get();
    this.intervalStartNanos = clock.originNanos();
    this.lastCutNanos = clock.originNanos();
  }

  /**
   * An operation still in its store call when the phase gave up waiting: a failure of kind ABANDONED
   * in the next (final) interval, so every generated event is accounted for.
   */
  public void addAbandoned(LinkBenchOp op, long elapsedNanos) {
    interval.operation(op).recordAbandoned(elapsedNanos / 1000);
  }

  /** Warmup events that never ended (stuck at shutdown); counted in the next (final) interval. */
  public void addWarmupEvents(long events) {
    interval.counters().addWarmupEvents(events);
  }

  /** Events discarded at shutdown; they appear in the next (final) interval and in the totals. */
  public void addDroppedAtShutdown(long events) {
    interval.counters().addDroppedAtShutdown(events);
  }

  /** Moves what the recorders hold into the current interval, at least every {@link #MAX_COLLECT_NANOS}. */
  public void collect() {
    for (WorkerRecorder worker : workers) {
      worker.drainInto(interval);
    }
    if (probes.generator() != null) {
      probes.generator().drainInto(interval);
    }
    if (probes.endpoints() != null) {
      probes.endpoints().drainInto(interval);
    }
  }

  /**
   * Closes the interval that ends at {@code nowNanos} and hands it to the exporters; at the
   * {@code phaseEnd} it is partial, and not reported if empty (no trailing row of zeros).
   */
  public void reportInterval(long nowNanos, boolean phaseEnd) {
    collect();
    Counters counters = interval.counters();
    int running = 0;
    int runningPeak = 0;
    for (int i = 0; i < workers.size(); i++) {
      WorkerRecorder worker = workers.get(i);
      long busy = worker.busyNanosAt(nowNanos);
      counters.addBusyNanos(Math.max(0, busy - busyAtLastCut[i]));
      busyAtLastCut[i] = Math.max(busy, busyAtLastCut[i]);
      runningPeak = Math.max(runningPeak, worker.busyAtStartIfStartedSince(startsAtLastCut[i]));
      startsAtLastCut[i] = worker.starts();
      if (worker.running()) {
        running++;
      }
    }
    // Busy workers rise only when an operation starts, so the peak is the count at the interval's
    // start or one an operation saw starting in it (finished: in the windows; running: read here).
    counters.raiseBusyMax(Math.max(Math.max(running, runningAtLastCut), runningPeak));
    runningAtLastCut = running;
    if (probes.retries() != null) {
      RetryTally now = probes.retries().get();
      RetryTally delta = now.minus(retriesAtLastCut);
      counters.addRetries(delta);
      for (int i = 0; i < delta.endpoints().size(); i++) {
        interval.endpoint(i).addRetries(delta.endpoints().get(i));
      }
      retriesAtLastCut = now;
    }
    if (probes.claimedEvents() != null) {
      long claimed = probes.claimedEvents().getAsLong();
      counters.addArrivals(claimed - claimedAtLastCut);
      claimedAtLastCut = claimed;
    }
    if (probes.queueBacklog() != null) {
      counters.setQueueBacklog(probes.queueBacklog().getAsLong());
    }
    if (probes.progress() != null) {
      PhaseProbes.Progress progress = probes.progress().get();
      counters.setProgress(progress.done(), progress.total());
    }
    if (!(phaseEnd && interval.isEmpty())) {
      IntervalSnapshot snapshot = new IntervalSnapshot(reported, clock.epochMillisAt(intervalStartNanos),
          clock.epochMillisAt(nowNanos), nowNanos - intervalStartNanos, nowNanos - clock.originNanos(), phaseEnd,
          interval);
      outputs.interval(snapshot);
      reported++;
      lastCutNanos = nowNanos;
    }
    totals.accumulate(interval);
    interval.reset();
    intervalStartNanos = nowNanos;
  }

  /** Everything reported so far. */
  public IntervalStats totals() {
    return totals;
  }

  /** The finished phase, from the intervals reported (see {@link PhaseSummary} for the arguments). */
  public PhaseSummary summary(long measuredNanos, double ratePerSecond, String endReason, boolean endedEarly) {
    PhaseMetadata metadata = outputs.metadata();
    long start = clock.originEpochMillis();
    long end = clock.epochMillisAt(lastCutNanos);
    ProcessInfo run = metadata.run();
    WorkloadInfo workload = metadata.workload();
    SourceProcess self = new SourceProcess(run.host(), run.pid(), run.commandLine(), start, end,
        workload.targetRatePerSecond(), workload.requesters() + workload.loaders(), -1, endReason, "", run.cpus(),
        run.maxHeapBytes());
    return new PhaseSummary(metadata, totals, start, end, lastCutNanos - clock.originNanos(), reported, measuredNanos,
        ratePerSecond, endReason, List.of(self), endedEarly);
  }
}
