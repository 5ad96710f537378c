package com.linkbenchx.results.output;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.Counters;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.RecordedOps;
import com.linkbenchx.results.WorkloadInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * The facts behind a request phase's verdict, the same for the log, summary.json and the report;
 * {@link VerdictWords} turns them into sentences.
 *
 * @param targetRate the rate the open-loop generator aimed at (events/s), {@code null} in closed loop
 * @param droppedAtEnd events still queued when the phase ended (dropped unexecuted)
 * @param queueCapacity the request queue's capacity; 0 when the run had no queue (closed loop)
 * @param headline the p99 response and service times of the headline operations, with their targets
 * @param endedEarly why the phase stopped before its planned end, or null when it ran to its end
 */
public record Verdict(Double targetRate, double achievedRate, long droppedQueueFull, long droppedAtEnd,
    long maxQueueDepth, long queueCapacity, long errors, List<HeadlineLatency> headline, String endedEarly) {
  /**
   * Achieving less than this share of the target rate counts as falling short: Poisson arrivals over
   * a run of a few hundred events vary by a few percent, so a smaller shortfall is not a finding.
   */
  public static final double SHORTFALL_SHARE = 0.95;

  /** A backlog of this many seconds of arrivals, with the rate short, is a growing queue, not a burst. */
  public static final double BACKLOG_SECONDS = 1.0;

  public Verdict {
    headline = List.copyOf(headline);
    if (targetRate != null && !(targetRate > 0)) {
      throw new IllegalArgumentException("target rate must be above 0, not " + targetRate);
    }
    if (droppedQueueFull < 0 || droppedAtEnd < 0 || maxQueueDepth < 0 || queueCapacity < 0 || errors < 0) {
      throw new IllegalArgumentException("verdict counters must not be negative");
    }
  }

  /** How the phase went, in one word; worst first. Only {@link #KEPT_UP} is a pass. */
  public enum Level {
    /** The phase stopped before its planned end: its figures cover part of it. */
    ENDED_EARLY("Ended early"),
    /** Arrivals were dropped, the queue filled, or the rate fell short while the backlog grew. */
    OVERLOADED("Overloaded"),
    /** A p99 target was given and missed. */
    TARGET_MISSED("Target missed"),
    /** No target given, and response p99 is dominated by waiting in the queue. */
    QUEUEING("Queueing"),
    /** The rate fell short though no backlog built up: the driver did not offer the rate. */
    BELOW_TARGET("Below target"),
    /** Nothing to judge against: closed loop without targets, or no headline operation completed. */
    NOT_JUDGED("Not judged"),
    /** The offered rate was served, the queue stayed bounded and the p99 targets (if any) held. */
    KEPT_UP("Kept up");

    private final String heading;

    Level(String heading) {
      this.heading = heading;
    }

    /** The level as a short heading; only KEPT_UP reads as a pass. */
    public String heading() {
      return heading;
    }

    /** The level as summary.json and the report's classes name it: "kept_up". */
    public String key() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public Level level() {
    if (endedEarly != null) {
      return Level.ENDED_EARLY;
    }
    if (droppedQueueFull > 0 || queueFilled() || (rateShort() && backlogGrew())) {
      return Level.OVERLOADED;
    }
    if (headline.stream().anyMatch(HeadlineLatency::targetMissed)) {
      return Level.TARGET_MISSED;
    }
    if (!hasTargets() && headline.stream().anyMatch(HeadlineLatency::queueingDominated)) {
      return Level.QUEUEING;
    }
    if (rateShort()) {
      return Level.BELOW_TARGET;
    }
    if ((targetRate == null && !hasTargets()) || headline.stream().noneMatch(HeadlineLatency::completed)) {
      return Level.NOT_JUDGED;
    }
    return Level.KEPT_UP;
  }

  /** Whether any headline operation has a p99 target. */
  public boolean hasTargets() {
    return headline.stream().anyMatch(HeadlineLatency::hasTarget);
  }

  /** The achieved rate is below {@link #SHORTFALL_SHARE} of the offered one. */
  public boolean rateShort() {
    return targetRate != null && achievedRate < targetRate * SHORTFALL_SHARE;
  }

  /** Events were left queued at the end, or the queue held a second's worth of arrivals or more. */
  private boolean backlogGrew() {
    return droppedAtEnd > 0 || (targetRate != null && maxQueueDepth >= targetRate * BACKLOG_SECONDS);
  }

  /** The verdict in one line of words: the level's sentence first, then the figures behind it. */
  public String inWords() {
    return String.join(" ", VerdictWords.sentences(this));
  }

  /** The level as a short heading: "Kept up", "Queueing", ... */
  public String heading() {
    return level().heading();
  }

  /** Whether the request queue reached its capacity. */
  public boolean queueFilled() {
    return queueCapacity > 0 && maxQueueDepth >= queueCapacity;
  }

  public static Verdict of(WorkloadInfo workload, IntervalStats totals, double achievedRate, String endedEarly) {
    List<HeadlineLatency> headline = new ArrayList<>();
    for (LinkBenchOp op : RecordedOps.HEADLINE) {
      OperationStats stats = totals.operation(op);
      Double target = workload.p99TargetsMs().get(op.name());
      headline.add(new HeadlineLatency(op.name(), p99(stats.series(LatencySeries.RESPONSE)),
          p99(stats.series(LatencySeries.SERVICE)), target == null ? Double.NaN : target));
    }
    Double rate = workload.targetRatePerSecond() > 0 ? (double) workload.targetRatePerSecond() : null;
    Counters counters = totals.counters();
    return new Verdict(rate, achievedRate, counters.droppedQueueFull(), counters.droppedAtShutdown(),
        counters.maxQueueDepth(), workload.queueCapacity(), totals.failures(), headline, endedEarly);
  }

  public static Verdict of(PhaseSummary summary) {
    return of(summary.metadata().workload(), summary.totals(), summary.ratePerSecond(),
        summary.endedEarly() ? summary.endReason() : null);
  }

  private static double p99(Histogram micros) {
    return micros.getTotalCount() == 0 ? Double.NaN : micros.getValueAtPercentile(99) / 1000.0;
  }

  /** summary.json's {@code verdict}: the level's key and heading, and the whole verdict in words. */
  ObjectNode json() {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("level", level().key());
    node.put("heading", heading());
    node.put("pass", level() == Level.KEPT_UP);
    node.put("words", inWords());
    return node;
  }
}
