package com.linkbenchx.cli;

import com.linkbenchx.config.ConfigError;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;

/**
 * The {@code -D key=value} overrides of a command line. The value is everything after the first
 * {@code =} and may be empty; a later {@code -D} for the same key wins. A {@code -D} without
 * {@code =}, or with nothing before it, is refused: LinkBench took {@code -D foo} as
 * {@code foo=true}, which turned a forgotten value into a silently different run.
 */
final class Overrides {
  private Overrides() {
  }

  /**
   * {@code args} with every attached {@code -Dkey=value} split into {@code -D} and {@code key=value}, so that the
   * parser sees one form only. A token that is the value of the option before it is left alone.
   */
  static String[] detach(String[] args, Options options, String propertyOption) {
    String attached = "-" + propertyOption;
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

  /** @throws ConfigError naming the malformed {@code -D} argument */
  static Map<String, String> of(Option[] parsed, String propertyOption) {
    Map<String, String> overrides = new TreeMap<>();
    for (Option option : parsed) {
      if (!propertyOption.equals(option.getOpt())) {
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
}
