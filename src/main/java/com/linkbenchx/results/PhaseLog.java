package com.linkbenchx.results;

import org.apache.logging.log4j.Logger;

/** Where a phase writes its log lines: the LinkBench logger in a run, a capturing list in tests. */
public interface PhaseLog {
  void debug(String line);

  /** A line with its stack trace, shown only at DEBUG. */
  default void debug(String line, Throwable cause) {
    debug(line + ": " + cause);
  }

  void info(String line);

  void warn(String line);

  void error(String line);

  void error(String line, Throwable cause);

  /** Lines to a Log4j logger (normally {@code com.linkbenchx.config.Logs.logger()}). */
  static PhaseLog of(Logger logger) {
    return new PhaseLog() {
      @Override
      public void debug(String line) {
        logger.debug(line);
      }

      @Override
      public void debug(String line, Throwable cause) {
        logger.debug(line, cause);
      }

      @Override
      public void info(String line) {
        logger.info(line);
      }

      @Override
      public void warn(String line) {
        logger.warn(line);
      }

      @Override
      public void error(String line) {
        logger.error(line);
      }

      @Override
      public void error(String line, Throwable cause) {
        logger.error(line, cause);
      }
    };
  }
}
