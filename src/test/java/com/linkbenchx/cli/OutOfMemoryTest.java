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
 * ends with exit 4 and a line saying what to change, never a Java stack trace; a graph that could
 * never fit is refused before the load starts.
 */
class OutOfMemoryTest {
  @TempDir
  Path work;

  /**
   * About 1.1 million rows: at 48 bytes each (the check's lower bound) they fit in 64 MB, so the load
   * starts, and runs out of heap part-way.
   */
  @Test
  void heapExhaustionIsOneLineNamingHeapsize() throws Exception {
    CliProcess.Result result = CliProcess.runWithHeap(work, 180, 64, Map.of(),
        "-c", CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString(), "-l",
        "-D", "maxid1=30001", "-D", "debuglevel=INFO", "--results", "none");

    assertEquals(ExitCode.RUN_FAILED, result.exitCode(), result.all());
    List<String> errors = result.stderr().lines().filter(line -> line.startsWith("ERROR")).toList();
    assertFalse(errors.isEmpty(), result.all());
    assertTrue(errors.stream().anyMatch(line -> line.contains("out of memory (Java heap space) with a maximum heap of")
        && line.contains("HEAPSIZE")), errors.toString());
    assertFalse(result.all().contains("\tat "), "no stack trace: " + result.all());
  }

  @Test
  void aGraphThatCannotFitIsRefusedBeforeTheLoad() throws Exception {
    // 100001 ids hold about 1.37 million links, one id1 alone about 960,000 of them.
    for (String maxId1 : List.of("100001", "10000001", "9223372036854775807")) {
      CliProcess.Result result = CliProcess.runWithHeap(work, 120, 64, Map.of(),
          "-c", CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString(), "-l",
          "-D", "maxid1=" + maxId1, "--results", "none");

      assertEquals(ExitCode.STORE, result.exitCode(), result.all());
      List<String> errors = result.stderr().lines().filter(line -> line.startsWith("ERROR")).toList();
      assertEquals(1, errors.size(), result.all());
      assertTrue(errors.get(0).contains("the in-memory store cannot hold this graph")
          && errors.get(0).contains("HEAPSIZE"), errors.get(0));
      assertFalse(result.stderr().contains("Starting loader thread"), "refused before the load: " + result.all());
    }
  }
}
