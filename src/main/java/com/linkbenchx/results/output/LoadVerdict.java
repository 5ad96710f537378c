package com.linkbenchx.results.output;

import java.util.Locale;

/**
 * The load phase's figures and verdict: what was stored, how fast, and whether the whole id range
 * got there. {@link VerdictWords} turns it into words.
 *
 * @param rows rows stored (nodes, links and counts)
 * @param errors failed bulk operations
 * @param endedEarly why the phase stopped before its planned end, or null when it ran to its end
 */
public record LoadVerdict(long rows, double rowsPerSecond, long lengthMs, long idsDone, long idsTotal, long errors,
    String endedEarly) {

  /** How the load went; worst first. Only {@link #LOADED} is a pass. */
  public enum Level {
    /** The phase stopped before its planned end. */
    ENDED_EARLY("Ended early"),
    /** Bulk operations failed: some rows are missing. */
    FAILED_OPERATIONS("Failed operations"),
    /** The phase ended with part of the id range not stored. */
    INCOMPLETE("Incomplete"),
    /** Every id of the range was stored without a failure. */
    LOADED("Loaded");

    private final String heading;

    Level(String heading) {
      this.heading = heading;
    }

    public String heading() {
      return heading;
    }
  }

  public Level level() {
    if (endedEarly != null) {
      return Level.ENDED_EARLY;
    }
    if (errors > 0) {
      return Level.FAILED_OPERATIONS;
    }
    return idsTotal > 0 && idsDone < idsTotal ? Level.INCOMPLETE : Level.LOADED;
  }

  /** The level as the page's classes name it: "loaded", "ended-early". */
  public String key() {
    return level().name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
