package com.linkbenchx.workload;

import com.linkbenchx.config.Config;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/** Where the project's files are, and the shipped workload as a Config, for tests. */
public final class TestFiles {
  private TestFiles() {
  }

  /** The project directory: surefire's {@code linkbench.project.dir}, else the working directory. */
  public static Path projectDir() {
    return com.linkbenchx.TestProject.DIR;
  }

  /** The project's own data file, config/Distribution.dat. */
  public static Path projectDataFile() {
    return projectDir().resolve("config/Distribution.dat");
  }

  /** The published reference figures, which may be absent (tests then skip). */
  public static Path referenceDataFile() {
    return projectDir().resolve("../shared/reference/Distribution.dat").normalize();
  }

  /** config/FBWorkload.properties as a map (Properties does not keep the file order). */
  public static Map<String, String> shippedWorkload() {
    Properties properties = new Properties();
    try (InputStream in = Files.newInputStream(projectDir().resolve("config/FBWorkload.properties"))) {
      properties.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Map<String, String> values = new LinkedHashMap<>();
    for (String key : properties.stringPropertyNames()) {
      values.put(key, properties.getProperty(key));
    }
    return values;
  }

  /**
   * The shipped workload with data_file pointing at the project's data file, plus
   * generate_nodes = false (a load-phase key the main configuration files set).
   */
  public static Config shippedConfig() {
    Map<String, String> values = shippedWorkload();
    values.put("data_file", projectDataFile().toString());
    values.put("generate_nodes", "false");
    return Config.of(values);
  }

  /** A small, fast workload: CONST out-degree, no REAL data needed, no nodes loaded. */
  public static Config smallConfig(long maxId1) {
    Map<String, String> values = shippedWorkload();
    values.remove("data_file");
    values.put("generate_nodes", "false");
    values.put("maxid1", Long.toString(maxId1));
    values.put("nlinks_func", "CONST");
    values.put("nlinks_config", "1");
    values.put("nlinks_default", "3");
    return Config.of(values);
  }
}
