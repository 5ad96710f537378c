package com.linkbenchx.config;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/** The one logger LinkBench writes to; log parsers and the layout rely on its name. */
public final class Logs {
  public static final String LOGGER_NAME = "com.facebook.linkbench";

  private Logs() {
  }

  public static Logger logger() {
    return LogManager.getLogger(LOGGER_NAME);
  }
}
