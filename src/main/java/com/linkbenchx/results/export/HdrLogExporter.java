package com.linkbenchx.results.export;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.EndpointStats;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.RecordedOps;
import com.linkbenchx.results.ResultsExporter;
import com.linkbenchx.results.RunMetadata;
import java.io.IOException;
import java.io.PrintStream;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * The histogram log ({@code --hdrlog}, and histograms.hlog in a results folder): HdrHistogram's
 * standard interval log, one tagged histogram per operation, series and interval
 * ({@code ADD_LINK.response}, {@code ADD_LINK.service}, {@code ADD_LINK.queue_wait},
 * {@code ADD_LINK.failed_response}, {@code ADD_LINK.failed_service}, {@code LOAD_LINKS_BULK.service}; for a store
 * spread over several endpoints also each endpoint's {@code ADD_LINK.response@1}, {@code ADD_LINK.service@1}),
 * values in microseconds, so HdrHistogram's own tools (HistogramLogProcessor, HistogramLogReader)
 * read it. Comment lines carry everything else as JSON, which those tools skip: {@code #run} (the
 * phase's metadata) after the header, {@code #interval} (times and counters) before each
 * interval's histograms, and {@code #end} (how the phase ended). With them the log alone is
 * enough to rebuild the phase's results. Both phases of a run may share one file; each starts
 * with its own header.
 */
public final class HdrLogExporter implements ResultsExporter {
  /** Microseconds recorded; the log's max column is in milliseconds. */
  private static final double MICROS_PER_MILLI = 1000.0;
  public static final String RUN = "#run ";
  public static final String INTERVAL = "#interval ";
  public static final String END = "#end ";
  /** Separates an endpoint's number from the tag of its histograms ({@code ADD_LINK.response@1}). */
  public static final String ENDPOINT = "@";

  private final PrintStream stream;
  private final boolean owned;
  private final String name;
  private HistogramLogWriter writer;
  private long startEpochMillis;

  /**
   * @param stream where the log goes (PrintStream hides write errors; they are checked after every
   *     interval and reported)
   * @param owned close the stream at the end (false for a file shared by both phases)
   * @param name the file, for error messages
   */
  public HdrLogExporter(PrintStream stream, boolean owned, String name) {
    this.stream = stream;
    this.owned = owned;
    this.name = name;
  }

  @Override
  public void begin(RunMetadata metadata, long phaseStartEpochMillis) throws IOException {
    startEpochMillis = phaseStartEpochMillis;
    writer = new HistogramLogWriter(stream);
    writer.outputLogFormatVersion();
    writer.outputComment("LinkBenchX " + metadata.phase().label() + " phase: latencies in microseconds, tags"
        + " <OP>.<series>; #run, #interval and #end lines hold the metadata and counters as JSON");
    writer.outputStartTime(phaseStartEpochMillis);
    writer.setBaseTime(phaseStartEpochMillis);
    writer.outputBaseTime(phaseStartEpochMillis);
    ObjectNode run = JsonNodeFactory.instance.objectNode();
    MetadataJson.write(metadata, run);
    stream.println(RUN + run);
    writer.outputLegend();
    check();
  }

  @Override
  public void interval(IntervalSnapshot interval) throws IOException {
    stream.println(INTERVAL + CountersJson.of(interval));
    double startSeconds = (interval.startEpochMillis() - startEpochMillis) / 1000.0;
    double endSeconds = (interval.endEpochMillis() - startEpochMillis) / 1000.0;
    for (LinkBenchOp op : RecordedOps.ALL) {
      OperationStats stats = interval.stats().operation(op);
      for (LatencySeries series : LatencySeries.values()) {
        writeTagged(op.name() + "." + series.label(), stats.series(series), startSeconds, endSeconds);
      }
    }
    for (int endpoint = 0; endpoint < interval.stats().endpoints().size(); endpoint++) {
      EndpointStats stats = interval.stats().endpoints().get(endpoint);
      for (LinkBenchOp op : RecordedOps.ALL) {
        for (LatencySeries series : EndpointStats.SERIES) {
          Histogram histogram = stats.seriesOrNull(op, series);
          if (histogram != null) {
            writeTagged(op.name() + "." + series.label() + ENDPOINT + endpoint, histogram, startSeconds, endSeconds);
          }
        }
      }
    }
    check();
  }

  @Override
  public void end(PhaseSummary summary) throws IOException {
    ObjectNode end = JsonNodeFactory.instance.objectNode();
    end.put("end_epoch_ms", summary.endEpochMillis());
    end.put("length_ns", summary.lengthNanos());
    end.put("intervals", summary.intervals());
    end.put("measured_ns", summary.measuredNanos());
    end.put("rate_per_s", summary.ratePerSecond());
    end.put("end_reason", summary.endReason());
    end.put("ended_early", summary.endedEarly());
    stream.println(END + end);
    check();
  }

  private void writeTagged(String tag, Histogram histogram, double startSeconds, double endSeconds) {
    if (histogram.getTotalCount() == 0) {
      return;
    }
    histogram.setTag(tag);
    try {
      writer.outputIntervalHistogram(startSeconds, endSeconds, histogram, MICROS_PER_MILLI);
    } finally {
      histogram.setTag(null);
    }
  }

  private void check() throws IOException {
    stream.flush();
    if (stream.checkError()) {
      throw new IOException("write failed");
    }
  }

  @Override
  public void close() throws IOException {
    check();
    if (owned) {
      stream.close();
      if (stream.checkError()) {
        throw new IOException("close failed");
      }
    }
  }

  @Override
  public String describe() {
    return "histogram log " + name;
  }
}
