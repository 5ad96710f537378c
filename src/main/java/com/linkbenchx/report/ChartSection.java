package com.linkbenchx.report;

import java.util.List;
import java.util.stream.Stream;

/**
 * A heading and the charts under it, laid out in a grid (two side by side on a wide screen).
 *
 * @param notes lines of text in place of charts that would show nothing (all zeros, say)
 * @param folded charts folded under {@code foldedSummary} (empty when there are none), opened by a click
 */
public record ChartSection(String heading, List<Chart> charts, List<String> notes, List<Chart> folded,
    String foldedSummary) {
  public ChartSection {
    charts = List.copyOf(charts);
    notes = List.copyOf(notes);
    folded = List.copyOf(folded);
  }

  /** Charts only, all open. */
  public ChartSection(String heading, List<Chart> charts) {
    this(heading, charts, List.of(), List.of(), "");
  }

  /** The open charts, then the folded ones: the order they are on the page. */
  public List<Chart> allCharts() {
    return Stream.concat(charts.stream(), folded.stream()).toList();
  }
}
