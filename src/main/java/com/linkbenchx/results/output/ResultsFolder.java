package com.linkbenchx.results.output;

import com.linkbenchx.results.ResultsExporter;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The layout of one phase's results folder, and the exporters that write it. calibration.json is
 * there only when {@code calibrate = true}; report.html is drawn from the other files.
 */
public final class ResultsFolder {
  public static final String SUMMARY = "summary.json";
  public static final String INTERVALS = "intervals.jsonl";
  public static final String HISTOGRAMS = "histograms.hlog";
  public static final String CSV_STREAM = "csvstream.csv";
  public static final String CSV_STATS = "csvstats.csv";
  public static final String CONFIGURATION = "configuration.properties";
  public static final String REPORT = "report.html";
  public static final String CALIBRATION = "calibration.json";
  /** The files that hold results: what {@code report} and {@code merge} read, never to be written over. */
  public static final List<String> READ = List.of(SUMMARY, INTERVALS, HISTOGRAMS, CSV_STREAM, CSV_STATS,
      CONFIGURATION, CALIBRATION);

  private ResultsFolder() {
  }

  /** The exporters that fill {@code folder}, which must exist; {@code report} draws report.html last. */
  public static List<ResultsExporter> exporters(Path folder, ResultsExporter report) throws IOException {
    Path stream = folder.resolve(CSV_STREAM);
    Path stats = folder.resolve(CSV_STATS);
    Path histograms = folder.resolve(HISTOGRAMS);
    return List.of(
        new ConfigurationExporter(folder.resolve(CONFIGURATION)),
        new CsvStreamExporter(Files.newBufferedWriter(stream, StandardCharsets.UTF_8), true, true, stream.toString()),
        new PhaseHistogramLog.Writer(new PrintStream(new BufferedOutputStream(Files.newOutputStream(histograms)), false,
            StandardCharsets.US_ASCII), true, histograms.toString()),
        new IntervalsJsonExporter(folder.resolve(INTERVALS)),
        new CsvStatsExporter(Files.newBufferedWriter(stats, StandardCharsets.UTF_8), true, stats.toString(),
            new AtomicBoolean()),
        new SummaryJsonExporter(folder.resolve(SUMMARY)),
        new CalibrationJsonExporter(folder.resolve(CALIBRATION)),
        report);
  }

  /** Creates {@code parent/name}, or {@code name-2}, {@code -3}... when taken (two processes started in one second). */
  public static Path createUnique(Path parent, String name) throws IOException {
    Files.createDirectories(parent);
    for (int attempt = 1;; attempt++) {
      Path candidate = parent.resolve(attempt == 1 ? name : name + "-" + attempt);
      try {
        return Files.createDirectory(candidate);
      } catch (FileAlreadyExistsException taken) {
        if (attempt >= 1000) {
          throw taken;
        }
      }
    }
  }
}
