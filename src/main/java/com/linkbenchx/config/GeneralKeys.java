package com.linkbenchx.config;

import java.nio.file.Path;

/** Keys read before any phase: where the rest of the configuration is, logging, key checking. */
public final class GeneralKeys {
  public static final ConfigKey<Path> WORKLOAD_FILE = ConfigKey.path("workload_file").scope("all")
      .doc("Second properties file; its keys apply where the main file and -D leave them undefined");
  public static final ConfigKey<String> DEBUG_LEVEL = ConfigKey.level("debuglevel").defaultText("DEBUG")
      .constraint("ALL, TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF, or 0 (INFO), 1 (DEBUG), 2 (TRACE)").scope("all")
      .doc("Log level of the driver's messages");
  public static final ConfigKey<Boolean> STRICT_KEYS = ConfigKey.bool("strict_keys").defaultValue(false).scope("all")
      .doc("true: a key the run does not read (unknown, or read by no configured store) is an error"
          + " (exit 2) instead of a warning");

  public static final ConfigKey<Long> DISPLAY_FREQUENCY = ConfigKey.longInteger("displayfreq").defaultValue(60L)
      .range(1, Long.MAX_VALUE / 1_000_000_000L).scope("load, request")
      .doc("Seconds between periodic statistics lines");

  public static final KeySet ALL = KeySet.of("General", WORKLOAD_FILE, DEBUG_LEVEL, STRICT_KEYS, DISPLAY_FREQUENCY);

  private GeneralKeys() {
  }
}
