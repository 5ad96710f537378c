package com.linkbenchx.results.output;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.linkbenchx.model.Phase;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ProcessOutcome;
import com.linkbenchx.results.SourceProcess;
import java.time.Instant;

/** summary.json's content, whose shape docs/results/summary.schema.json documents. */
public final class SummaryJson {
  /** Bumped when a field changes meaning or disappears; new fields do not bump it. */
  public static final int FORMAT_VERSION = 1;

  private SummaryJson() {
  }

  /** @param outcome how the process ended; {@code sources} whose exit status is unknown (-1) get its status */
  public static ObjectNode of(PhaseSummary summary, ProcessOutcome outcome) {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("format", "linkbenchx-results");
    node.put("format_version", FORMAT_VERSION);
    MetadataJson.write(summary.metadata(), node);
    ObjectNode run = (ObjectNode) node.get("run");
    run.put("start_epoch_ms", summary.startEpochMillis());
    run.put("end_epoch_ms", summary.endEpochMillis());
    run.put("start_time", Instant.ofEpochMilli(summary.startEpochMillis()).toString());
    run.put("end_time", Instant.ofEpochMilli(summary.endEpochMillis()).toString());
    run.put("exit_status", outcome.exitStatus());
    run.put("end_reason", summary.endReason());
    run.put("ended_early", summary.endedEarly());

    ObjectNode totals = node.putObject("totals");
    totals.put("intervals", summary.intervals());
    totals.put("length_s", FiguresJson.round3(summary.lengthNanos() / 1e9));
    totals.put("measured_s", FiguresJson.round3(summary.measuredSeconds()));
    totals.put("rate_per_s", FiguresJson.round3(summary.ratePerSecond()));
    FiguresJson.counters(summary.totals(), summary.lengthNanos() / 1e9, summary.busyMean(), totals);
    FiguresJson.operations(summary.totals(), summary.phase(), summary.measuredSeconds(), node);
    FiguresJson.endpoints(summary.totals(), summary.metadata().store().endpoints(), summary.measuredSeconds(), node);
    if (summary.phase() == Phase.REQUEST) {
      node.set("verdict", Verdict.of(summary).json());
    }

    ArrayNode processes = node.putArray("processes");
    for (SourceProcess source : summary.sources()) {
      ObjectNode entry = MetadataJson.source(source);
      if (source.exitStatus() < 0) {
        entry.put("exit_status", outcome.exitStatus());
      }
      processes.add(entry);
    }
    ObjectNode files = node.putObject("files");
    files.put("intervals", ResultsFolder.INTERVALS);
    files.put("histograms", ResultsFolder.HISTOGRAMS);
    files.put("csvstream", ResultsFolder.CSV_STREAM);
    files.put("csvstats", ResultsFolder.CSV_STATS);
    files.put("configuration", ResultsFolder.CONFIGURATION);
    return node;
  }
}
