package com.linkbenchx.stats;

import java.io.PrintWriter;
import java.util.List;

/**
 * The one reporting thread's job: at each interval, swap out every recorder's window, merge them,
 * write the interval's log lines, {@code --csvstream} rows (flushed) and {@code --hdrlog}
 * histograms, and add the interval to the phase totals. Not thread-safe: one caller.
 */
public final class IntervalReporter {
  /** Longest time recorders go without being drained. */
  public static final long MAX_COLLECT_NANOS = 10_000_000_000L;

  private final List<RequesterRecorder> requesters;
  private final GeneratorRecorder generator;
  private final LatencyMetric headline;
  private final PrintWriter csvStream;
  private final HdrIntervalLog hdrLog;
  private final PhaseLog log;
  private final long originNanos;
  private final RequestStats interval = new RequestStats();
  private final RequestStats totals = new RequestStats();
  private long intervalStartNanos;
  private long totalOps;

  /**
   * @param csvStream {@code --csvstream} writer with its header already written, or null
   * @param hdrLog {@code --hdrlog} writer, or null
   * @param originNanos when event generation started; timestamps count from here
   */
  public IntervalReporter(List<RequesterRecorder> requesters, GeneratorRecorder generator, LatencyMetric headline,
      PrintWriter csvStream, HdrIntervalLog hdrLog, PhaseLog log, long originNanos) {
    this.requesters = List.copyOf(requesters);
    this.generator = generator;
    this.headline = headline;
    this.csvStream = csvStream;
    this.hdrLog = hdrLog;
    this.log = log;
    this.originNanos = originNanos;
    this.intervalStartNanos = originNanos;
  }

  /** Events discarded at shutdown; they appear in the next (final) interval and in the totals. */
  public void addDroppedAtShutdown(long events) {
    interval.addDroppedAtShutdown(events);
  }

  /**
   * Moves what the recorders hold into the current interval without reporting. Called at least
   * every {@link #MAX_COLLECT_NANOS} so no requester window's int counts can overflow, whatever
   * {@code displayfreq} is.
   */
  public void collect() {
    for (RequesterRecorder requester : requesters) {
      requester.drainInto(interval);
    }
    generator.drainInto(interval);
  }

  /** Closes the interval that ends now and reports it. */
  public void reportInterval(long nowNanos) {
    collect();
    totalOps += interval.executed();
    long timestampSeconds = (nowNanos - originNanos) / 1_000_000_000L;
    IntervalReport report = new IntervalReport(interval, headline, timestampSeconds, totalOps,
        nowNanos - intervalStartNanos);
    report.logLines().forEach(log::info);
    if (csvStream != null) {
      report.csvRows().forEach(csvStream::println);
      csvStream.flush();
    }
    if (hdrLog != null) {
      hdrLog.write(interval, (intervalStartNanos - originNanos) / 1e9, (nowNanos - originNanos) / 1e9);
    }
    totals.add(interval);
    interval.reset();
    intervalStartNanos = nowNanos;
  }

  /** Everything reported so far. */
  public RequestStats totals() {
    return totals;
  }
}
