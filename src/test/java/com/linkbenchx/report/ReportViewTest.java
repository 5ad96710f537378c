package com.linkbenchx.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReportViewTest {
  @Test
  void seriesNeedIncreasingX() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Series.of("A", "p99", List.of(1.0, 3.0, 3.0), List.of(1.0, 2.0, 3.0)));
    assertEquals("series 'p99': x values must increase, but x[2] = 3.0 follows 3.0", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Series.of("A", "p99", List.of(1.0), List.of()));
    assertEquals("series 'p99': 1 x values but 0 y values", e.getMessage());
  }

  @Test
  void nonFiniteValuesAreGaps() {
    Series series = Series.of("A", "p99", List.of(1.0, 2.0, 3.0, 4.0),
        Arrays.asList(1.0, Double.NaN, Double.POSITIVE_INFINITY, null));
    assertEquals(1.0, series.y().get(0));
    assertNull(series.y().get(1));
    assertNull(series.y().get(2));
    assertEquals(1, series.valuedPoints());
  }

  @Test
  void seriesMustNameARunOfTheReport() {
    Chart chart = Chart.timeSeries("rate", Axis.linear("rate", "ops/s"),
        List.of(Series.of("B", "achieved", List.of(1.0), List.of(2.0))));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new ReportView("r", "UTC", TimeAxis.WALL_CLOCK,
            List.of(new RunView("A", 0, 1, -1, List.of(), null, null, List.of(), List.of(), List.of())),
            List.of(new ChartSection("s", List.of(chart)))));
    assertEquals("chart 'rate': series 'achieved' names run 'B', which the report lacks", e.getMessage());
  }

  @Test
  void timeSeriesBelongToARunAndRightAxisSeriesNeedOne() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Chart.timeSeries("rate",
        Axis.linear("rate", "ops/s"), List.of(Series.of("", "achieved", List.of(1.0), List.of(2.0)))));
    assertEquals("chart 'rate': time series 'achieved' names no run", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Chart.timeSeries("queue", Axis.linear("busy", "requesters"),
        List.of(Series.of("A", "backlog", List.of(1.0), List.of(2.0)).on(AxisSide.RIGHT))));
    assertEquals("chart 'queue': series 'backlog' is on the right axis, which the chart lacks", e.getMessage());
  }

  @Test
  void runsAreUniqueAndTheZoneKnown() {
    RunView run = new RunView("A", 0, 1, -1, List.of(), null, null, List.of(), List.of(), List.of());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new ReportView("r", "UTC", TimeAxis.ELAPSED, List.of(run, run), List.of()));
    assertEquals("two runs are labelled 'A'", e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> new ReportView("r", "Mars/Olympus", TimeAxis.ELAPSED, List.of(run), List.of()));
    assertEquals("unknown time zone 'Mars/Olympus'", e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> new ReportView("r", "UTC", TimeAxis.ELAPSED, List.of(), List.of()));
    assertEquals("a report needs at least one run", e.getMessage());
  }

  @Test
  void latencyThroughputCurveSortsEachOperationByRate() {
    Chart chart = LatencyThroughputCurve.chart("curve", List.of(
        new LatencyThroughputCurve.Point("fast", "ADD_LINK", 9_000, 40.0, 3.0),
        new LatencyThroughputCurve.Point("slow", "ADD_LINK", 1_000, 2.0, 1.5),
        new LatencyThroughputCurve.Point("slow", "GET_LINKS_LIST", 1_000, 1.0, Double.NaN),
        new LatencyThroughputCurve.Point("fast", "GET_LINKS_LIST", 9_000, 30.0, Double.NaN)));
    assertEquals(ChartKind.XY, chart.kind());
    assertEquals(List.of("ADD_LINK response p99", "ADD_LINK service p99", "GET_LINKS_LIST response p99"),
        chart.series().stream().map(Series::name).toList(), "a service line only where service times are known");
    Series addLink = chart.series().get(0);
    assertEquals(List.of(1_000.0, 9_000.0), addLink.x());
    assertEquals(List.of(2.0, 40.0), addLink.y());
    assertEquals(List.of("slow", "fast"), addLink.pointLabels());
    Series addLinkService = chart.series().get(1);
    assertEquals(List.of(1.5, 3.0), addLinkService.y());
    assertEquals(List.of(), addLinkService.pointLabels(), "labels once per point, on the response line");
    assertEquals("achieved rate (ops/s)", chart.xAxis().title());
    assertEquals(AxisScale.LOG, chart.yAxis().scale(), "2 ms and 40 ms both readable");
  }
}
