package com.linkbenchx.report;

import java.util.Objects;

/**
 * One driver process of a run that merges several: where it ran and with what, so a reader sees
 * the hosts, CPUs and heaps side by side rather than summed.
 *
 * @param host the host it ran on
 * @param pid its process id
 * @param cpus CPUs its JVM saw; 0 when not recorded
 * @param maxHeapBytes its JVM's largest heap; 0 when not recorded
 * @param workers its requesters or loaders
 * @param targetRatePerSecond its target rate; 0 when it had none
 * @param startEpochMs its phase start
 * @param endEpochMs its phase end
 * @param exitStatus its exit status, -1 when not known
 * @param endReason why its phase ended
 */
public record ProcessSummary(String host, long pid, int cpus, long maxHeapBytes, int workers,
    long targetRatePerSecond, long startEpochMs, long endEpochMs, int exitStatus, String endReason) {
  public ProcessSummary {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(endReason, "endReason");
  }
}
