package com.linkbenchx.results;

import java.util.List;

/**
 * One driver process behind a phase's results: the run itself, or each input of a merge.
 *
 * @param commandLine its arguments, secrets masked
 * @param targetRatePerSecond its target rate (0 when it had none)
 * @param workers its requesters or loaders
 * @param exitStatus its exit status, or -1 when it is not known
 * @param folder the results folder it was read from ("" for the run itself)
 * @param cpus CPUs its JVM saw; 0 (as {@code maxHeapBytes}) in results written before they were recorded
 */
public record SourceProcess(String host, long pid, List<String> commandLine, long startEpochMillis, long endEpochMillis,
    long targetRatePerSecond, int workers, int exitStatus, String endReason, String folder, int cpus,
    long maxHeapBytes) {

  public SourceProcess {
    commandLine = List.copyOf(commandLine);
  }
}
