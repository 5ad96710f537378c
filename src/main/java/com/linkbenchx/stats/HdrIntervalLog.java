package com.linkbenchx.stats;

import com.linkbenchx.workload.LinkBenchOp;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * {@code --hdrlog}: HdrHistogram's standard interval log, one tagged histogram per operation and
 * metric and interval ({@code ADD_LINK.response}, {@code ADD_LINK.service},
 * {@code ADD_LINK.queue_wait}, {@code ADD_LINK.failed_response}), values in microseconds, so a run
 * can be re-analysed or merged with HdrHistogram's own tools (HistogramLogProcessor,
 * HistogramLogReader).
 */
public final class HdrIntervalLog implements AutoCloseable {
  /** Microseconds recorded; the log's max column is in milliseconds. */
  private static final double MICROS_PER_MILLI = 1000.0;

  private final PrintStream stream;
  private final HistogramLogWriter writer;

  private HdrIntervalLog(PrintStream stream) {
    this.stream = stream;
    this.writer = new HistogramLogWriter(stream);
  }

  /** Creates (truncates) the log file; nothing is written until {@link #begin}. */
  public static HdrIntervalLog create(Path path) throws IOException {
    OutputStream file = new BufferedOutputStream(Files.newOutputStream(path));
    return new HdrIntervalLog(new PrintStream(file, false, java.nio.charset.StandardCharsets.US_ASCII));
  }

  /** Writes the header; interval times are then seconds since {@code startEpochMillis}. */
  public void begin(long startEpochMillis) {
    writer.outputLogFormatVersion();
    writer.outputComment("LinkBenchX request phase: latencies in microseconds, tags <OP>.<metric>");
    writer.outputStartTime(startEpochMillis);
    writer.setBaseTime(startEpochMillis);
    writer.outputBaseTime(startEpochMillis);
    writer.outputLegend();
    stream.flush();
  }

  /** Writes every non-empty histogram of one interval; times are seconds since the phase start. */
  public void write(RequestStats interval, double startSeconds, double endSeconds) {
    for (int i = 0; i < RequestStats.REQUEST_OP_COUNT; i++) {
      LinkBenchOp op = LinkBenchOp.values()[i];
      OperationStats stats = interval.operation(op);
      for (LatencyMetric metric : LatencyMetric.values()) {
        writeTagged(op.name() + "." + metric.label(), stats.successes(metric), startSeconds, endSeconds);
      }
      writeTagged(op.name() + ".failed_response", stats.failedResponse(), startSeconds, endSeconds);
    }
    stream.flush();
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

  /** True if writing failed at some point (PrintStream swallows I/O errors). */
  public boolean hadError() {
    return stream.checkError();
  }

  @Override
  public void close() {
    stream.close();
  }
}
