package com.linkbenchx.report;

import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.PhaseOutputs;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ProcessInfo;
import com.linkbenchx.results.ProcessOutcome;
import com.linkbenchx.results.SourceProcess;
import com.linkbenchx.results.WorkloadInfo;
import com.linkbenchx.results.output.OutputTarget;
import com.linkbenchx.results.output.PhaseHistogramLog;
import com.linkbenchx.results.output.SavedResultsException;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * Merges the results of driver processes that ran the same phase at the same time (each at part of the rate, on this
 * host or others) into the results of one run, exactly: histograms add value by value and counters sum, interval by
 * interval.
 *
 * <p>Intervals line up on the wall clock: intervals with the same {@link #key} are added, so the parts of a merged
 * interval are less than one interval apart. It spans the earliest start to the latest end of its parts, and its
 * length is the longest part's, so per-second rates stay per second of one process's interval. Gauges that belong to
 * one process (queue depth and backlog, busy maximum, load progress) are summed: a summed maximum is an upper bound.
 */
public final class ResultsMerge {
  private final List<SavedPhase> inputs;
  private final PhaseMetadata metadata;
  private final long displayMillis;
  private final long[] phaseStarts;
  private final long[] phaseEnds;
  private final List<String> warnings = new ArrayList<>();

  private ResultsMerge(List<SavedPhase> inputs, ProcessInfo mergeProcess) throws SavedResultsException {
    this.inputs = List.copyOf(inputs);
    refuseTwice(inputs);
    SavedPhase first = inputs.get(0);
    for (SavedPhase input : inputs) {
      if (input.metadata().phase() != first.metadata().phase()) {
        throw new SavedResultsException("cannot merge a " + first.metadata().phase().label() + " phase ("
            + first.folder() + ") with a " + input.metadata().phase().label() + " phase (" + input.folder() + ")");
      }
      long display = input.metadata().workload().displayFrequencySeconds();
      if (display != first.metadata().workload().displayFrequencySeconds()) {
        throw new SavedResultsException("cannot merge intervals of different lengths: displayfreq is "
            + first.metadata().workload().displayFrequencySeconds() + " s in " + first.folder() + " but " + display
            + " s in " + input.folder());
      }
    }
    this.displayMillis = Math.max(1, first.metadata().workload().displayFrequencySeconds() * 1000);
    this.phaseStarts = inputs.stream()
        .mapToLong(input -> input.summaryJson().path("run").path("start_epoch_ms").asLong()).toArray();
    this.phaseEnds = inputs.stream()
        .mapToLong(input -> input.summaryJson().path("run").path("end_epoch_ms").asLong()).toArray();
    this.metadata = combinedMetadata(mergeProcess);
    for (SavedPhase input : inputs) {
      if (!input.finished()) {
        warnings.add(input.folder() + " " + input.summaryJson().path("run").path("end_reason").asText()
            + "; its exit status is unknown (-1)");
      }
    }
  }

  /** Reads and checks the folders (the same phase, the same interval length). */
  public static ResultsMerge of(List<Path> folders, ProcessInfo mergeProcess) throws SavedResultsException {
    if (folders.isEmpty()) {
      throw new SavedResultsException("no results folders to merge");
    }
    List<SavedPhase> inputs = new ArrayList<>();
    for (Path folder : folders) {
      inputs.add(SavedPhase.read(folder));
    }
    return new ResultsMerge(inputs, mergeProcess);
  }

  /**
   * The same results given twice would double every count: refused by canonical path (a symbolic link) and by the
   * processes behind them (a copied folder, or a merge that already holds a process of another input).
   */
  private static void refuseTwice(List<SavedPhase> inputs) throws SavedResultsException {
    Map<Path, SavedPhase> byPath = new HashMap<>();
    Map<String, SavedPhase> byProcess = new HashMap<>();
    for (SavedPhase input : inputs) {
      SavedPhase same = byPath.putIfAbsent(OutputTarget.identityOf(input.folder()), input);
      if (same != null) {
        throw new SavedResultsException(same.folder() + " and " + input.folder() + " are the same folder; each"
            + " process's results may be merged once");
      }
      Set<String> own = new HashSet<>();
      for (SourceProcess source : input.sources()) {
        String process = "process " + source.pid() + " on " + source.host() + ", started "
            + Instant.ofEpochMilli(source.startEpochMillis());
        same = own.add(process) ? byProcess.putIfAbsent(process, input) : null;
        if (same != null) {
          throw new SavedResultsException(same.folder() + " and " + input.folder() + " hold the same run ("
              + process + "); each process's results may be merged once");
        }
      }
    }
  }

  public PhaseMetadata metadata() {
    return metadata;
  }

  /** Differences worth a word (different graphs, modes, stores; runs that did not overlap). */
  public List<String> warnings() {
    return List.copyOf(warnings);
  }

  /**
   * The phase start in whole {@code displayfreq} periods since the epoch (rounded), plus the tick that closed the
   * interval: each process closes one every {@code displayfreq} from its phase start, at or after the tick, never
   * before; the last, partial interval belongs to the next tick.
   */
  static long key(long phaseStartEpochMillis, long endOffsetNanos, boolean partial, long displayMillis) {
    long displayNanos = displayMillis * 1_000_000L;
    long tick = Math.floorDiv(endOffsetNanos, displayNanos);
    if (partial && Math.floorMod(endOffsetNanos, displayNanos) != 0) {
      tick++;
    }
    return Math.floorDiv(phaseStartEpochMillis + displayMillis / 2, displayMillis) + tick;
  }

  private long key(int input, IntervalSnapshot interval) {
    return key(phaseStarts[input], interval.endOffsetNanos(), interval.partial(), displayMillis);
  }

  /** Writes the merged phase through {@code outputs}: begin, every merged interval, end and finish. */
  public void writeTo(PhaseOutputs outputs) throws IOException {
    long start = Arrays.stream(phaseStarts).min().orElseThrow();
    long end = Arrays.stream(phaseEnds).max().orElseThrow();
    outputs.begin(start);
    List<PhaseHistogramLog.Reader> readers = new ArrayList<>();
    try {
      for (SavedPhase input : inputs) {
        readers.add(input.intervals());
      }
      IntervalSnapshot[] heads = new IntervalSnapshot[readers.size()];
      for (int i = 0; i < heads.length; i++) {
        heads[i] = readers.get(i).next();
      }
      IntervalStats totals = new IntervalStats();
      long lengthSum = 0;
      int index = 0;
      for (long nextKey = minKey(heads); nextKey != Long.MAX_VALUE; nextKey = minKey(heads)) {
        IntervalStats merged = new IntervalStats();
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        long length = 0;
        boolean partial = false;
        for (int i = 0; i < heads.length; i++) {
          IntervalStats fromThisInput = new IntervalStats();
          while (heads[i] != null && key(i, heads[i]) == nextKey) {
            IntervalSnapshot part = heads[i];
            fromThisInput.accumulate(part.stats());
            first = Math.min(first, part.startEpochMillis());
            last = Math.max(last, part.endEpochMillis());
            length = Math.max(length, part.lengthNanos());
            partial |= part.partial();
            heads[i] = readers.get(i).next();
          }
          merged.combine(fromThisInput);
        }
        outputs.interval(new IntervalSnapshot(index++, first, last, length, (last - start) * 1_000_000L, partial,
            merged));
        totals.accumulate(merged);
        lengthSum += length;
      }
      outputs.end(summary(totals, start, end, lengthSum, index));
      outputs.finish(new ProcessOutcome(exitStatus(), System.currentTimeMillis()));
    } finally {
      for (PhaseHistogramLog.Reader reader : readers) {
        reader.close();
      }
    }
  }

  private long minKey(IntervalSnapshot[] heads) {
    long min = Long.MAX_VALUE;
    for (int i = 0; i < heads.length; i++) {
      if (heads[i] != null) {
        min = Math.min(min, key(i, heads[i]));
      }
    }
    return min;
  }

  private PhaseSummary summary(IntervalStats totals, long start, long end, long lengthNanos, int intervals)
      throws IOException {
    long measured = 0;
    double rate = 0;
    Set<String> reasons = new LinkedHashSet<>();
    boolean endedEarly = false;
    List<SourceProcess> sources = new ArrayList<>();
    for (SavedPhase input : inputs) {
      PhaseSummary part = input.summary();
      measured = Math.max(measured, part.measuredNanos());
      // The processes ran side by side: their rates add.
      rate += part.ratePerSecond();
      reasons.add(part.endReason());
      endedEarly |= part.endedEarly();
      sources.addAll(part.sources());
    }
    return new PhaseSummary(metadata, totals, start, end, lengthNanos, intervals, measured, rate,
        String.join("; ", reasons), sources, endedEarly);
  }

  /** The first failing input's exit status, else 0. */
  private int exitStatus() {
    return inputs.stream().mapToInt(SavedPhase::exitStatus).filter(status -> status != 0).findFirst().orElse(0);
  }

  /** Rates, requesters, loaders and requests add; graph, mode, store and configuration are the first folder's. */
  private PhaseMetadata combinedMetadata(ProcessInfo mergeProcess) {
    PhaseMetadata first = inputs.get(0).metadata();
    long rate = 0;
    long requests = 0;
    long warmup = 0;
    long maxTime = 0;
    int requesters = 0;
    int loaders = 0;
    long queueCapacity = 0;
    // Processes on one host share its CPUs: each host's CPUs count once; the heap is the largest process's.
    Map<String, Integer> cpusByHost = new HashMap<>();
    long heap = 0;
    for (SavedPhase input : inputs) {
      PhaseMetadata other = input.metadata();
      WorkloadInfo workload = other.workload();
      rate += workload.targetRatePerSecond();
      requests += workload.requests();
      warmup = Math.max(warmup, workload.warmupSeconds());
      maxTime = Math.max(maxTime, workload.maxTimeSeconds());
      requesters += workload.requesters();
      loaders += workload.loaders();
      queueCapacity += workload.queueCapacity(); // each process has its own queue
      cpusByHost.merge(other.run().host(), other.run().cpus(), Math::max);
      heap = Math.max(heap, other.run().maxHeapBytes());
      warnIfDifferent("mode", first.workload().mode(), workload.mode(), input);
      warnIfDifferent("maxid1", first.workload().maxId1(), workload.maxId1(), input);
      warnIfDifferent("latency_headline", first.workload().headline(), workload.headline(), input);
      warnIfDifferent("store", first.store().linkStoreClass(), other.store().linkStoreClass(), input);
      warnIfDifferent("endpoints", first.store().endpoints(), other.store().endpoints(), input);
      warnIfDifferent("server", first.store().serverProduct() + " " + first.store().serverVersion(),
          other.store().serverProduct() + " " + other.store().serverVersion(), input);
    }
    warnIfNotOverlapping();
    WorkloadInfo firstWorkload = first.workload();
    WorkloadInfo workload = new WorkloadInfo(firstWorkload.mode(), rate, requesters, loaders,
        firstWorkload.startId1(), firstWorkload.maxId1(), requests, firstWorkload.displayFrequencySeconds(), warmup,
        maxTime, firstWorkload.headline(), queueCapacity);
    int cpus = cpusByHost.values().stream().mapToInt(Integer::intValue).sum();
    ProcessInfo run = new ProcessInfo(mergeProcess.toolVersion(), mergeProcess.commandLine(),
        String.join(",", new TreeSet<>(cpusByHost.keySet())),
        0, mergeProcess.jvm(), cpus, heap);
    return new PhaseMetadata(first.phase(), run, workload, first.store(), first.configuration());
  }

  private void warnIfDifferent(String what, Object expected, Object actual, SavedPhase input) {
    if (!Objects.equals(expected, actual)) {
      warnings.add(what + " differs: " + expected + " in " + inputs.get(0).folder() + ", " + actual + " in "
          + input.folder() + "; the merged results keep the first");
    }
  }

  private void warnIfNotOverlapping() {
    if (Arrays.stream(phaseStarts).max().orElseThrow() > Arrays.stream(phaseEnds).min().orElseThrow()) {
      warnings.add("the runs did not all overlap in time; merged intervals add what ran in the same wall-clock"
          + " interval only");
    }
  }
}
