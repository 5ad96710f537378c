/**
 * Everything after the run: saved results folders read back ({@link com.linkbenchx.report.SavedPhase}), merged
 * ({@link com.linkbenchx.report.ResultsMerge}) and drawn as one self-contained report.html
 * ({@link com.linkbenchx.report.HtmlReport}, see docs/REPORT.md) through a small view-model
 * ({@link com.linkbenchx.report.ReportView}, {@link com.linkbenchx.report.RunView},
 * {@link com.linkbenchx.report.Chart}) that knows nothing of how results are recorded. A series names its run; the
 * same series name in two runs gets the same colour and a different line style.
 */
package com.linkbenchx.report;
