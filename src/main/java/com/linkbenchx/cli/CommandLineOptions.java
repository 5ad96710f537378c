package com.linkbenchx.cli;

import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.GeneralKeys;
import com.linkbenchx.load.LoadKeys;
import com.linkbenchx.request.RequestKeys;
import com.linkbenchx.store.StoreKeys;
import com.linkbenchx.store.connection.ConnectionKeys;
import com.linkbenchx.workload.WorkloadKeys;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.cli.HelpFormatter;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;

/** LinkBench's options, plus this project's additions, the usage text and the {@code -D} overrides. */
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
  static final String HELP = "h";
  static final String RESULTS = "results";

  private static final int WIDTH = 74;
  private static final String POINTER = "Every configuration key, its default and allowed values: docs/CONFIG.md;"
      + " exit statuses: docs/EXIT_CODES.md (in the installation directory).";
  /** The keys a first run is most likely to set, listed by --help. */
  private static final List<ConfigKey<?>> MAIN_KEYS = List.of(StoreKeys.LINK_STORE, StoreKeys.DBID,
      WorkloadKeys.MAX_ID1, LoadKeys.LOADERS, LoadKeys.LOAD_EXISTING, RequestKeys.REQUESTERS, RequestKeys.REQUEST_RATE,
      RequestKeys.MAX_TIME, RequestKeys.WARMUP_TIME, ConnectionKeys.HOST, ConnectionKeys.PORT, ConnectionKeys.USER,
      ConnectionKeys.PASSWORD, GeneralKeys.DEBUG_LEVEL, GeneralKeys.STRICT_KEYS);

  private CommandLineOptions() {
  }

  static Options build() {
    Options options = new Options();
    options.addOption(Option.builder(CONFIG).hasArg().argName("file").desc("Linkbench config file").build());
    options.addOption(Option.builder(PROPERTY).argName("property=value").hasArg()
        .desc("Override a config setting").build());
    options.addOption(Option.builder(LOG_FILE).hasArg().argName("file").desc("Log to this file").build());
    options.addOption(Option.builder(LOAD).desc("Execute loading stage of benchmark").build());
    options.addOption(Option.builder(REQUEST).desc("Execute request stage of benchmark").build());
    options.addOption(Option.builder(CSV_STATS).longOpt(CSV_STATS).hasArg().argName("file")
        .desc("CSV stats output").build());
    options.addOption(Option.builder(CSV_STREAM).longOpt(CSV_STREAM).hasArg().argName("file")
        .desc("CSV streaming stats output").build());
    options.addOption(Option.builder().longOpt(HDR_LOG).hasArg().argName("file")
        .desc("HdrHistogram interval log output, with the counters").build());
    options.addOption(Option.builder().longOpt(RESULTS).hasArg().argName("dir")
        .desc("Results folder (summary.json, intervals, histograms, csv); default"
            + " results/<start time>-<phase>/, 'none' for no folder")
        .build());
    options.addOption(Option.builder().longOpt(VERIFY)
        .desc("Check the loaded database: node ids, and the count table against the visible links").build());
    options.addOption(Option.builder(HELP).longOpt("help").desc("Print this text and the main keys").build());
    return options;
  }

  /** LinkBench's usage text, followed by where the keys and exit statuses are documented. */
  static void printUsage(Options options) {
    PrintWriter out = stdout();
    printOptions(out, options);
    new HelpFormatter().printWrapped(out, WIDTH, POINTER);
    out.flush();
  }

  /** {@code --help}: the usage, the main keys with one line each, and where everything is documented. */
  static void printHelp(Options options) {
    PrintWriter out = stdout();
    printOptions(out, options);
    out.println();
    out.println("Main configuration keys (set them in the -c file or with -D key=value):");
    HelpFormatter formatter = new HelpFormatter();
    int nameWidth = MAIN_KEYS.stream().mapToInt(key -> key.name().length()).max().orElse(0) + 2;
    for (ConfigKey<?> key : MAIN_KEYS) {
      String first = " " + key.name() + " ".repeat(nameWidth - key.name().length());
      formatter.printWrapped(out, WIDTH, first.length(), first + key.doc());
    }
    out.println();
    formatter.printWrapped(out, WIDTH, POINTER);
    out.flush();
  }

  private static void printOptions(PrintWriter out, Options options) {
    HelpFormatter formatter = new HelpFormatter();
    formatter.setWidth(WIDTH);
    formatter.printHelp(out, WIDTH, "linkbench", null, options, formatter.getLeftPadding(),
        formatter.getDescPadding(), "Also: linkbench merge DIR... -o DIR (merges the results folders of runs made"
            + " side by side); linkbench report DIR... [-o FILE] (report.html from results folders, several"
            + " overlaid)",
        true);
  }

  /** The usage text of a command after {@code linkbench} ({@code merge}, {@code report}). */
  static void printCommandUsage(Options options, String syntax, String header) {
    PrintWriter out = stdout();
    HelpFormatter formatter = new HelpFormatter();
    formatter.printHelp(out, WIDTH, syntax, header, options, formatter.getLeftPadding(), formatter.getDescPadding(),
        null, false);
    out.flush();
  }

  /**
   * {@code args} with every attached {@code -Dkey=value} split into {@code -D} and {@code key=value}, so that the
   * parser sees one form only. A token that is the value of the option before it is left alone.
   */
  static String[] detachProperties(String[] args, Options options) {
    String attached = "-" + PROPERTY;
    List<String> split = new ArrayList<>();
    boolean isValue = false;
    for (String arg : args) {
      if (!isValue && arg.startsWith(attached) && arg.length() > attached.length()) {
        split.add(attached);
        split.add(arg.substring(attached.length()));
        continue;
      }
      split.add(arg);
      String name = arg.startsWith("--") ? arg.substring(2) : arg.startsWith("-") ? arg.substring(1) : null;
      isValue = !isValue && name != null && options.hasOption(name) && options.getOption(name).hasArg();
    }
    return split.toArray(String[]::new);
  }

  /**
   * The {@code -D key=value} overrides. The value is everything after the first {@code =} and may be empty; a later
   * {@code -D} for the same key wins. A {@code -D} without {@code =}, or with nothing before it, is refused: LinkBench
   * took {@code -D foo} as {@code foo=true}, which turned a forgotten value into a silently different run.
   *
   * @throws ConfigError naming the malformed {@code -D} argument
   */
  static Map<String, String> overrides(Option[] parsed) {
    Map<String, String> overrides = new TreeMap<>();
    for (Option option : parsed) {
      if (!PROPERTY.equals(option.getOpt())) {
        continue;
      }
      String written = option.getValue() == null ? "" : option.getValue();
      int equals = written.indexOf('=');
      if (equals < 0) {
        throw new ConfigError("Expected -D key=value, but was '-D " + written + "' (no '=')");
      }
      if (written.substring(0, equals).isBlank()) {
        throw new ConfigError("Expected -D key=value, but was '-D " + written + "' (no key before '=')");
      }
      overrides.put(written.substring(0, equals), written.substring(equals + 1));
    }
    return overrides;
  }

  private static PrintWriter stdout() {
    return new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
  }
}
