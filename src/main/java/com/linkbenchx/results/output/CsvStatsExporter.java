package com.linkbenchx.results.output;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.Phase;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.RecordedOps;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.HdrHistogram.Histogram;

/** csvstats: at the end of a phase, one row per operation and latency series; one header per file. */
public final class CsvStatsExporter extends CsvFile {
  private final AtomicBoolean headerWritten;

  /** @param headerWritten shared by the phases writing to one file, so its header comes once, first */
  public CsvStatsExporter(Writer out, boolean owned, String name, AtomicBoolean headerWritten) {
    super(out, owned, "csvstats file " + name);
    this.headerWritten = headerWritten;
  }

  @Override
  public void end(PhaseSummary summary) throws IOException {
    List<String> lines = summary.phase() == Phase.LOAD ? loadLines(summary)
        : new RequestSummary(summary.totals(), summary.metadata().workload().headline(), summary.measuredSeconds())
            .csvLines();
    if (!lines.isEmpty() && headerWritten.getAndSet(true)) {
      lines = lines.subList(1, lines.size()); // a second phase into the same file: no header mid-file
    }
    writeLines(lines);
  }

  /** Nothing when no load operation ran (as LinkBench: no header without rows). */
  static List<String> loadLines(PhaseSummary summary) {
    List<String> lines = new ArrayList<>();
    for (LinkBenchOp op : RecordedOps.LOAD) {
      Histogram calls = summary.totals().operation(op).series(LatencySeries.SERVICE);
      if (calls.getTotalCount() > 0) {
        if (lines.isEmpty()) {
          lines.add(LatencySummary.CSV_HEADER);
        }
        lines.add(LatencySummary.csvRow(op, LatencySeries.SERVICE.label(), calls, summary.measuredSeconds()));
      }
    }
    return lines;
  }
}
