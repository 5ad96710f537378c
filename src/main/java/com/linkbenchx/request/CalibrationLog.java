package com.linkbenchx.request;

import com.linkbenchx.results.PhaseLog;

/** The calibration run's log: its routine lines are dropped, warnings and errors kept and marked as its own. */
final class CalibrationLog {
  private static final String PREFIX = "Calibration: ";

  private CalibrationLog() {
  }

  static PhaseLog problemsOnly(PhaseLog log) {
    return new PhaseLog() {
      @Override
      public void debug(String line) {
        log.debug(PREFIX + line);
      }

      @Override
      public void info(String line) {
      }

      @Override
      public void warn(String line) {
        log.warn(PREFIX + line);
      }

      @Override
      public void error(String line) {
        log.error(PREFIX + line);
      }

      @Override
      public void error(String line, Throwable cause) {
        log.error(PREFIX + line, cause);
      }
    };
  }
}
