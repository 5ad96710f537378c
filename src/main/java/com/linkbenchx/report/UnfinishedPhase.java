package com.linkbenchx.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.Phase;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ProcessInfo;
import com.linkbenchx.results.ProcessOutcome;
import com.linkbenchx.results.SourceProcess;
import com.linkbenchx.results.WorkloadInfo;
import com.linkbenchx.results.output.MetadataJson;
import com.linkbenchx.results.output.PhaseHistogramLog;
import com.linkbenchx.results.output.ResultsFolder;
import com.linkbenchx.results.output.SavedResultsException;
import com.linkbenchx.results.output.SummaryJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The summary of a phase whose process never wrote summary.json (killed, or its disk filled), rebuilt from its
 * histogram log, which is flushed at every interval: the {@code #run} line gives the metadata, the intervals the
 * totals. The phase is marked as not finished, with an unknown exit status (-1).
 */
final class UnfinishedPhase {
  /** How an end reason of such a phase starts. */
  static final String DID_NOT_FINISH = "did not finish";

  private UnfinishedPhase() {
  }

  /** summary.json as the run would have written it, from {@code folder}'s histogram log alone. */
  static ObjectNode summaryJson(Path folder) throws IOException {
    Path log = folder.resolve(ResultsFolder.HISTOGRAMS);
    try (PhaseHistogramLog.Reader reader = new PhaseHistogramLog.Reader(log)) {
      PhaseMetadata metadata;
      try {
        metadata = MetadataJson.read(reader.run());
      } catch (RuntimeException e) {
        throw new SavedResultsException(log + ": its #run line does not read (" + e.getMessage() + ")", e);
      }
      IntervalStats totals = new IntervalStats();
      int count = 0;
      long start = reader.startEpochMillis();
      long end = start;
      long lengthNanos = 0;
      for (IntervalSnapshot interval; (interval = reader.next()) != null;) {
        totals.accumulate(interval.stats());
        count++;
        start = start < 0 ? interval.startEpochMillis() : start;
        end = interval.endEpochMillis();
        lengthNanos = interval.endOffsetNanos();
      }
      WorkloadInfo workload = metadata.workload();
      long measuredNanos = Math.max(0, lengthNanos - workload.warmupSeconds() * 1_000_000_000L);
      double rate = measuredNanos <= 0 ? 0 : done(metadata.phase(), totals) / (measuredNanos / 1e9);
      JsonNode endLine = reader.end();
      // Cut short, its figures cover part of the phase: never a pass. A phase whose #end line was
      // written ended as that line says (older logs lack the field: taken as early).
      boolean endedEarly = endLine == null || endLine.path("ended_early").asBoolean(true);
      String reason = DID_NOT_FINISH + ": no " + ResultsFolder.SUMMARY + " (the process was killed or its disk"
          + " filled); " + count + " finished intervals read from " + ResultsFolder.HISTOGRAMS;
      if (endLine != null) {
        // The phase ended but its summary was never written: the log's #end line is exact.
        lengthNanos = endLine.path("length_ns").asLong(lengthNanos);
        measuredNanos = endLine.path("measured_ns").asLong(measuredNanos);
        rate = endLine.path("rate_per_s").asDouble(rate);
        reason = DID_NOT_FINISH + ": " + endLine.path("end_reason").asText() + ", but no " + ResultsFolder.SUMMARY
            + " was written";
      }
      ProcessInfo run = metadata.run();
      SourceProcess self = new SourceProcess(run.host(), run.pid(), run.commandLine(), start, end,
          workload.targetRatePerSecond(), workload.requesters() + workload.loaders(), -1, reason, folder.toString(),
          run.cpus(), run.maxHeapBytes());
      PhaseSummary summary = new PhaseSummary(metadata, totals, start, end, lengthNanos, count, measuredNanos, rate,
          reason, List.of(self), endedEarly);
      return SummaryJson.of(summary, new ProcessOutcome(-1, end));
    }
  }

  /** What the headline rate counts: requests, or links loaded. */
  private static long done(Phase phase, IntervalStats totals) {
    return phase == Phase.LOAD
        ? totals.operation(LinkBenchOp.LOAD_LINKS_BULK).rows() + totals.operation(LinkBenchOp.LOAD_LINK).rows()
        : totals.executed();
  }
}
