package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A heap too small for the run (here the in-memory store, whose data lives in the driver's heap)
 * ends with exit 4 and a line saying what to change, never a Java stack trace.
 */
class OutOfMemoryTest {
  @TempDir
  Path work;

  @Test
  void heapExhaustionIsOneLineNamingHeapsize() throws Exception {
    CliProcess.Result result = CliProcess.runWithHeap(work, 180, 64, Map.of(),
        "-c", CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString(), "-l",
        "-D", "maxid1=400001", "-D", "debuglevel=INFO", "--results", "none");

    assertEquals(ExitCode.RUN_FAILED, result.exitCode(), result.all());
    List<String> errors = result.stderr().lines().filter(line -> line.startsWith("ERROR")).toList();
    assertFalse(errors.isEmpty(), result.all());
    assertTrue(errors.stream().anyMatch(line -> line.contains("out of memory (Java heap space) with a maximum heap of")
        && line.contains("HEAPSIZE")), errors.toString());
    assertFalse(result.all().contains("\tat "), "no stack trace: " + result.all());
  }
}
