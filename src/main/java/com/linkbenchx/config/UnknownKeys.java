package com.linkbenchx.config;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Finds the keys of a configuration that the run will not read: misspelt or unknown ones (with the closest known key as
 * a suggestion), and keys that belong to a store the run does not use. Each is silently ignored otherwise, which is how
 * a typo such as {@code requestrte} would leave a run at the configuration file's rate.
 */
public final class UnknownKeys {
  private UnknownKeys() {
  }

  /**
   * One line per key of {@code config} the run does not read, in key order.
   *
   * @param run the keys this run's phases and stores read
   * @param everything every key the driver and its shipped stores know
   * @param stores the configured stores, as the message names them
   */
  public static List<String> find(Config config, KeyRegistry run, KeyRegistry everything, String stores) {
    List<String> problems = new ArrayList<>();
    for (String name : new TreeSet<>(config.names())) {
      String shown = Printable.line(name);
      if (run.isKnown(name)) {
        continue;
      }
      if (everything.isKnown(name)) {
        problems.add("Configuration key " + shown + " is not read by the configured store (" + stores + ")");
      } else {
        problems.add("Unknown configuration key " + shown
            + run.closest(name).map(known -> " (did you mean " + known + "?)").orElse(""));
      }
    }
    return problems;
  }
}
