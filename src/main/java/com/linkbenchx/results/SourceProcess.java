package com.linkbenchx.results;

import java.util.List;

/**
 * One driver process whose results went into a phase's results: the run itself, or each input
 * of a merge.
 *
 * @param host where it ran
 * @param pid its process id
 * @param commandLine its arguments, secrets masked
 * @param startEpochMillis phase start (wall clock)
 * @param endEpochMillis phase end (wall clock)
 * @param targetRatePerSecond its target rate (0 when it had none)
 * @param workers its requesters or loaders
 * @param exitStatus its exit status, or -1 when it is not known
 * @param endReason why its phase ended
 * @param folder the results folder it was read from ("" for the run itself)
 * @param cpus CPUs its JVM saw; 0 when not recorded (results written before they were)
 * @param maxHeapBytes its JVM's largest heap; 0 when not recorded
 */
public record SourceProcess(String host, long pid, List<String> commandLine, long startEpochMillis, long endEpochMillis,
    long targetRatePerSecond, int workers, int exitStatus, String endReason, String folder, int cpus,
    long maxHeapBytes) {

  public SourceProcess {
    commandLine = List.copyOf(commandLine);
  }
}
