package com.linkbenchx.cli;

import com.linkbenchx.config.Logs;
import com.linkbenchx.config.Printable;
import com.linkbenchx.report.HtmlReport;
import com.linkbenchx.report.ResultsMerge;
import com.linkbenchx.report.SavedPhase;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.PhaseOutputs;
import com.linkbenchx.results.output.OutputTarget;
import com.linkbenchx.results.output.ResultsFolder;
import com.linkbenchx.results.output.ResultsLocation;
import com.linkbenchx.results.output.SavedResultsException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/**
 * The commands on saved results folders: {@code merge} (the folders of driver processes that ran side by side, merged
 * exactly into one: see {@link ResultsMerge}) and {@code report} (report.html drawn again, several folders overlaid in
 * one; a folder holding phase folders, a run's {@code --results DIR} with both phases, stands for all of them).
 */
final class ResultsCommands {
  static final String MERGE = "merge";
  static final String REPORT = "report";
  private static final String OUTPUT = "o";

  private ResultsCommands() {
  }

  static int merge(String[] args) {
    Options options = new Options().addOption(Option.builder(OUTPUT).longOpt("output").hasArg().argName("dir")
        .desc("Results folder to create for the merged results (new or empty)").build());
    CommandLine cmd;
    try {
      cmd = new DefaultParser().parse(options, args);
    } catch (ParseException e) {
      return mergeUsage(options, e.getMessage());
    }
    if (!cmd.hasOption(OUTPUT)) {
      return mergeUsage(options, "Missing the merged results folder: -o DIR");
    }
    List<Path> inputs = cmd.getArgList().stream().map(Path::of).toList();
    if (inputs.isEmpty()) {
      return mergeUsage(options, "No results folders to merge");
    }
    Path output = Path.of(cmd.getOptionValue(OUTPUT));
    try {
      String[] commandLine = Stream.concat(Stream.of(MERGE), Arrays.stream(args)).toArray(String[]::new);
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

  static int report(String[] args) {
    Options options = new Options().addOption(Option.builder(OUTPUT).longOpt("output").hasArg().argName("file")
        .desc("The HTML file to write; default: report.html in the folder (one folder) or in the working directory"
            + " (several)")
        .build());
    CommandLine cmd;
    try {
      cmd = new DefaultParser().parse(options, args);
    } catch (ParseException e) {
      return reportUsage(options, e.getMessage());
    }
    if (cmd.getArgList().isEmpty()) {
      return reportUsage(options, "No results folders to report on");
    }
    List<SavedPhase> phases = new ArrayList<>();
    OutputTarget target;
    try {
      for (String folder : cmd.getArgList()) {
        for (Path phase : phaseFolders(Path.of(folder))) {
          SavedPhase saved = SavedPhase.read(phase);
          if (!saved.finished()) {
            System.err.println("Warning: " + phase + " " + saved.summaryJson().path("run").path("end_reason").asText());
          }
          phases.add(saved);
        }
      }
      target = output(cmd, phases);
    } catch (SavedResultsException e) {
      System.err.println("Cannot report: " + e.getMessage());
      return ExitCode.USAGE;
    } catch (IOException e) {
      System.err.println("Cannot report: could not read " + e.getMessage());
      return ExitCode.USAGE;
    } catch (OutputTarget.Refused e) {
      System.err.println(e.getMessage());
      return ExitCode.USAGE;
    }
    try {
      HtmlReport.write(phases, target.path());
    } catch (SavedResultsException e) {
      System.err.println("Cannot report: " + e.getMessage());
      return ExitCode.USAGE;
    } catch (IOException e) {
      System.err.println("Could not write report " + target.name() + ": " + e.getMessage());
      return ExitCode.OUTPUT_FAILED;
    }
    System.out.println("Report of " + phases.size() + (phases.size() == 1 ? " phase" : " phases") + " written to "
        + target.name());
    return ExitCode.OK;
  }

  /** {@code -o}, or report.html in the one folder or the working directory; never a file of a folder being read. */
  private static OutputTarget output(CommandLine cmd, List<SavedPhase> phases) throws OutputTarget.Refused {
    OutputOptions targets = new OutputOptions();
    for (SavedPhase phase : phases) {
      for (String file : ResultsFolder.READ) {
        targets.input(phase.folder().resolve(file), file + " of results folder " + phase.folder());
      }
    }
    String name = cmd.hasOption(OUTPUT) ? cmd.getOptionValue(OUTPUT) : phases.size() == 1
        ? phases.get(0).folder().resolve(ResultsFolder.REPORT).toString() : ResultsFolder.REPORT;
    return targets.file("-o", name);
  }

  /** The folder itself when it holds results, else the phase folders inside it. */
  private static List<Path> phaseFolders(Path folder) throws IOException {
    if (holdsResults(folder) || !Files.isDirectory(folder)) {
      return List.of(folder);
    }
    try (Stream<Path> children = Files.list(folder)) {
      List<Path> phases = children.filter(ResultsCommands::holdsResults).sorted().toList();
      // None: the folder itself is read, and refused as no results folder.
      return phases.isEmpty() ? List.of(folder) : phases;
    }
  }

  /** A phase's folder: summary.json, or the histogram log of a phase that did not finish. */
  private static boolean holdsResults(Path folder) {
    return Files.isRegularFile(folder.resolve(ResultsFolder.SUMMARY))
        || Files.isRegularFile(folder.resolve(ResultsFolder.HISTOGRAMS));
  }

  private static int mergeUsage(Options options, String message) {
    System.err.println(message);
    CommandLineOptions.printCommandUsage(options, "linkbench merge DIR... -o DIR",
        "Merges the results folders of processes that ran the same phase at the same time.");
    return ExitCode.USAGE;
  }

  private static int reportUsage(Options options, String message) {
    System.err.println(message);
    CommandLineOptions.printCommandUsage(options, "linkbench report DIR... [-o FILE]",
        "Draws report.html from saved results folders; several are overlaid in one report.");
    return ExitCode.USAGE;
  }
}
