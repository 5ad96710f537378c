package com.linkbenchx.results;

import java.util.List;

/**
 * The process that ran, the same for all its phases.
 *
 * @param commandLine the arguments after the program name, secrets masked
 * @param jvm Java runtime name, vendor and version
 * @param cpus processors available to the JVM
 */
public record ProcessInfo(String toolVersion, List<String> commandLine, String host, long pid, String jvm, int cpus,
    long maxHeapBytes) {

  public ProcessInfo {
    commandLine = List.copyOf(commandLine);
  }
}
