package com.linkbenchx.report;

/**
 * One driver process of a run that merges several, so a reader sees the hosts, CPUs and heaps side by side rather
 * than summed. CPUs and heap are 0 when not recorded, the target rate 0 when it had none, the exit status -1 when not
 * known.
 */
public record ProcessSummary(String host, long pid, int cpus, long maxHeapBytes, int workers,
    long targetRatePerSecond, long startEpochMs, long endEpochMs, int exitStatus, String endReason) {
}
