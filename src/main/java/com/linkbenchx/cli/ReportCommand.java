package com.linkbenchx.cli;

import com.linkbenchx.report.HtmlReport;
import com.linkbenchx.report.SavedPhase;
import com.linkbenchx.results.output.OutputTarget;
import com.linkbenchx.results.output.ResultsFolder;
import com.linkbenchx.results.output.SavedResultsException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/**
 * {@code linkbench report DIR... [-o FILE]}: report.html drawn again from saved results folders, several overlaid in
 * one. A folder holding phase folders (a run's {@code --results DIR} with both phases) stands for all of them.
 */
final class ReportCommand {
  static final String NAME = "report";
  private static final String OUTPUT = "o";

  private ReportCommand() {
  }

  static int run(String[] args) {
    Options options = new Options();
    options.addOption(Option.builder(OUTPUT).longOpt("output").hasArg().argName("file")
        .desc("The HTML file to write; default: report.html in the folder (one folder) or in the working"
            + " directory (several)")
        .build());
    CommandLine cmd;
    try {
      cmd = new DefaultParser().parse(options, args);
    } catch (ParseException e) {
      return usage(options, e.getMessage());
    }
    if (cmd.getArgList().isEmpty()) {
      return usage(options, "No results folders to report on");
    }
    List<SavedPhase> phases = new ArrayList<>();
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
    } catch (SavedResultsException e) {
      System.err.println("Cannot report: " + e.getMessage());
      return ExitCode.USAGE;
    } catch (IOException e) {
      System.err.println("Cannot report: could not read " + e.getMessage());
      return ExitCode.USAGE;
    }
    OutputTarget target;
    try {
      target = output(cmd, phases);
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
      List<Path> phases = children.filter(ReportCommand::holdsResults).sorted().toList();
      // None: the folder itself is read, and refused as no results folder.
      return phases.isEmpty() ? List.of(folder) : phases;
    }
  }

  /** A phase's folder: summary.json, or the histogram log of a phase that did not finish. */
  private static boolean holdsResults(Path folder) {
    return Files.isRegularFile(folder.resolve(ResultsFolder.SUMMARY))
        || Files.isRegularFile(folder.resolve(ResultsFolder.HISTOGRAMS));
  }

  private static int usage(Options options, String message) {
    System.err.println(message);
    CommandLineOptions.printCommandUsage(options, "linkbench report DIR... [-o FILE]",
        "Draws report.html from saved results folders; several are overlaid in one report.");
    return ExitCode.USAGE;
  }
}
