package com.linkbenchx.results.saved;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.RunMetadata;
import com.linkbenchx.results.SourceRun;
import com.linkbenchx.results.export.MetadataJson;
import com.linkbenchx.results.export.ResultsFolder;
import com.linkbenchx.results.export.SummaryJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One phase's saved results folder, read back into the results model: its metadata and summary
 * from summary.json, its intervals (exact histograms and counters) from the histogram log, one at
 * a time. What {@code merge} and report rendering start from.
 */
public final class SavedPhase {
  private final Path folder;
  private final JsonNode summaryJson;
  private final RunMetadata metadata;

  private SavedPhase(Path folder, JsonNode summaryJson, RunMetadata metadata) {
    this.folder = folder;
    this.summaryJson = summaryJson;
    this.metadata = metadata;
  }

  /** Reads {@code folder}'s summary.json; the histogram log is read by {@link #intervals()}. */
  public static SavedPhase read(Path folder) throws SavedResultsException {
    Path summary = folder.resolve(ResultsFolder.SUMMARY);
    if (!Files.isRegularFile(summary)) {
      throw new SavedResultsException(folder + " is not a results folder: it has no " + ResultsFolder.SUMMARY);
    }
    if (!Files.isRegularFile(folder.resolve(ResultsFolder.HISTOGRAMS))) {
      throw new SavedResultsException(folder + " has no " + ResultsFolder.HISTOGRAMS);
    }
    JsonNode json;
    try {
      json = new ObjectMapper().readTree(summary.toFile());
    } catch (IOException e) {
      throw new SavedResultsException(summary + ": malformed JSON (" + e.getMessage().lines().findFirst().orElse("")
          + ")", e);
    }
    int version = json.path("format_version").asInt(-1);
    if (!json.path("format").asText().equals("linkbenchx-results") || version < 1
        || version > SummaryJson.FORMAT_VERSION) {
      throw new SavedResultsException(summary + ": not a summary this version can read (format "
          + json.path("format").asText("?") + " version " + version + ")");
    }
    try {
      return new SavedPhase(folder, json, MetadataJson.read(json));
    } catch (IllegalArgumentException e) {
      throw new SavedResultsException(summary + ": " + e.getMessage(), e);
    }
  }

  public Path folder() {
    return folder;
  }

  public RunMetadata metadata() {
    return metadata;
  }

  /** summary.json as written. */
  public JsonNode summaryJson() {
    return summaryJson;
  }

  /** The process exit status recorded, or -1 when the run did not finish writing it. */
  public int exitStatus() {
    return summaryJson.path("run").path("exit_status").asInt(-1);
  }

  /** The processes behind these results, each naming this folder. */
  public List<SourceRun> sources() {
    List<SourceRun> sources = new ArrayList<>();
    for (JsonNode process : summaryJson.path("processes")) {
      SourceRun source = MetadataJson.readSource(process);
      sources.add(new SourceRun(source.host(), source.pid(), source.commandLine(), source.startEpochMillis(),
          source.endEpochMillis(), source.targetRatePerSecond(), source.workers(), source.exitStatus(),
          source.endReason(), source.folder().isEmpty() ? folder.toString() : source.folder()));
    }
    return sources;
  }

  /** The intervals, in order, from the histogram log. Close the reader when done. */
  public HistogramLogReader intervals() throws IOException {
    return new HistogramLogReader(folder.resolve(ResultsFolder.HISTOGRAMS));
  }

  /**
   * The whole phase rebuilt: totals from every interval; lengths, rate and end reason from the
   * log's {@code #end} line (exact), or from summary.json when the log was cut short.
   */
  public PhaseSummary summary() throws IOException {
    IntervalStats totals = new IntervalStats();
    int count = 0;
    JsonNode end;
    try (HistogramLogReader reader = intervals()) {
      for (IntervalSnapshot interval; (interval = reader.next()) != null; ) {
        totals.accumulate(interval.stats());
        count++;
      }
      end = reader.end();
    }
    JsonNode run = summaryJson.path("run");
    JsonNode phaseTotals = summaryJson.path("totals");
    long lengthNanos = end != null ? end.path("length_ns").asLong()
        : Math.round(phaseTotals.path("length_s").asDouble() * 1e9);
    long measuredNanos = end != null ? end.path("measured_ns").asLong()
        : Math.round(phaseTotals.path("measured_s").asDouble() * 1e9);
    double rate = end != null ? end.path("rate_per_s").asDouble() : phaseTotals.path("rate_per_s").asDouble();
    return new PhaseSummary(metadata, totals, run.path("start_epoch_ms").asLong(), run.path("end_epoch_ms").asLong(),
        lengthNanos, count, measuredNanos, rate, run.path("end_reason").asText(), sources(),
        run.path("ended_early").asBoolean(false));
  }
}
