package com.linkbenchx.report;

import java.time.DateTimeException;
import java.time.ZoneId;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Everything one report.html shows: the runs (each with its metadata, verdict and summary rows) and the charts, grouped
 * in sections. Several runs are overlaid in the same charts, each series naming its run.
 *
 * @param timeZone the IANA zone wall-clock times are shown in (e.g. "UTC", "Europe/Paris")
 * @param runs at least one run, labels unique
 */
public record ReportView(String title, String timeZone, TimeAxis timeAxis, List<RunView> runs,
    List<ChartSection> sections) {
  public ReportView {
    try {
      ZoneId.of(timeZone);
    } catch (DateTimeException e) {
      throw new IllegalArgumentException("unknown time zone '" + timeZone + "'", e);
    }
    runs = List.copyOf(runs);
    sections = List.copyOf(sections);
    if (runs.isEmpty()) {
      throw new IllegalArgumentException("a report needs at least one run");
    }
    Set<String> labels = new HashSet<>();
    for (RunView run : runs) {
      if (!labels.add(run.label())) {
        throw new IllegalArgumentException("two runs are labelled '" + run.label() + "'");
      }
    }
    for (ChartSection section : sections) {
      for (Chart chart : section.allCharts()) {
        for (Series line : chart.series()) {
          if (!line.run().isEmpty() && !labels.contains(line.run())) {
            throw new IllegalArgumentException(
                "chart '" + chart.title() + "': series '" + line.name() + "' names run '" + line.run()
                    + "', which the report lacks");
          }
        }
      }
    }
  }

  public List<Chart> charts() {
    return sections.stream().flatMap(section -> section.allCharts().stream()).toList();
  }

  public ZoneId zone() {
    return ZoneId.of(timeZone);
  }
}
