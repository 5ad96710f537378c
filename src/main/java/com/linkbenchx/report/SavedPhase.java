package com.linkbenchx.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One phase's saved results folder, read back: metadata and summary from summary.json, intervals (exact histograms
 * and counters) from the histogram log, one at a time. What {@code merge} and report rendering start from.
 *
 * @param finished false when the phase's process never wrote summary.json: it was killed, or its disk filled
 */
public record SavedPhase(Path folder, JsonNode summaryJson, PhaseMetadata metadata, boolean finished) {
  /** The fields a summary.json must hold for its folder to be read (JSON pointers), numbers marked #. */
  private static final List<String> REQUIRED = List.of("/phase", "/tool/version", "/run/host", "/run/pid#",
      "/run/command_line", "/run/start_epoch_ms#", "/run/end_epoch_ms#", "/run/exit_status#", "/run/end_reason",
      "/workload/mode", "/workload/target_rate_per_s#", "/workload/requesters#", "/workload/loaders#",
      "/workload/maxid1#", "/workload/displayfreq_s#", "/workload/warmup_s#", "/workload/maxtime_s#",
      "/store/link_store_class", "/store/description", "/totals/intervals#", "/totals/length_s#",
      "/totals/measured_s#", "/totals/rate_per_s#", "/processes");
  /** How the end reason of a phase that did not finish starts. */
  private static final String DID_NOT_FINISH = "did not finish";

  /** Reads {@code folder}'s summary.json, or without one its histogram log, as a phase that did not finish. */
  public static SavedPhase read(Path folder) throws SavedResultsException {
    Path summary = folder.resolve(ResultsFolder.SUMMARY);
    boolean hasLog = Files.isRegularFile(folder.resolve(ResultsFolder.HISTOGRAMS));
    if (!Files.isRegularFile(summary)) {
      if (!hasLog) {
        throw new SavedResultsException(folder + " is not a results folder: it has no " + ResultsFolder.SUMMARY
            + " nor " + ResultsFolder.HISTOGRAMS);
      }
      return unfinished(folder);
    }
    if (!hasLog) {
      throw new SavedResultsException(folder + " has no " + ResultsFolder.HISTOGRAMS);
    }
    JsonNode json;
    try {
      json = new ObjectMapper().readTree(summary.toFile());
    } catch (IOException e) {
      throw new SavedResultsException(summary + ": malformed JSON (" + e.getMessage().lines().findFirst().orElse("")
          + ")", e);
    }
    int version = json == null ? -1 : json.path("format_version").asInt(-1);
    if (json == null || !json.path("format").asText().equals("linkbenchx-results") || version < 1
        || version > SummaryJson.FORMAT_VERSION) {
      throw new SavedResultsException(summary + ": not a summary this version can read (format "
          + (json == null ? "?" : json.path("format").asText("?")) + " version " + version + ")");
    }
    for (String required : REQUIRED) {
      boolean number = required.endsWith("#");
      String pointer = number ? required.substring(0, required.length() - 1) : required;
      JsonNode field = json.at(pointer);
      String name = pointer.substring(1).replace('/', '.');
      if (field.isMissingNode() || field.isNull()) {
        throw new SavedResultsException(summary + ": it lacks " + name + " (the file was cut short or edited)");
      }
      if (number && !field.isNumber()) {
        throw new SavedResultsException(summary + ": " + name + " is not a number (" + field + ")");
      }
    }
    try {
      return new SavedPhase(folder, json, MetadataJson.read(json), true);
    } catch (IllegalArgumentException e) {
      throw new SavedResultsException(summary + ": " + e.getMessage(), e);
    }
  }

  /**
   * A folder whose process never wrote summary.json, read from its histogram log alone, which is flushed at every
   * interval: the {@code #run} line gives the metadata, the intervals the totals. The phase is marked as not finished,
   * with an unknown exit status (-1).
   */
  private static SavedPhase unfinished(Path folder) throws SavedResultsException {
    Path log = folder.resolve(ResultsFolder.HISTOGRAMS);
    try (PhaseHistogramLog.Reader reader = new PhaseHistogramLog.Reader(log)) {
      JsonNode json = rebuiltSummaryJson(folder, log, reader);
      return new SavedPhase(folder, json, MetadataJson.read(json), false);
    } catch (SavedResultsException e) {
      throw e;
    } catch (IOException e) {
      throw new SavedResultsException("could not read " + log + ": " + e.getMessage(), e);
    }
  }

  /** summary.json as the run would have written it. */
  private static JsonNode rebuiltSummaryJson(Path folder, Path log, PhaseHistogramLog.Reader reader)
      throws IOException {
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
    // What the headline rate counts: requests, or links loaded.
    long done = metadata.phase() == Phase.LOAD
        ? totals.operation(LinkBenchOp.LOAD_LINKS_BULK).rows() + totals.operation(LinkBenchOp.LOAD_LINK).rows()
        : totals.executed();
    double rate = measuredNanos <= 0 ? 0 : done / (measuredNanos / 1e9);
    JsonNode endLine = reader.end();
    // Cut short, its figures cover part of the phase: never a pass, unless its #end line says it ended in full (older
    // logs lack the field: taken as early).
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

  /** The process exit status recorded, or -1 when the run did not finish writing it. */
  public int exitStatus() {
    return summaryJson.path("run").path("exit_status").asInt(-1);
  }

  /** The processes behind these results, each naming this folder. */
  public List<SourceProcess> sources() {
    List<SourceProcess> sources = new ArrayList<>();
    for (JsonNode process : summaryJson.path("processes")) {
      SourceProcess source = MetadataJson.readSource(process);
      sources.add(new SourceProcess(source.host(), source.pid(), source.commandLine(), source.startEpochMillis(),
          source.endEpochMillis(), source.targetRatePerSecond(), source.workers(), source.exitStatus(),
          source.endReason(), source.folder().isEmpty() ? folder.toString() : source.folder(), source.cpus(),
          source.maxHeapBytes()));
    }
    return sources;
  }

  /** The intervals, in order, from the histogram log. Close the reader when done. */
  public PhaseHistogramLog.Reader intervals() throws IOException {
    return new PhaseHistogramLog.Reader(folder.resolve(ResultsFolder.HISTOGRAMS));
  }

  /** The phase rebuilt: totals from the intervals, lengths and rate from the log's {@code #end} or summary.json. */
  public PhaseSummary summary() throws IOException {
    IntervalStats totals = new IntervalStats();
    int count = 0;
    JsonNode end;
    try (PhaseHistogramLog.Reader reader = intervals()) {
      for (IntervalSnapshot interval; (interval = reader.next()) != null;) {
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
