package com.linkbenchx.workload;

import com.linkbenchx.config.Config;
import com.linkbenchx.workload.distributions.EmpiricalData;

/** Reads {@code data_file} the first time a REAL distribution asks for it, once per {@link Workload}. */
final class EmpiricalDataSource {
  private final Config config;
  private EmpiricalData data;

  EmpiricalDataSource(Config config) {
    this.config = config;
  }

  synchronized EmpiricalData get() {
    if (data == null) {
      data = EmpiricalData.read(config);
    }
    return data;
  }
}
