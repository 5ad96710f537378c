package com.linkbenchx.results;

import java.io.IOException;

/**
 * One output of a phase's results, reading only what it is handed, called from one thread in the order
 * declared here. A write that fails throws: the caller reports it and stops calling this exporter.
 */
public interface ResultsExporter {
  /** The phase starts; {@code startEpochMillis} is its time origin on the wall clock. */
  default void begin(PhaseMetadata metadata, long startEpochMillis) throws IOException {
  }

  /** The driver's own floor, measured just before the phase (only when calibration is asked for). */
  default void calibration(DriverFloor floor) throws IOException {
  }

  /** One closed interval; {@code interval.stats()} is only valid during the call. */
  default void interval(IntervalSnapshot interval) throws IOException {
  }

  /** The phase is over: its totals and how it ended. */
  default void end(PhaseSummary summary) throws IOException {
  }

  /** The process is about to exit with {@code outcome}. */
  default void finish(ProcessOutcome outcome) throws IOException {
  }

  /** Releases files; called once, also after a failure. */
  default void close() throws IOException {
  }

  /** What this exporter writes, for error messages ("csvstream file out.csv"). */
  String describe();
}
