package com.linkbenchx.cli;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigFileError;
import com.linkbenchx.config.ConfigLoader;
import com.linkbenchx.config.Failures;
import com.linkbenchx.config.GeneralKeys;
import com.linkbenchx.config.Logs;
import com.linkbenchx.config.Printable;
import com.linkbenchx.driver.BuiltInKeys;
import com.linkbenchx.driver.LinkBenchDriver;
import com.linkbenchx.report.HtmlReport;
import com.linkbenchx.request.RequestPhaseException;
import com.linkbenchx.results.OutputFailures;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.output.OutputFile;
import com.linkbenchx.results.output.OutputPlan;
import com.linkbenchx.results.output.OutputTarget;
import com.linkbenchx.results.output.ResultsLocation;
import com.linkbenchx.store.StoreException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configurator;

/**
 * {@code bin/linkbench}: LinkBench's command line, processed in the original order with the original messages and exit
 * statuses; every failure is one line, never a stack trace unless {@code debuglevel} is DEBUG or finer.
 */
public final class Main {
  private static final String DEFAULT_CONFIG = "config/LinkConfigMysql.properties";
  /** How long a stopped run outside a phase may take to return by itself before it is left behind. */
  private static final long GRACE_NANOS = 1_000_000_000L;
  private static final long POLL_MILLIS = 50;

  private Main() {
  }

  public static void main(String[] args) {
    Failures.reserveHeap();
    int status;
    try {
      status = run(args, System.getenv("LINKBENCH_HOME"));
    } catch (OutOfMemoryError e) {
      // Thrown again while the first was reported or the outputs closed: the documented status, heap left or not.
      reportOutOfMemory("Run failed: ", e);
      status = ExitCode.RUN_FAILED;
    } catch (RuntimeException e) {
      // A bug that escaped every command's own handling: still one line, the stack trace at DEBUG.
      Logs.logger().error("Run failed: " + Failures.describe(e));
      Logs.logger().debug("Run failed", e);
      status = ExitCode.RUN_FAILED;
    }
    try {
      Configurator.shutdown((LoggerContext) LogManager.getContext(false));
    } catch (OutOfMemoryError e) {
      // The log is flushed line by line; only the status is left to give.
    }
    System.exit(status);
  }

  /** One error line for an OutOfMemoryError, from the line built at start-up when logging it fails too. */
  private static void reportOutOfMemory(String prefix, Throwable failure) {
    try {
      Logs.logger().error(prefix + Failures.describe(failure));
    } catch (OutOfMemoryError again) {
      Failures.printOutOfMemory(System.err, failure);
    }
  }

  /** Runs the command line and returns the exit status. */
  static int run(String[] args, String linkbenchHome) {
    LoggingSetup.configureEarly();
    if (args.length > 0 && args[0].equals(ResultsCommands.MERGE)) {
      return ResultsCommands.merge(Arrays.copyOfRange(args, 1, args.length));
    }
    if (args.length > 0 && args[0].equals(ResultsCommands.REPORT)) {
      return ResultsCommands.report(Arrays.copyOfRange(args, 1, args.length));
    }
    Options options = CommandLineOptions.build();
    CommandLine cmd;
    try {
      cmd = new DefaultParser().parse(options, CommandLineOptions.detachProperties(args, options));
    } catch (ParseException e) {
      return usageError(options, e.getMessage());
    }
    if (cmd.hasOption(CommandLineOptions.HELP)) {
      CommandLineOptions.printHelp(options);
      return ExitCode.OK;
    }
    String repeated = repeatedOption(options, cmd);
    if (repeated != null) {
      return usageError(options, repeated);
    }
    if (!cmd.getArgList().isEmpty()) {
      return usageError(options, "Invalid trailing arguments: " + String.join(" ", cmd.getArgList()));
    }
    Map<String, String> overrides;
    try {
      overrides = CommandLineOptions.overrides(cmd.getOptions());
    } catch (ConfigError e) {
      return configError(e);
    }

    Path home = validHome(linkbenchHome);
    Path configFile;
    if (cmd.hasOption(CommandLineOptions.CONFIG)) {
      configFile = configFile(cmd.getOptionValue(CommandLineOptions.CONFIG), home);
    } else if (home != null) {
      configFile = home.resolve(DEFAULT_CONFIG);
    } else {
      return usageError(options, "Config file not specified through command line argument and LINKBENCH_HOME"
          + " environment variable not set to valid directory");
    }

    OutputOptions targets = new OutputOptions();
    OutputFile csvStats;
    OutputFile csvStream;
    OutputFile hdrLog;
    try {
      csvStats = outputFile(targets, cmd, CommandLineOptions.CSV_STATS, "csvstats file");
      csvStream = outputFile(targets, cmd, CommandLineOptions.CSV_STREAM, "csvstream file");
      hdrLog = outputFile(targets, cmd, CommandLineOptions.HDR_LOG, "histogram log");
    } catch (OutputTarget.Refused e) {
      return usageError(options, e.getMessage());
    }
    boolean load = cmd.hasOption(CommandLineOptions.LOAD);
    boolean request = cmd.hasOption(CommandLineOptions.REQUEST);
    boolean verify = cmd.hasOption(CommandLineOptions.VERIFY);
    if (!load && !request && !verify) {
      return usageError(options, "Did not select benchmark mode");
    }
    Path logFile = null;
    ResultsLocation results;
    try {
      if (cmd.hasOption(CommandLineOptions.LOG_FILE)) {
        String name = cmd.getOptionValue(CommandLineOptions.LOG_FILE);
        logFile = targets.file("-L", name).path();
        if (!canAppend(logFile)) {
          return usageError(options, "Could not open file " + name + " for writing");
        }
      }
      results = load || request ? resultsLocation(targets, cmd.getOptionValue(CommandLineOptions.RESULTS),
          load && request) : null;
    } catch (OutputTarget.Refused e) {
      return usageError(options, e.getMessage());
    } catch (IOException e) {
      // The options were right: the line says what to change, the usage text would bury it.
      System.err.println("Could not create results folder " + Printable.line(e.getMessage())
          + " (choose another with --results DIR, or --results none)");
      return ExitCode.USAGE;
    }
    OutputPlan plan = new OutputPlan(RunDescription.of(args), csvStream, csvStats, hdrLog, results,
        HtmlReport::exporter, new OutputFailures(PhaseLog.of(Logs.logger())));
    return runBenchmark(configFile, home, overrides, logFile, load, request, verify, plan);
  }

  /**
   * An option other than {@code -D} given more than once (a second {@code -c}): the parser would keep the first and
   * silently ignore what was written last.
   */
  private static String repeatedOption(Options options, CommandLine cmd) {
    for (Option option : options.getOptions()) {
      if (!option.hasArg() || CommandLineOptions.PROPERTY.equals(option.getOpt())) {
        continue;
      }
      String[] values = cmd.getOptionValues(option.getOpt() != null ? option.getOpt() : option.getLongOpt());
      if (values != null && values.length > 1) {
        String spelled = option.getOpt() != null && !option.getOpt().equals(option.getLongOpt())
            ? "-" + option.getOpt() : "--" + option.getLongOpt();
        return "Option " + spelled + " given " + values.length + " times (" + String.join(", ", values)
            + "): give it once";
      }
    }
    return null;
  }

  /** The file named by the long {@code option}, checked but not yet created; null without the option. */
  private static OutputFile outputFile(OutputOptions targets, CommandLine cmd, String option, String role)
      throws OutputTarget.Refused {
    return cmd.hasOption(option) ? OutputFile.of(targets.file("--" + option, cmd.getOptionValue(option)), role) : null;
  }

  /** {@code --results}: "none", a folder, or by default dated folders under ./results. */
  private static ResultsLocation resultsLocation(OutputOptions targets, String value, boolean bothPhases)
      throws IOException, OutputTarget.Refused {
    if (value == null) {
      return ResultsLocation.dated(ResultsLocation.DEFAULT_PARENT);
    }
    if (value.equals("none")) {
      return null;
    }
    return ResultsLocation.exactly(targets.folder("--" + CommandLineOptions.RESULTS, value).path(), bothPhases);
  }

  private static int runBenchmark(Path configFile, Path home, Map<String, String> overrides, Path logFile,
      boolean load, boolean request, boolean verify, OutputPlan outputs) {
    Config config;
    Level level;
    try {
      config = new ConfigLoader(home).load(configFile, overrides);
      level = LoggingSetup.parseLevel(GeneralKeys.DEBUG_LEVEL.readOptional(config).orElse(null));
    } catch (ConfigFileError e) {
      System.err.println(e.getMessage());
      return ExitCode.USAGE;
    } catch (ConfigError e) {
      return configError(e);
    }
    OutputFailures failures = outputs.failures();
    LoggingSetup.configure(level, logFile, failures);
    Logger log = Logs.logger();
    // For a failure that escapes a thread's own handling: one line, the trace only at DEBUG, never the JVM's print.
    Thread.setDefaultUncaughtExceptionHandler((thread, failure) -> {
      if (Failures.seen(failure)) {
        reportOutOfMemory("Thread " + thread.getName() + " failed: ", failure);
        return;
      }
      log.error("Thread " + thread.getName() + " failed: " + Failures.describe(failure));
      log.debug("Thread " + thread.getName() + " failed", failure);
    });
    log.info("Config file: " + configFile);
    log.info("Workload config file: " + config.workloadFile());
    log.debug("Configuration: " + BuiltInKeys.everything().maskedView(config));

    int status = ExitCode.RUN_FAILED;
    try {
      LinkBenchDriver driver = new LinkBenchDriver(config, load, request, verify, outputs);
      failures.onFirstFailure(() -> {
        log.info("Stopping the run: its results can no longer be written in full");
        driver.requestStop("an output could not be written");
      });
      status = withOutputFailures(runDriver(driver, log), failures);
    } finally {
      // Every phase's outputs learn the exit status, then the files are closed.
      for (Path folder : outputs.finish(status)) {
        log.info("Results folder: " + folder);
      }
    }
    return withOutputFailures(status, failures);
  }

  /** An output that could not be written turns success into {@link ExitCode#OUTPUT_FAILED}; other statuses stay. */
  private static int withOutputFailures(int status, OutputFailures failures) {
    return failures.any() && status == ExitCode.OK ? ExitCode.OUTPUT_FAILED : status;
  }

  private static int runDriver(LinkBenchDriver driver, Logger log) {
    try {
      driver.prepare();
    } catch (ConfigError e) {
      return configError(e);
    }
    StopSignals signals = StopSignals.install(driver::requestStop);
    try {
      return switch (await(driver, log)) {
        case COMPLETED -> ExitCode.OK;
        case RUN_FAILED -> ExitCode.RUN_FAILED;
        case INCONSISTENT -> ExitCode.VERIFY_FAILED;
        // Without a signal, only an output that failed stops a run.
        case INTERRUPTED -> signals.received() ? signals.exitStatus() : ExitCode.OUTPUT_FAILED;
      };
    } catch (ConfigError e) {
      return configError(e);
    } catch (StoreException e) {
      log.error("Store error: " + Printable.line(e.getMessage()));
      log.debug("Store error", e);
      return ExitCode.STORE;
    } catch (RequestPhaseException e) {
      log.error(e.getMessage());
      log.debug("Request phase failed", e);
      return ExitCode.STORE;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return signals.exitStatus();
    } catch (OutOfMemoryError e) {
      reportOutOfMemory("Run failed: ", e);
      return ExitCode.RUN_FAILED;
    } catch (RuntimeException e) {
      log.error("Run failed: " + Failures.describe(e));
      log.debug("Run failed", e);
      return ExitCode.RUN_FAILED;
    } finally {
      signals.uninstall();
    }
  }

  /**
   * The run's outcome; whatever it throws is thrown here. It runs on a thread of its own, so that a stop is answered
   * even while it is blocked in a store call outside any phase (connecting to a silent server): nothing was measured,
   * so after a grace period it is left behind, as interrupted. A phase is always waited for: it stops by itself.
   */
  private static LinkBenchDriver.Outcome await(LinkBenchDriver driver, Logger log)
      throws StoreException, InterruptedException {
    FutureTask<LinkBenchDriver.Outcome> task = new FutureTask<>(driver::run);
    Thread thread = new Thread(task, "main"); // log lines keep naming the thread "main"
    thread.setDaemon(true); // a store call that never returns must not keep the JVM alive
    thread.start();
    long stoppedOutsideSince = 0;
    while (true) {
      try {
        return task.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
      } catch (TimeoutException running) {
        if (!driver.stoppedOutsidePhase()) {
          stoppedOutsideSince = 0;
        } else if (stoppedOutsideSince == 0) {
          stoppedOutsideSince = System.nanoTime();
        } else if (System.nanoTime() - stoppedOutsideSince >= GRACE_NANOS) {
          log.info("Stopped while " + driver.stage() + ": nothing was measured");
          return LinkBenchDriver.Outcome.INTERRUPTED;
        }
      } catch (ExecutionException failed) {
        throw rethrow(failed.getCause());
      }
    }
  }

  private static RuntimeException rethrow(Throwable cause) throws StoreException, InterruptedException {
    if (cause instanceof StoreException store) {
      throw store;
    }
    if (cause instanceof InterruptedException interrupted) {
      throw interrupted;
    }
    if (cause instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (cause instanceof Error error) {
      throw error;
    }
    return new IllegalStateException(cause);
  }

  private static int configError(ConfigError e) {
    // LinkBench's prefix and wording, without the Java class name it printed after the prefix.
    Logs.logger().debug("Configuration error", e); // shown only once debuglevel is read
    System.err.println("Configuration error: " + e.getMessage());
    return ExitCode.CONFIG;
  }

  private static int usageError(Options options, String message) {
    System.err.println(Printable.line(message));
    CommandLineOptions.printUsage(options);
    return ExitCode.USAGE;
  }

  private static Path validHome(String linkbenchHome) {
    if (linkbenchHome == null || linkbenchHome.isEmpty()) {
      return null;
    }
    Path home = Path.of(linkbenchHome);
    return Files.isDirectory(home) ? home.toAbsolutePath() : null;
  }

  /**
   * Where {@code -c} points: a relative path against the working directory, else against the installation directory
   * ({@code home}, null when unknown), so that {@code -c config/X.properties} works anywhere; else the path as given.
   */
  private static Path configFile(String name, Path home) {
    Path given = Path.of(name);
    if (given.isAbsolute() || Files.exists(given) || home == null) {
      return given;
    }
    Path installed = home.resolve(given);
    return Files.exists(installed) ? installed : given;
  }

  private static boolean canAppend(Path file) {
    try {
      Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND).close();
      return true;
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }
}
