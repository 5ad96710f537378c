/**
 * The HTML report: a small view-model of what the page shows, and the renderer that writes it as
 * one self-contained report.html (see docs/REPORT.md).
 *
 * <p>The view-model knows nothing of how results are recorded; filling it from saved results is
 * the caller's job:
 *
 * <ul>
 *   <li>{@link com.linkbenchx.report.ReportView}: title, time zone, {@link com.linkbenchx.report.TimeAxis}
 *       ({@code TimeAxis.forRunCount(runs)}), the runs and the chart sections.
 *   <li>{@link com.linkbenchx.report.RunView} per run: a unique label (legends say "label · series"),
 *       start and end (epoch ms), {@link com.linkbenchx.report.MetadataLine}s (secrets masked), a
 *       {@link com.linkbenchx.report.Verdict} (null without a request phase) and one
 *       {@link com.linkbenchx.report.OperationSummary} per operation.
 *   <li>{@link com.linkbenchx.report.Chart}s built with {@code Chart.timeSeries} (x = interval end,
 *       epoch ms; one {@link com.linkbenchx.report.SeriesBuilder} per run and figure, filled while
 *       walking the intervals; no value in an interval is a gap), {@code Chart.spectrum} with
 *       {@link com.linkbenchx.report.PercentileSpectrum#of} on a run's whole-phase histogram, and
 *       {@link com.linkbenchx.report.LatencyThroughputCurve#chart} with one point per run and
 *       headline operation.
 * </ul>
 *
 * <p>Every chart may hold series of several runs: a series names its run, and the same series
 * name in two runs gets the same colour and a different line style. A file carries every point it
 * is given, so for long runs merge adjacent intervals (histograms add exactly) to a few thousand
 * points per series before filling the view.
 */
package com.linkbenchx.report;
