package com.linkbenchx.cli;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigFileError;
import com.linkbenchx.config.ConfigLoader;
import com.linkbenchx.config.Logs;
import com.linkbenchx.driver.LinkBenchDriver;
import com.linkbenchx.request.RequestPhaseException;
import com.linkbenchx.stats.OutputFiles;
import com.linkbenchx.store.StoreException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.config.Configurator;

/**
 * {@code bin/linkbench}: LinkBench's command line (SPEC Part II §1), processed in the original
 * order with the original messages and exit statuses; every failure is one line, never a stack
 * trace unless {@code debuglevel} is DEBUG or finer.
 */
public final class Main {
  private static final String DEFAULT_CONFIG = "config/LinkConfigMysql.properties";

  private Main() {
  }

  public static void main(String[] args) {
    int status = run(args, System.getenv("LINKBENCH_HOME"));
    Configurator.shutdown((org.apache.logging.log4j.core.LoggerContext) org.apache.logging.log4j.LogManager.getContext(false));
    System.exit(status);
  }

  /** Runs the command line and returns the exit status. */
  static int run(String[] args, String linkbenchHome) {
    LoggingSetup.configureEarly();
    Options options = CommandLineOptions.build();
    CommandLine cmd;
    try {
      cmd = new DefaultParser().parse(options, args);
    } catch (ParseException e) {
      return usageError(options, e.getMessage());
    }
    List<String> trailing = cmd.getArgList();
    if (!trailing.isEmpty()) {
      StringBuilder message = new StringBuilder("Invalid trailing arguments:");
      trailing.forEach(arg -> message.append(' ').append(arg));
      return usageError(options, message.toString());
    }

    Path home = validHome(linkbenchHome);
    Path configFile;
    if (cmd.hasOption(CommandLineOptions.CONFIG)) {
      configFile = Path.of(cmd.getOptionValue(CommandLineOptions.CONFIG));
    } else if (home != null) {
      configFile = home.resolve(DEFAULT_CONFIG);
    } else {
      return usageError(options, "Config file not specified through command line argument and LINKBENCH_HOME"
          + " environment variable not set to valid directory");
    }

    PrintWriter csvStats = null;
    PrintWriter csvStream = null;
    try {
      if (cmd.hasOption(CommandLineOptions.CSV_STATS)) {
        csvStats = openForWriting(cmd.getOptionValue(CommandLineOptions.CSV_STATS));
        if (csvStats == null) {
          return usageError(options, "Could not open file " + cmd.getOptionValue(CommandLineOptions.CSV_STATS) + " for writing");
        }
      }
      if (cmd.hasOption(CommandLineOptions.CSV_STREAM)) {
        csvStream = openForWriting(cmd.getOptionValue(CommandLineOptions.CSV_STREAM));
        if (csvStream == null) {
          return usageError(options, "Could not open file " + cmd.getOptionValue(CommandLineOptions.CSV_STREAM) + " for writing");
        }
        csvStream.println(OutputFiles.CSV_STREAM_HEADER);
        csvStream.flush();
      }
      Path hdrLog = null;
      if (cmd.hasOption(CommandLineOptions.HDR_LOG)) {
        String name = cmd.getOptionValue(CommandLineOptions.HDR_LOG);
        PrintWriter probe = openForWriting(name);
        if (probe == null) {
          return usageError(options, "Could not open file " + name + " for writing");
        }
        probe.close();
        hdrLog = Path.of(name);
      }
      boolean load = cmd.hasOption(CommandLineOptions.LOAD);
      boolean request = cmd.hasOption(CommandLineOptions.REQUEST);
      boolean verify = cmd.hasOption(CommandLineOptions.VERIFY);
      if (!load && !request && !verify) {
        return usageError(options, "Did not select benchmark mode");
      }
      Path logFile = cmd.hasOption(CommandLineOptions.LOG_FILE) ? Path.of(cmd.getOptionValue(CommandLineOptions.LOG_FILE)) : null;
      if (logFile != null && !canAppend(logFile)) {
        return usageError(options, "Could not open file " + logFile + " for writing");
      }
      return runBenchmark(configFile, home, overrides(cmd), logFile, load, request, verify,
          new OutputFiles(csvStream, csvStats, hdrLog));
    } finally {
      if (csvStats != null) {
        csvStats.close();
      }
      if (csvStream != null) {
        csvStream.close();
      }
    }
  }

  private static int runBenchmark(Path configFile, Path home, Map<String, String> overrides, Path logFile,
      boolean load, boolean request, boolean verify, OutputFiles outputs) {
    Config config;
    Level level;
    try {
      config = new ConfigLoader(home).load(configFile, overrides);
      level = LoggingSetup.parseLevel(config.get("debuglevel").orElse(null));
    } catch (ConfigFileError e) {
      System.err.println(e.getMessage());
      return ExitCode.USAGE;
    } catch (ConfigError e) {
      return configError(e);
    }
    LoggingSetup.configure(level, logFile);
    Logger log = Logs.logger();
    boolean debug = level.isLessSpecificThan(Level.DEBUG);
    log.info("Config file: " + configFile);
    log.info("Workload config file: " + config.workloadFile());
    log.debug("Configuration: " + config.maskedView());

    LinkBenchDriver driver = new LinkBenchDriver(config, load, request, verify, outputs);
    try {
      driver.prepare();
    } catch (ConfigError e) {
      if (debug) {
        log.debug("Configuration error", e);
      }
      return configError(e);
    }
    StopSignals signals = StopSignals.install(driver::requestStop);
    try {
      LinkBenchDriver.Outcome outcome = driver.run();
      return switch (outcome) {
        case COMPLETED -> ExitCode.OK;
        case RUN_FAILED -> ExitCode.RUN_FAILED;
        case INCONSISTENT -> ExitCode.VERIFY_FAILED;
        case INTERRUPTED -> signals.exitStatus();
      };
    } catch (ConfigError e) {
      if (debug) {
        log.debug("Configuration error", e);
      }
      return configError(e);
    } catch (StoreException e) {
      log.error("Store error: " + e.getMessage());
      if (debug) {
        log.debug("Store error", e);
      }
      return ExitCode.STORE;
    } catch (RequestPhaseException e) {
      log.error(e.getMessage());
      if (debug) {
        log.debug("Request phase failed", e);
      }
      return ExitCode.STORE;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return signals.exitStatus();
    } catch (RuntimeException e) {
      log.error("Run failed: " + e);
      if (debug) {
        log.debug("Run failed", e);
      }
      return ExitCode.RUN_FAILED;
    } finally {
      signals.uninstall();
    }
  }

  private static int configError(ConfigError e) {
    System.err.println("Configuration error: com.facebook.LinkBench.LinkBenchConfigError: " + e.getMessage());
    return ExitCode.CONFIG;
  }

  private static int usageError(Options options, String message) {
    System.err.println(message);
    CommandLineOptions.printUsage(options);
    return ExitCode.USAGE;
  }

  /** {@code -D k=v} pairs; {@code -D k} alone sets {@code true}, as commons-cli 1.2 did. */
  private static Map<String, String> overrides(CommandLine cmd) {
    Map<String, String> overrides = new TreeMap<>();
    Properties properties = cmd.getOptionProperties(CommandLineOptions.PROPERTY);
    for (String key : properties.stringPropertyNames()) {
      overrides.put(key, properties.getProperty(key));
    }
    return overrides;
  }

  private static Path validHome(String linkbenchHome) {
    if (linkbenchHome == null || linkbenchHome.isEmpty()) {
      return null;
    }
    Path home = Path.of(linkbenchHome);
    return Files.isDirectory(home) ? home.toAbsolutePath() : null;
  }

  private static PrintWriter openForWriting(String name) {
    try {
      return new PrintWriter(Files.newBufferedWriter(Path.of(name), StandardCharsets.UTF_8));
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  private static boolean canAppend(Path file) {
    try {
      Files.newOutputStream(file, java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND).close();
      return true;
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }
}
