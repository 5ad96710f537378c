package com.linkbenchx.results.output;

import com.linkbenchx.model.Phase;
import com.linkbenchx.results.OutputFailures;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.PhaseOutputs;
import com.linkbenchx.results.ProcessInfo;
import com.linkbenchx.results.ProcessOutcome;
import com.linkbenchx.results.ResultsExporter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The outputs the command line asked for, for every phase of the run: the log lines, the files of
 * {@code --csvstream}, {@code --csvstats} and {@code --hdrlog} (shared by the phases, created when
 * the first starts), and a results folder per phase unless {@code --results none}.
 */
public final class OutputPlan {
  private final ProcessInfo run;
  private final OutputFile csvStream;
  private final OutputFile csvStats;
  private final OutputFile hdrLog;
  private final ResultsLocation results;
  private final Function<Path, ResultsExporter> folderReport;
  private final OutputFailures failures;
  private final List<PhaseOutputs> opened = new ArrayList<>();
  private final List<FolderExporter> folders = new ArrayList<>();
  private boolean csvStreamHeaderWritten;
  private final AtomicBoolean csvStatsHeaderWritten = new AtomicBoolean();

  /** The files and {@code results} are null when not asked for; {@code folderReport} draws report.html. */
  public OutputPlan(ProcessInfo run, OutputFile csvStream, OutputFile csvStats, OutputFile hdrLog,
      ResultsLocation results, Function<Path, ResultsExporter> folderReport, OutputFailures failures) {
    this.run = run;
    this.csvStream = csvStream;
    this.csvStats = csvStats;
    this.hdrLog = hdrLog;
    this.results = results;
    this.folderReport = folderReport;
    this.failures = failures;
  }

  public ProcessInfo run() {
    return run;
  }

  public OutputFailures failures() {
    return failures;
  }

  /** The outputs of one phase; kept until {@link #finish}. */
  public PhaseOutputs open(PhaseMetadata metadata, PhaseLog log) {
    List<ResultsExporter> exporters = new ArrayList<>();
    boolean load = metadata.phase() == Phase.LOAD;
    exporters.add(load ? new LoadLogExporter(log) : new RequestLogExporter(log, metadata.workload().headline()));
    if (csvStream != null) {
      exporters.add(new OnBeginExporter(() -> csvStreamExporter(load), csvStream.describe()));
    }
    if (csvStats != null) {
      exporters.add(new OnBeginExporter(
          () -> new CsvStatsExporter(csvStats.writer(), false, csvStats.name(), csvStatsHeaderWritten),
          csvStats.describe()));
    }
    if (hdrLog != null) {
      exporters.add(new OnBeginExporter(() -> new PhaseHistogramLog.Writer(hdrLog.stream(), false, hdrLog.name()),
          hdrLog.describe()));
    }
    if (results != null) {
      FolderExporter folder = new FolderExporter(results, folderReport, failures);
      folders.add(folder);
      exporters.add(folder);
    }
    PhaseOutputs outputs = new PhaseOutputs(metadata, exporters, failures, null);
    opened.add(outputs);
    return outputs;
  }

  /**
   * The {@code --csvstream} file starts with LinkBenchX's header whichever phase begins first (scripts
   * expect it, load runs included); its rows are the request phase's.
   */
  private ResultsExporter csvStreamExporter(boolean load) throws IOException {
    boolean header = !csvStreamHeaderWritten;
    csvStreamHeaderWritten = true;
    if (load) {
      return new CsvFile(csvStream.writer(), false, csvStream.describe()) {
        @Override
        public void begin(PhaseMetadata metadata, long startEpochMillis) throws IOException {
          if (header) {
            writeLines(List.of(IntervalReport.CSV_STREAM_HEADER));
          }
        }
      };
    }
    return new CsvStreamExporter(csvStream.writer(), header, false, csvStream.name());
  }

  /** Ends every phase's outputs with the exit status, closes all files, and returns the results folders. */
  public List<Path> finish(int exitStatus) {
    ProcessOutcome outcome = new ProcessOutcome(exitStatus, System.currentTimeMillis());
    for (PhaseOutputs outputs : opened) {
      outputs.finish(outcome);
      outputs.close();
    }
    Stream.of(csvStream, csvStats, hdrLog).filter(Objects::nonNull).forEach(this::close);
    return folders.stream().map(FolderExporter::folder).filter(Objects::nonNull).toList();
  }

  private void close(OutputFile file) {
    try {
      file.close();
    } catch (IOException e) {
      failures.add(file.describe(), "Could not write " + file.describe() + ": " + e.getMessage());
    }
  }
}
