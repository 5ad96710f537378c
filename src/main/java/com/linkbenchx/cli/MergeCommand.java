package com.linkbenchx.cli;

import com.linkbenchx.config.Logs;
import com.linkbenchx.config.Printable;
import com.linkbenchx.report.HtmlReport;
import com.linkbenchx.report.ResultsMerge;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.PhaseOutputs;
import com.linkbenchx.results.output.OutputTarget;
import com.linkbenchx.results.output.ResultsFolder;
import com.linkbenchx.results.output.ResultsLocation;
import com.linkbenchx.results.output.SavedResultsException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/**
 * {@code linkbench merge DIR... -o DIR}: the results folders of driver processes that ran the same
 * phase at the same time, merged exactly into one results folder (see {@link ResultsMerge}).
 */
final class MergeCommand {
  static final String NAME = "merge";
  private static final String OUTPUT = "o";

  private MergeCommand() {
  }

  static int run(String[] args) {
    Options options = new Options();
    options.addOption(Option.builder(OUTPUT).longOpt("output").hasArg().argName("dir")
        .desc("Results folder to create for the merged results (new or empty)").build());
    CommandLine cmd;
    try {
      cmd = new DefaultParser().parse(options, args);
    } catch (ParseException e) {
      return usage(options, e.getMessage());
    }
    if (!cmd.hasOption(OUTPUT)) {
      return usage(options, "Missing the merged results folder: -o DIR");
    }
    List<Path> inputs = cmd.getArgList().stream().map(Path::of).toList();
    if (inputs.isEmpty()) {
      return usage(options, "No results folders to merge");
    }
    Path output = Path.of(cmd.getOptionValue(OUTPUT));
    try {
      String[] commandLine = Stream.concat(Stream.of(NAME), Arrays.stream(args)).toArray(String[]::new);
      ResultsMerge merge = ResultsMerge.of(inputs, RunDescription.of(commandLine));
      merge.warnings().forEach(warning -> System.err.println("Warning: " + warning));
      // A merged folder inside one it reads would add a folder to that run's results.
      Path outputIdentity = OutputTarget.identityOf(output);
      for (Path input : inputs) {
        if (outputIdentity.startsWith(OutputTarget.identityOf(input))) {
          System.err.println(Printable.line("Could not use folder " + output + " for writing (-o): it is inside"
              + " results folder " + input + ", which this command reads; write the merged folder elsewhere"));
          return ExitCode.USAGE;
        }
      }
      ResultsLocation.exactly(new OutputOptions().folder("-o", output.toString()).path(), false);
      PhaseOutputs outputs =
          new PhaseOutputs(merge.metadata(), ResultsFolder.exporters(output, HtmlReport.exporter(output)),
              PhaseLog.of(Logs.logger()));
      try {
        merge.writeTo(outputs);
      } finally {
        outputs.close();
      }
      if (!outputs.failures().isEmpty()) {
        return ExitCode.RUN_FAILED;
      }
      System.out.println("Merged " + inputs.size() + " results folders into " + output);
      return ExitCode.OK;
    } catch (SavedResultsException e) {
      System.err.println("Cannot merge: " + e.getMessage());
      return ExitCode.USAGE;
    } catch (OutputTarget.Refused e) {
      System.err.println(e.getMessage());
      return ExitCode.USAGE;
    } catch (IOException e) {
      System.err.println("Could not write merged results folder " + output + ": " + e.getMessage());
      return ExitCode.USAGE;
    }
  }

  private static int usage(Options options, String message) {
    System.err.println(message);
    CommandLineOptions.printCommandUsage(options, "linkbench merge DIR... -o DIR",
        "Merges the results folders of processes that ran the same phase at the same time.");
    return ExitCode.USAGE;
  }
}
