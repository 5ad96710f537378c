package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Output files as LinkBenchX's users' scripts read them: one csvstats header for a load and a
 * request phase writing one file, and an operation's first row is its service time.
 */
class LinkBenchXOutputsTest {
  private static final String MEMORY = CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString();

  @TempDir
  Path work;

  @Test
  void csvStatsOfBothPhasesHasOneHeaderAndServiceTimeFirst() throws Exception {
    Path stats = work.resolve("stats.csv");
    CliProcess.Result result = CliProcess.run(work, 120, "-c", MEMORY, "-l", "-r", "-D", "maxid1=1001",
        "-D", "loaders=1", "-D", "requesters=2", "-D", "requestrate=500", "-D", "maxtime=2",
        "--results", "none", "--csvstats", stats.toString());
    assertEquals(0, result.exitCode(), result.all());
    List<String> rows = Files.readAllLines(stats);
    assertTrue(rows.get(0).startsWith("op,count,p25_low,"), rows.get(0));
    assertEquals(1, rows.stream().filter(row -> row.startsWith("op,")).count(), String.join("\n", rows));
    assertTrue(rows.get(1).startsWith("LOAD_"), rows.get(1));
    Set<String> seen = new HashSet<>();
    int requestRows = 0;
    for (String row : rows.subList(1, rows.size())) {
      String[] cells = row.split(",");
      if (!cells[0].startsWith("LOAD_")) {
        requestRows++;
        if (seen.add(cells[0])) {
          assertEquals("service", cells[15], row);
        }
      }
    }
    assertTrue(requestRows > 0 && seen.contains("GET_LINKS_LIST"), String.join("\n", rows));
  }
}
