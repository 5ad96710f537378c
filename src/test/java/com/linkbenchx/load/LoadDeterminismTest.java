package com.linkbenchx.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.cli.CliProcess;
import com.linkbenchx.cli.InProcessCli;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The load phase through the real command line on the in-memory store: 100,000 nodes with the
 * default (real) out-degree law, and the same graph whatever the number of loaders.
 */
class LoadDeterminismTest {
  private static final String MEMORY_CONFIG =
      CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString();
  private static final Pattern COMPLETED = Pattern.compile(
      "LOAD PHASE COMPLETED\\.  Loaded (\\d+) nodes \\(Expected (\\d+)\\)\\. Loaded (\\d+) links \\(([0-9.]+) links per node\\)\\.  Took ([0-9.]+) seconds\\.  Links/second = (\\d+)");

  @TempDir
  Path work;

  @Test
  void sameSeedGivesTheSameGraphWhateverTheLoaderCount() throws Exception {
    long[] links = new long[3];
    int[] loaderCounts = {1, 2, 4};
    for (int i = 0; i < loaderCounts.length; i++) {
      // In this JVM: the process is not what is tested, and three child JVMs would each warm up again.
      CliProcess.Result result = InProcessCli.run("-c", MEMORY_CONFIG, "-l", "-D", "maxid1=100001",
          "-D", "loaders=" + loaderCounts[i], "-D", "load_random_seed=4242",
          "--results", work.resolve("load-" + loaderCounts[i]).toString());
      assertEquals(0, result.exitCode(), result.all());
      Matcher matcher = COMPLETED.matcher(result.stderr());
      assertTrue(matcher.find(), result.stderr());
      assertEquals(100000, Long.parseLong(matcher.group(1)));
      assertEquals(100000, Long.parseLong(matcher.group(2)));
      links[i] = Long.parseLong(matcher.group(3));
    }
    assertEquals(links[0], links[1]);
    assertEquals(links[0], links[2]);
    // The real law: about 4 links per id plus the ~960,000 of the top-ranked id (LinkBench's type split).
    assertTrue(links[0] > 961963 && links[0] < 961963 + 100000 * 6, "links = " + links[0]);
  }
}
