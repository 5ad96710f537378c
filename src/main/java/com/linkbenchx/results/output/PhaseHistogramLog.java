package com.linkbenchx.results.output;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.EndpointStats;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.RecordedOps;
import com.linkbenchx.results.ResultsExporter;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * One phase's histogram log ({@code --hdrlog}, and histograms.hlog in a results folder), written
 * and read back: HdrHistogram's interval log (so its tools read it), one histogram per operation,
 * series, interval and endpoint, tagged {@code ADD_LINK.response} or {@code ADD_LINK.response@1},
 * in microseconds. Comment lines carry the rest as JSON ({@code #run} metadata, {@code #interval}
 * times and counters, {@code #end}), so the log alone rebuilds the results. Both phases of a run may
 * share one file, each with its own header.
 *
 * <p>The reader walks the lines itself: HdrHistogram's reader and scanner skip comments, and the
 * JSON lines are what tie histograms to their interval.
 */
public final class PhaseHistogramLog {
  /** Microseconds recorded; the log's max column is in milliseconds. */
  private static final double MICROS_PER_MILLI = 1000.0;
  static final String RUN = "#run ";
  static final String INTERVAL = "#interval ";
  static final String END = "#end ";
  /** Separates an endpoint's number from the tag of its histograms ({@code ADD_LINK.response@1}). */
  static final String ENDPOINT = "@";
  private static final String START_TIME = "#[StartTime:";
  /** A histogram's tag: operation, series and, per endpoint, its number. */
  private static final Pattern TAG = Pattern.compile("([^.@]*)\\.([^@]*)(?:" + ENDPOINT + "(\\d{1,4}))?");

  private PhaseHistogramLog() {
  }

  /** Writes the log; PrintStream hides write errors, so they are checked after every interval. */
  public static final class Writer implements ResultsExporter {
    private final PrintStream stream;
    private final boolean owned;
    private final String name;
    private HistogramLogWriter writer;
    private long startEpochMillis;

    /**
     * @param owned close the stream at the end (false for a file shared by both phases)
     * @param name the file, for error messages
     */
    public Writer(PrintStream stream, boolean owned, String name) {
      this.stream = stream;
      this.owned = owned;
      this.name = name;
    }

    @Override
    public void begin(PhaseMetadata metadata, long phaseStartEpochMillis) throws IOException {
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
          write(op.name() + "." + series.label(), stats.series(series), startSeconds, endSeconds);
        }
      }
      List<EndpointStats> endpoints = interval.stats().endpoints();
      for (int endpoint = 0; endpoint < endpoints.size(); endpoint++) {
        for (LinkBenchOp op : RecordedOps.ALL) {
          for (LatencySeries series : EndpointStats.SERIES) {
            Histogram histogram = endpoints.get(endpoint).seriesOrNull(op, series);
            if (histogram != null) {
              write(op.name() + "." + series.label() + ENDPOINT + endpoint, histogram, startSeconds, endSeconds);
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

    private void write(String tag, Histogram histogram, double startSeconds, double endSeconds) {
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

  /** Reads one phase's log back, one interval at a time, so a long run reads in little memory. */
  public static final class Reader implements Closeable {
    private final Path file;
    private final BufferedReader lines;
    private final ObjectMapper mapper = new ObjectMapper();
    private JsonNode run;
    private JsonNode end;
    private JsonNode pendingInterval;
    private int lineNumber;
    private long startEpochMillis = -1;

    public Reader(Path file) throws IOException {
      this.file = file;
      // Latin-1 cannot fail to decode, so a stray byte is found on its own line.
      this.lines = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1);
      for (String line; pendingInterval == null && end == null && (line = readLine()) != null;) {
        if (line.startsWith(START_TIME)) {
          startEpochMillis = startTime(line);
        } else if (line.startsWith(RUN)) {
          run = json(line, RUN);
        } else {
          intervalOrEnd(line);
        }
      }
      if (lineNumber == 0) {
        throw new SavedResultsException(file + " is empty: nothing was written to it (a full disk, or the run"
            + " stopped before its first interval)");
      }
      if (run == null) {
        throw problem("no " + RUN.trim() + " line: not a histogram log written by this driver");
      }
    }

    /** The {@code #run} metadata (as in summary.json's tool, run, workload, store, configuration). */
    public JsonNode run() {
      return run;
    }

    /** The phase start from the log's StartTime line (epoch ms), or -1 when it has none. */
    public long startEpochMillis() {
      return startEpochMillis;
    }

    /** The {@code #end} line, once every interval has been read; null if the log was cut short. */
    public JsonNode end() {
      return end;
    }

    /** The next interval, or null after the last one. */
    public IntervalSnapshot next() throws IOException {
      JsonNode header = pendingInterval;
      if (header == null) {
        return null;
      }
      IntervalStats stats = new IntervalStats();
      try {
        CountersJson.addTo(header, stats);
      } catch (RuntimeException e) {
        throw problem("interval counters that do not read (" + e.getMessage() + ")");
      }
      pendingInterval = null;
      for (String line; pendingInterval == null && end == null && (line = readLine()) != null;) {
        if (line.startsWith(RUN)) {
          throw problem("a second phase starts here; read each phase's results folder instead");
        }
        if (!intervalOrEnd(line) && !line.startsWith("#") && !line.startsWith("\"") && !line.isBlank()) {
          addHistogram(line, stats);
        }
      }
      return new IntervalSnapshot(header.path("index").asInt(), header.path("start_epoch_ms").asLong(),
          header.path("end_epoch_ms").asLong(), header.path("length_ns").asLong(),
          header.path("end_offset_ns").asLong(), header.path("partial").asBoolean(), stats);
    }

    private boolean intervalOrEnd(String line) throws IOException {
      if (line.startsWith(INTERVAL)) {
        pendingInterval = json(line, INTERVAL);
      } else if (line.startsWith(END)) {
        end = json(line, END);
      } else {
        return false;
      }
      return true;
    }

    /** The next line, or null at the end; a line that is not ASCII text is refused, naming it. */
    private String readLine() throws IOException {
      String line = lines.readLine();
      if (line == null) {
        return null;
      }
      lineNumber++;
      for (int i = 0; i < line.length(); i++) {
        char c = line.charAt(i);
        if (c > 0x7e || (c < 0x20 && c != '\t')) {
          throw problem(String.format("byte 0x%02x at column %d: not a histogram log line (the file is damaged)",
              (int) c, i + 1));
        }
      }
      return line;
    }

    /** The epoch milliseconds of a "#[StartTime: 1795879929.818 (seconds since epoch), ...]" line. */
    private long startTime(String line) throws SavedResultsException {
      String seconds = line.substring(START_TIME.length()).trim().split(" ", 2)[0];
      try {
        return new BigDecimal(seconds).movePointRight(3).longValue();
      } catch (NumberFormatException e) {
        throw problem("a start time that is not a number (" + seconds + ")");
      }
    }

    /** One "Tag=OP.series[@endpoint],start,length,max,base64" line, added to its operation and series. */
    private void addHistogram(String line, IntervalStats stats) throws IOException {
      if (!line.startsWith("Tag=")) {
        throw problem("a histogram without a tag");
      }
      String[] fields = line.substring(4).split(",");
      if (fields.length != 5) {
        throw problem("expected Tag=<op>.<series>,start,length,max,histogram");
      }
      Matcher tag = TAG.matcher(fields[0]);
      if (!tag.matches()) {
        throw problem("unknown tag " + fields[0]);
      }
      LinkBenchOp op = RecordedOps.ALL.stream().filter(each -> each.name().equals(tag.group(1))).findFirst()
          .orElse(null);
      LatencySeries series = LatencySeries.ofLabel(tag.group(2));
      int endpoint = tag.group(3) == null ? -1 : Integer.parseInt(tag.group(3));
      if (op == null || series == null || (endpoint >= 0 && !EndpointStats.SERIES.contains(series))) {
        throw problem("unknown tag " + fields[0]);
      }
      try {
        Histogram histogram = Histogram.decodeFromCompressedByteBuffer(
            ByteBuffer.wrap(Base64.getDecoder().decode(fields[4])), 0);
        (endpoint >= 0 ? stats.endpoint(endpoint).series(op, series) : stats.operation(op).series(series))
            .add(histogram);
      } catch (DataFormatException | RuntimeException e) {
        throw problem("a histogram that does not decode (" + e.getMessage() + ")");
      }
    }

    private JsonNode json(String line, String prefix) throws IOException {
      try {
        return mapper.readTree(line.substring(prefix.length()));
      } catch (IOException e) {
        throw problem("malformed JSON (" + e.getMessage().lines().findFirst().orElse("") + ")");
      }
    }

    private SavedResultsException problem(String what) {
      return new SavedResultsException(file + " line " + lineNumber + ": " + what);
    }

    @Override
    public void close() throws IOException {
      lines.close();
    }
  }
}
