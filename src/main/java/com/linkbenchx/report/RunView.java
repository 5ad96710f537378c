package com.linkbenchx.report;

import com.linkbenchx.results.output.LoadVerdict;
import com.linkbenchx.results.output.Verdict;
import java.util.List;

/**
 * One run as the report shows it.
 *
 * @param label the short name its series carry in legends (e.g. "mysql", "10000/s"); unique within the report
 * @param startEpochMs when the measured period started; time-series charts drawn on elapsed time count from here
 * @param lengthMs summary.json's {@code length_s}, shorter than end minus start for merged processes that started
 *     apart; -1 when not known (then end minus start)
 * @param metadata what was run, in display order, secrets masked
 * @param verdict the request phase's verdict, or {@code null}
 * @param load the load phase's figures and verdict, or {@code null}
 * @param endpoints per endpoint of a store spread over several, in the configuration's order; empty for one
 * @param processes the driver processes behind a run that merges several; empty for one
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

  /** {@link #lengthMs} when known, else end minus start. */
  public long durationMs() {
    return lengthMs >= 0 ? lengthMs : endEpochMs - startEpochMs;
  }
}
