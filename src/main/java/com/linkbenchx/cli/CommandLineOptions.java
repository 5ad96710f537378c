package com.linkbenchx.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.apache.commons.cli.HelpFormatter;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;

/** LinkBench's options (SPEC Part II §1.2), plus this project's additions, and the usage text. */
final class CommandLineOptions {
  static final String CONFIG = "c";
  static final String PROPERTY = "D";
  static final String LOG_FILE = "L";
  static final String LOAD = "l";
  static final String REQUEST = "r";
  static final String CSV_STATS = "csvstats";
  static final String CSV_STREAM = "csvstream";
  static final String HDR_LOG = "hdrlog";
  static final String VERIFY = "verify";

  private CommandLineOptions() {
  }

  static Options build() {
    Options options = new Options();
    options.addOption(Option.builder(CONFIG).hasArg().argName("file").desc("Linkbench config file").build());
    options.addOption(Option.builder(PROPERTY).argName("property=value").numberOfArgs(2).valueSeparator('=')
        .desc("Override a config setting").build());
    options.addOption(Option.builder(LOG_FILE).hasArg().argName("file").desc("Log to this file").build());
    options.addOption(Option.builder(LOAD).desc("Execute loading stage of benchmark").build());
    options.addOption(Option.builder(REQUEST).desc("Execute request stage of benchmark").build());
    options.addOption(Option.builder(CSV_STATS).longOpt(CSV_STATS).hasArg().argName("file")
        .desc("CSV stats output").build());
    options.addOption(Option.builder(CSV_STREAM).longOpt(CSV_STREAM).hasArg().argName("file")
        .desc("CSV streaming stats output").build());
    options.addOption(Option.builder().longOpt(HDR_LOG).hasArg().argName("file")
        .desc("HdrHistogram interval log output (request phase)").build());
    options.addOption(Option.builder().longOpt(VERIFY)
        .desc("Check the loaded database: node ids, and the count table against the visible links").build());
    return options;
  }

  static void printUsage(Options options) {
    HelpFormatter formatter = new HelpFormatter();
    formatter.setWidth(74);
    PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8));
    formatter.printHelp(out, 74, "linkbench", null, options, formatter.getLeftPadding(),
        formatter.getDescPadding(), null, true);
    out.flush();
  }
}
