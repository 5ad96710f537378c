package com.linkbenchx.workload.distributions;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.Logs;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The empirical distributions of a {@code data_file}, read once per run (no static cache). Immutable. */
public final class EmpiricalData {
  public static final String NLINKS = "nlinks";
  public static final String LINK_NREADS = "link_nreads";
  public static final String LINK_NWRITES = "link_nwrites";
  public static final String NODE_NREADS = "node_nreads";
  public static final String NODE_NWRITES = "node_nwrites";
  /** Section names in the order LinkBench's file lists them. */
  public static final List<String> SECTION_NAMES =
      List.of(NLINKS, LINK_NREADS, LINK_NWRITES, NODE_NREADS, NODE_NWRITES);

  private final Path source;
  private final Map<String, EmpiricalSection> sections;

  EmpiricalData(Path source, Map<String, EmpiricalSection> sections) {
    this.source = source;
    this.sections = Collections.unmodifiableMap(new LinkedHashMap<>(sections));
  }

  /** Reads LinkBench's format: a section name, then {@code <value> <cumulative percent>} pairs; ConfigError if bad. */
  public static EmpiricalData read(Path file) {
    return EmpiricalDataParser.parse(file);
  }

  /** Reads the configured {@code data_file}, saying so in the log. */
  public static EmpiricalData read(Config config) {
    Path file = DistributionKeys.DATA_FILE.read(config);
    Logs.logger().info("Loading real distribution data from " + file.toAbsolutePath());
    return read(file);
  }

  /** The section with this name; a ConfigError naming the file if it has none. */
  public EmpiricalSection section(String name) {
    EmpiricalSection section = sections.get(name);
    if (section == null) {
      throw new ConfigError("Distribution data file " + source + " has no section " + name
          + " (it has " + String.join(", ", sections.keySet()) + ")");
    }
    return section;
  }

  /** All sections in file order. */
  public Map<String, EmpiricalSection> sections() {
    return sections;
  }
}
