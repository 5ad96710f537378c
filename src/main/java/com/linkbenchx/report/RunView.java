package com.linkbenchx.report;

import com.linkbenchx.results.output.LoadVerdict;
import com.linkbenchx.results.output.Verdict;
import java.util.List;

/**
 * One run as the report shows it.
 *
 * @param label the short name series of this run carry in legends (e.g. "mysql", "before",
 *     "10000/s"); unique within the report
 * @param startEpochMs when the run's measured period started (wall clock, epoch ms); time-series
 *     charts drawn on elapsed time count from here
 * @param endEpochMs when it ended
 * @param lengthMs the phase's length (summary.json's {@code length_s}); for merged processes that
 *     started apart it is shorter than end minus start; -1 when not known (then end minus start)
 * @param metadata what was run, in display order (tool version, store, mode, target rate,
 *     requesters, maxid1, server version, host, ...), secrets masked
 * @param verdict the request phase's verdict, or {@code null} for a run with no request phase
 * @param load the load phase's figures and verdict, or {@code null} for a request phase
 * @param operations the summary table rows of this run, in display order
 * @param endpoints per endpoint of a store spread over several, in the configuration's order;
 *     empty for a store with one
 * @param processes the driver processes behind the run when it merges several; empty for one
 */
public record RunView(String label, long startEpochMs, long endEpochMs, long lengthMs, List<MetadataLine> metadata,
    Verdict verdict, LoadVerdict load, List<OperationSummary> operations, List<EndpointSummary> endpoints,
    List<ProcessSummary> processes) {
  public RunView {
    if (label.isBlank()) {
      throw new IllegalArgumentException("a run needs a label");
    }
    if (endEpochMs < startEpochMs) {
      throw new IllegalArgumentException("run '" + label + "' ends (" + endEpochMs + ") before it starts ("
          + startEpochMs + ")");
    }
    metadata = List.copyOf(metadata);
    operations = List.copyOf(operations);
    endpoints = List.copyOf(endpoints);
    processes = List.copyOf(processes);
  }

  /** The phase's length in milliseconds: {@link #lengthMs} when known, else end minus start. */
  public long durationMs() {
    return lengthMs >= 0 ? lengthMs : endEpochMs - startEpochMs;
  }
}
