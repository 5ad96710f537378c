/**
 * The writers of a run's outputs, fed interval by interval during the run and once at its end: log
 * lines, the {@code --csvstream}/{@code --csvstats} files, the results folder's JSON files, the
 * verdict, and the histogram log (written and read back in {@link
 * com.linkbenchx.results.output.PhaseHistogramLog}).
 */
package com.linkbenchx.results.output;
