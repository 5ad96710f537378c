package com.linkbenchx.results;

import com.linkbenchx.model.Phase;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * Everything known about a phase before it starts: which phase, the process, the workload asked
 * for, the store, and the effective configuration with secrets already masked.
 */
public record PhaseMetadata(Phase phase, ProcessInfo run, WorkloadInfo workload, StoreInfo store,
    Map<String, String> configuration) {

  public PhaseMetadata {
    configuration = Collections.unmodifiableMap(new TreeMap<>(configuration));
  }
}
