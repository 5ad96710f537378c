package com.linkbenchx.results.saved;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.EndpointStats;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.RecordedOps;
import com.linkbenchx.results.export.CountersJson;
import com.linkbenchx.results.export.HdrLogExporter;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * Reads back one phase's histogram log as written by {@link HdrLogExporter}: the {@code #run}
 * metadata, then one interval at a time (its {@code #interval} counters with the tagged histograms
 * that follow), then the {@code #end} line. Intervals are rebuilt exactly; only one is held at a
 * time, so a long run reads in little memory.
 */
public final class HistogramLogReader implements Closeable {
  private final Path file;
  private final BufferedReader lines;
  private final ObjectMapper mapper = new ObjectMapper();
  private JsonNode run;
  private JsonNode end;
  private JsonNode pendingInterval;
  private int lineNumber;
  private long startEpochMillis = -1;
  private static final String START_TIME = "#[StartTime:";

  public HistogramLogReader(Path file) throws IOException {
    this.file = file;
    // Read byte for byte (Latin-1 cannot fail to decode), so a stray byte is found on its own line.
    this.lines = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1);
    readUntilInterval();
    if (lineNumber == 0) {
      throw new SavedResultsException(file + " is empty: nothing was written to it (a full disk, or the run stopped"
          + " before its first interval)");
    }
    if (run == null) {
      throw problem("no " + HdrLogExporter.RUN.trim() + " line: not a histogram log written by this driver");
    }
  }

  /** The {@code #run} metadata (as in summary.json's tool, run, workload, store, configuration). */
  public JsonNode run() {
    return run;
  }

  /** The next interval, or null after the last one. */
  public IntervalSnapshot next() throws IOException {
    if (pendingInterval == null) {
      return null;
    }
    JsonNode header = pendingInterval;
    IntervalStats stats = new IntervalStats();
    try {
      CountersJson.addTo(header, stats);
    } catch (RuntimeException e) {
      throw problem("interval counters that do not read (" + e.getMessage() + ")");
    }
    pendingInterval = null;
    String line;
    while ((line = readLine()) != null) {
      if (line.startsWith(HdrLogExporter.INTERVAL)) {
        pendingInterval = json(line.substring(HdrLogExporter.INTERVAL.length()));
        break;
      }
      if (line.startsWith(HdrLogExporter.END)) {
        end = json(line.substring(HdrLogExporter.END.length()));
        break;
      }
      if (line.startsWith(HdrLogExporter.RUN)) {
        throw problem("a second phase starts here; read each phase's results folder instead");
      }
      if (!line.startsWith("#") && !line.startsWith("\"") && !line.isBlank()) {
        addHistogram(line, stats);
      }
    }
    return new IntervalSnapshot(header.path("index").asInt(), header.path("start_epoch_ms").asLong(),
        header.path("end_epoch_ms").asLong(), header.path("length_ns").asLong(),
        header.path("end_offset_ns").asLong(), header.path("partial").asBoolean(), stats);
  }

  /** The phase start from the log's StartTime line (epoch ms), or -1 when it has none. */
  public long startEpochMillis() {
    return startEpochMillis;
  }

  /** The {@code #end} line, once every interval has been read; null if the log was cut short. */
  public JsonNode end() {
    return end;
  }

  private void readUntilInterval() throws IOException {
    String line;
    while ((line = readLine()) != null) {
      if (line.startsWith(START_TIME)) {
        startEpochMillis = startTime(line);
      } else if (line.startsWith(HdrLogExporter.RUN)) {
        run = json(line.substring(HdrLogExporter.RUN.length()));
      } else if (line.startsWith(HdrLogExporter.INTERVAL)) {
        pendingInterval = json(line.substring(HdrLogExporter.INTERVAL.length()));
        return;
      } else if (line.startsWith(HdrLogExporter.END)) {
        end = json(line.substring(HdrLogExporter.END.length()));
        return;
      }
    }
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

  /** One "[Tag=OP.series,]start,length,max,base64" line, added to its operation and series. */
  private void addHistogram(String line, IntervalStats stats) throws IOException {
    if (!line.startsWith("Tag=")) {
      throw problem("a histogram without a tag");
    }
    String[] fields = line.substring(4).split(",");
    if (fields.length != 5) {
      throw problem("expected Tag=<op>.<series>,start,length,max,histogram");
    }
    String tag = fields[0];
    int endpoint = -1;
    int at = tag.indexOf(HdrLogExporter.ENDPOINT);
    if (at >= 0) {
      endpoint = endpointNumber(tag.substring(at + 1));
      tag = tag.substring(0, at);
    }
    int dot = tag.indexOf('.');
    LinkBenchOp op = dot < 0 ? null : operation(tag.substring(0, dot));
    LatencySeries series = dot < 0 ? null : LatencySeries.ofLabel(tag.substring(dot + 1));
    if (op == null || series == null || !RecordedOps.isRecorded(op)
        || (at >= 0 && (endpoint < 0 || !List.of(EndpointStats.SERIES).contains(series)))) {
      throw problem("unknown tag " + fields[0]);
    }
    try {
      Histogram histogram = Histogram.decodeFromCompressedByteBuffer(
          ByteBuffer.wrap(Base64.getDecoder().decode(fields[4])), 0);
      if (endpoint >= 0) {
        stats.endpoint(endpoint).series(op, series).add(histogram);
      } else {
        stats.operation(op).series(series).add(histogram);
      }
    } catch (DataFormatException | RuntimeException e) {
      throw problem("a histogram that does not decode (" + e.getMessage() + ")");
    }
  }

  /** The endpoint number after '@', or -1 when it is not one. */
  private static int endpointNumber(String text) {
    if (text.isEmpty() || text.length() > 4 || !text.chars().allMatch(Character::isDigit)) {
      return -1;
    }
    return Integer.parseInt(text);
  }

  private static LinkBenchOp operation(String name) {
    try {
      return LinkBenchOp.valueOf(name);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private JsonNode json(String text) throws IOException {
    try {
      return mapper.readTree(text);
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
