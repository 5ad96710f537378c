package com.linkbenchx.results.output;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.Phase;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.RecordedOps;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * csvstream: per interval a row for ADD_LINK and GET_LINKS_LIST (LinkBenchX's rows), or in the load
 * phase for every load operation that ran (store-call time).
 */
public final class CsvStreamExporter extends CsvFile {
  private final boolean writeHeader;
  private LatencySeries headline = LatencySeries.RESPONSE;
  private Phase phase = Phase.REQUEST;
  private long totalOps;

  /** @param writeHeader write the header at {@link #begin} (the command line writes it itself, at once) */
  public CsvStreamExporter(Writer out, boolean writeHeader, boolean owned, String name) {
    super(out, owned, "csvstream file " + name);
    this.writeHeader = writeHeader;
  }

  @Override
  public void begin(PhaseMetadata metadata, long startEpochMillis) throws IOException {
    phase = metadata.phase();
    headline = phase == Phase.LOAD ? LatencySeries.SERVICE : metadata.workload().headline();
    if (writeHeader) {
      writeLines(List.of(IntervalReport.CSV_STREAM_HEADER));
    }
  }

  @Override
  public void interval(IntervalSnapshot interval) throws IOException {
    totalOps += interval.stats().executed();
    IntervalReport report = new IntervalReport(interval, headline, totalOps);
    List<String> rows = phase == Phase.LOAD ? report.csvRows(loadOpsThatRan(interval)) : report.csvRows();
    writeLines(rows);
  }

  private static List<LinkBenchOp> loadOpsThatRan(IntervalSnapshot interval) {
    return RecordedOps.LOAD.stream().filter(op -> interval.stats().operation(op).executedCount() > 0).toList();
  }
}
