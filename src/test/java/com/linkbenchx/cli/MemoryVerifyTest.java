package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --verify} on the in-memory store, after a load and a request run in the same process. */
class MemoryVerifyTest {
  private static final String MEMORY = CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString();

  @TempDir
  Path work;

  @Test
  void loadRequestsThenVerifyIsConsistent() throws Exception {
    List<String> args = new ArrayList<>(List.of("-c", MEMORY, "-l", "-r", "--verify", "-D", "maxid1=2001",
        "-D", "requesters=2", "-D", "requestrate=500", "-D", "maxtime=3", "-D", "load_random_seed=7"));
    args.addAll(CliProcess.SMALL_DEGREE_LAW); // still a skewed graph, with an id loaded in pieces
    CliProcess.Result result = CliProcess.run(work, 120, args.toArray(String[]::new));
    assertEquals(0, result.exitCode(), result.all());
    assertTrue(result.stderr().contains("VERIFY PASSED"), result.stderr());
    Matcher nodes =
        Pattern.compile("Nodes: (\\d+) in range \\(expected at most 2000\\), (\\d+) above").matcher(result.stderr());
    assertTrue(nodes.find(), result.stderr());
    long inRange = Long.parseLong(nodes.group(1));
    assertTrue(inRange <= 2000 && inRange >= 2000 - countDeletedAtMost(result.stderr()), result.stderr());
    Matcher rows = Pattern.compile("Count rows checked: (\\d+), mismatches: 0").matcher(result.stderr());
    assertTrue(rows.find() && Long.parseLong(rows.group(1)) > 1000, result.stderr());
  }

  /** Node deletes of the request phase remove loaded nodes; the summary line counts them. */
  private static long countDeletedAtMost(String stderr) {
    Matcher deleted = Pattern.compile("DELETE_NODE count = (\\d+)").matcher(stderr);
    return deleted.find() ? Long.parseLong(deleted.group(1)) : 0;
  }
}
