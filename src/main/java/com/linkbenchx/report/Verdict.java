package com.linkbenchx.report;

import java.util.List;
import java.util.Objects;

/**
 * The facts behind the one-paragraph verdict at the top of the report, for one request phase.
 * {@link VerdictWords} turns them into sentences.
 *
 * @param targetRate the rate the open-loop generator aimed at (events/s), {@code null} in closed loop
 * @param achievedRate operations completed per second over the measured period
 * @param droppedQueueFull arrivals dropped because the request queue was full
 * @param droppedAtEnd events still queued when the phase ended (dropped unexecuted)
 * @param maxQueueDepth the deepest the request queue got
 * @param queueCapacity the request queue's capacity; 0 when the run had no queue (closed loop)
 * @param errors failed operations
 * @param headline the p99 response time of the headline operations (ADD_LINK, GET_LINKS_LIST)
 */
public record Verdict(
    Double targetRate,
    double achievedRate,
    long droppedQueueFull,
    long droppedAtEnd,
    long maxQueueDepth,
    long queueCapacity,
    long errors,
    List<HeadlineLatency> headline) {
  /**
   * Achieving less than this share of the target rate counts as falling short: Poisson arrivals over
   * a run of a few hundred events vary by a few percent, so a smaller shortfall is not a finding.
   */
  public static final double SHORTFALL_SHARE = 0.95;

  public Verdict {
    headline = List.copyOf(headline);
    if (targetRate != null && !(targetRate > 0)) {
      throw new IllegalArgumentException("target rate must be above 0, not " + targetRate);
    }
    if (droppedQueueFull < 0 || droppedAtEnd < 0 || maxQueueDepth < 0 || queueCapacity < 0 || errors < 0) {
      throw new IllegalArgumentException("verdict counters must not be negative");
    }
  }

  /** How the run went, in one word. */
  public enum Level {
    /** Reached the target (or ran closed loop) without dropping or filling the queue. */
    KEPT_UP,
    /** Nothing dropped, but the achieved rate fell short of the target. */
    BELOW_TARGET,
    /** Arrivals were dropped or the request queue filled up: the store could not keep up. */
    OVERLOADED
  }

  public Level level() {
    if (droppedQueueFull > 0 || queueFilled()) {
      return Level.OVERLOADED;
    }
    if (targetRate != null && achievedRate < targetRate * SHORTFALL_SHARE) {
      return Level.BELOW_TARGET;
    }
    return Level.KEPT_UP;
  }

  /** The verdict in one line of words, as the report's heading and paragraph say it. */
  public String inWords() {
    String words = String.join(" ", VerdictWords.sentences(this));
    String heading = VerdictWords.heading(level());
    // The sentence on load starts with the heading when there is one to say.
    return words.contains(heading + ":") ? words : heading + ". " + words;
  }

  /** Whether the request queue reached its capacity. */
  public boolean queueFilled() {
    return queueCapacity > 0 && maxQueueDepth >= queueCapacity;
  }

  /** The p99 of one headline operation, if it is listed. */
  public HeadlineLatency headlineFor(String operation) {
    Objects.requireNonNull(operation, "operation");
    for (HeadlineLatency latency : headline) {
      if (latency.operation().equals(operation)) {
        return latency;
      }
    }
    return null;
  }
}
