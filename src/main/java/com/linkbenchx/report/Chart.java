package com.linkbenchx.report;

import java.util.List;

/**
 * One chart: a title, its axes and its series (from one run or several, overlaid).
 *
 * @param kind what x means; the page draws its own x axis for time series and spectra ({@code xAxis} is a fallback)
 * @param rightAxis {@code null} when no series is drawn against it
 * @param series the lines; a chart with none shows "no data"
 */
public record Chart(ChartKind kind, String title, Axis xAxis, Axis yAxis, Axis rightAxis, List<Series> series) {
  private static final Axis WALL_CLOCK = Axis.linear("time", "");
  private static final Axis PERCENTILE = Axis.log("percentile", "");

  public Chart {
    series = List.copyOf(series);
    for (Series line : series) {
      if (line.axis() == AxisSide.RIGHT && rightAxis == null) {
        throw new IllegalArgumentException("chart '" + title + "': series '" + line.name()
            + "' is on the right axis, which the chart lacks");
      }
      if (kind == ChartKind.TIME_SERIES && line.run().isEmpty()) {
        throw new IllegalArgumentException("chart '" + title + "': time series '" + line.name() + "' names no run");
      }
      if (kind == ChartKind.PERCENTILE_SPECTRUM && !line.x().isEmpty() && line.x().get(0) < 1) {
        throw new IllegalArgumentException("chart '" + title + "': spectrum '" + line.name()
            + "' has x below 1 (x is 1/(1-q))");
      }
    }
  }

  /** Values over wall-clock time (x in epoch milliseconds), against one y axis. */
  public static Chart timeSeries(String title, Axis yAxis, List<Series> series) {
    return new Chart(ChartKind.TIME_SERIES, title, WALL_CLOCK, yAxis, null, series);
  }

  /** Values over wall-clock time against two y axes (series marked {@link AxisSide#RIGHT} use the right one). */
  public static Chart timeSeries(String title, Axis yAxis, Axis rightAxis, List<Series> series) {
    return new Chart(ChartKind.TIME_SERIES, title, WALL_CLOCK, yAxis, rightAxis, series);
  }

  /** Latency by percentile; build the series with {@link PercentileSpectrum}. */
  public static Chart spectrum(String title, Axis yAxis, List<Series> series) {
    return new Chart(ChartKind.PERCENTILE_SPECTRUM, title, PERCENTILE, yAxis, null, series);
  }

  /** A plain x-y chart, points joined by lines and marked. */
  public static Chart xy(String title, Axis xAxis, Axis yAxis, List<Series> series) {
    return new Chart(ChartKind.XY, title, xAxis, yAxis, null, series);
  }
}
