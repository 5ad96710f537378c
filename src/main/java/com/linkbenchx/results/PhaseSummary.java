package com.linkbenchx.results;

import com.linkbenchx.model.Phase;
import java.util.List;

/**
 * A finished phase: what it was asked to do, everything measured in it, and how it ended.
 *
 * @param totals every interval added up
 * @param lengthNanos sum of the intervals' lengths
 * @param measuredNanos the period behind the headline rate (request phase: from the end of warmup to
 *     the last operation's end; load: the whole load)
 * @param ratePerSecond the headline rate: requests per second, or links per second in the load
 * @param sources the processes behind these results: one for a run, several for a merge
 * @param endedEarly the phase stopped before its planned end, so its figures cover part of it
 */
public record PhaseSummary(PhaseMetadata metadata, IntervalStats totals, long startEpochMillis, long endEpochMillis,
    long lengthNanos, int intervals, long measuredNanos, double ratePerSecond, String endReason,
    List<SourceProcess> sources, boolean endedEarly) {

  public PhaseSummary {
    sources = List.copyOf(sources);
  }

  public Phase phase() {
    return metadata.phase();
  }

  /** Time-average busy workers over the whole phase. */
  public double busyMean() {
    return lengthNanos <= 0 ? 0 : (double) totals.counters().busyNanos() / lengthNanos;
  }

  public double measuredSeconds() {
    return measuredNanos / 1e9;
  }
}
