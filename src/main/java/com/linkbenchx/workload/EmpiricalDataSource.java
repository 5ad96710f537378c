package com.linkbenchx.workload;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.Logs;
import com.linkbenchx.workload.distributions.EmpiricalData;
import com.linkbenchx.workload.distributions.RealDistribution;
import java.nio.file.Path;

/**
 * Reads {@code data_file} the first time a REAL distribution asks for it, and never again in this
 * run. Used only while a {@link Workload} is being built, on one thread.
 */
final class EmpiricalDataSource {
  private final Config config;
  private EmpiricalData data;

  EmpiricalDataSource(Config config) {
    this.config = config;
  }

  EmpiricalData get() {
    if (data == null) {
      Path file = config.getPath(RealDistribution.DATA_FILE_KEY);
      Logs.logger().info("Loading real distribution data from " + file.toAbsolutePath());
      data = EmpiricalData.read(file);
    }
    return data;
  }
}
