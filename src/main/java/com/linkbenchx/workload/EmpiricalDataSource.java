package com.linkbenchx.workload;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.Logs;
import com.linkbenchx.workload.distributions.DistributionKeys;
import com.linkbenchx.workload.distributions.EmpiricalData;
import java.nio.file.Path;

/**
 * Reads {@code data_file} the first time a REAL distribution asks for it, and never again in this run. Built per
 * {@link Workload}; synchronized only so that suppliers built from it stay safe.
 */
final class EmpiricalDataSource {
  private final Config config;
  private EmpiricalData data;

  EmpiricalDataSource(Config config) {
    this.config = config;
  }

  synchronized EmpiricalData get() {
    if (data == null) {
      Path file = DistributionKeys.DATA_FILE.read(config);
      Logs.logger().info("Loading real distribution data from " + file.toAbsolutePath());
      data = EmpiricalData.read(file);
    }
    return data;
  }
}
