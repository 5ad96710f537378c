package com.linkbenchx.results;

import java.util.List;

/**
 * The process that ran: known when it starts, the same for all its phases.
 *
 * @param toolVersion this driver's version
 * @param commandLine the arguments after the program name, secrets masked
 * @param host the host name
 * @param pid the process id
 * @param jvm Java runtime name, vendor and version
 * @param cpus processors available to the JVM
 * @param maxHeapBytes the JVM's maximum heap
 */
public record ProcessInfo(String toolVersion, List<String> commandLine, String host, long pid, String jvm, int cpus,
    long maxHeapBytes) {

  public ProcessInfo {
    commandLine = List.copyOf(commandLine);
  }
}
