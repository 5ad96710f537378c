package com.linkbenchx.report;

import java.util.List;
import java.util.Objects;

/** A heading and the charts under it, laid out in a grid (two side by side on a wide screen). */
public record ChartSection(String heading, List<Chart> charts) {
  public ChartSection {
    Objects.requireNonNull(heading, "heading");
    charts = List.copyOf(charts);
  }
}
