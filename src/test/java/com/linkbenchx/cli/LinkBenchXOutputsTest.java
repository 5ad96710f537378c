package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Outputs as LinkBenchX's users' scripts read them: one csvstats header for a load and a request
 * phase writing one file, an operation's first row its service time; LinkBenchX's thread names in
 * the log lines; one line per operation at TRACE only.
 */
class LinkBenchXOutputsTest {
  private static final String MEMORY = CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString();

  @TempDir
  Path work;

  /** The outputs are under test, not the graph: a load of few links (see {@link CliProcess#SMALL_DEGREE_LAW}). */
  private static String[] smallGraph(String... args) {
    List<String> all = new ArrayList<>(List.of(args));
    all.addAll(CliProcess.SMALL_DEGREE_LAW);
    return all.toArray(String[]::new);
  }

  @Test
  void csvStatsOfBothPhasesHasOneHeaderAndServiceTimeFirst() throws Exception {
    Path stats = work.resolve("stats.csv");
    CliProcess.Result result = CliProcess.run(work, 120, smallGraph("-c", MEMORY, "-l", "-r", "-D", "maxid1=1001",
        "-D", "loaders=1", "-D", "requesters=2", "-D", "requestrate=500", "-D", "maxtime=2",
        "--results", "none", "--csvstats", stats.toString()));
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

  @Test
  void threadNamesAndTraceLinesAsLinkBenchXPrintsThem() throws Exception {
    CliProcess.Result trace = CliProcess.run(work, 120, smallGraph("-c", MEMORY, "-l", "-r", "-D", "maxid1=1001",
        "-D", "loaders=1", "-D", "requesters=2", "-D", "requestrate=200", "-D", "maxtime=2", "-D", "displayfreq=1",
        "-D", "debuglevel=TRACE", "--results", "none"));
    assertEquals(0, trace.exitCode(), trace.all());
    List<String> lines = trace.stderr().lines().toList();
    assertTrue(
        lines.stream().anyMatch(line -> line.startsWith("INFO ") && line.contains(" [Thread-0]: Starting loader")),
        trace.stderr());
    assertTrue(lines.stream().anyMatch(line -> line.contains(" [Thread-1]: Requester thread #1 started")),
        trace.stderr());
    assertTrue(lines.stream().anyMatch(line -> line.contains(" [Printer Thread]: Events: ")), trace.stderr());
    assertTrue(lines.stream().anyMatch(line -> line.contains(" [main]: Quantiles for ADD_LINK op:")), trace.stderr());
    assertTrue(lines.stream().anyMatch(line -> line.startsWith("TRACE ")
        && line.matches(".* \\[Thread-[01]\\]: getLinkList\\(id1=\\d+, link_type=\\d+\\) => count=\\d+")),
        trace.stderr());
    assertTrue(lines.stream().anyMatch(line -> line.startsWith("TRACE ")
        && line.matches(".*: addLink id1=\\d+ link_type=\\d+ id2=\\d+ added=(true|false)")), trace.stderr());

    CliProcess.Result debug = CliProcess.run(work, 120, smallGraph("-c", MEMORY, "-l", "-r", "-D", "maxid1=1001",
        "-D", "loaders=1", "-D", "requesters=2", "-D", "requestrate=200", "-D", "maxtime=1",
        "-D", "debuglevel=DEBUG", "--results", "none"));
    assertEquals(0, debug.exitCode(), debug.all());
    assertTrue(debug.stderr().lines().noneMatch(line -> line.contains("getLinkList(id1=")), debug.stderr());
  }
}
