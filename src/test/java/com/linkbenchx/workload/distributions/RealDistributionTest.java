package com.linkbenchx.workload.distributions;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.workload.TestFiles;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Empirical out-degrees by rank, and the access mode with per-instance cursors. */
class RealDistributionTest {
  private static EmpiricalData data;

  @BeforeAll
  static void readData() {
    data = EmpiricalData.read(TestFiles.projectDataFile());
  }

  @Test
  void topRanksOfAThousandIdsGetTheHeaviestOutDegrees() {
    RealDistribution nlinks = new RealDistribution(RealDistribution.Kind.LINKS, data, 1, 1001);
    long[] top = new long[10];
    for (int rank = 0; rank < 10; rank++) {
      top[rank] = (long) nlinks.expectedCount(1 + rank);
    }
    assertArrayEquals(new long[] {961963, 264, 77, 47, 34, 27, 23, 20, 18, 16}, top);
    long total = 0;
    for (long id = 1; id < 1001; id++) {
      total += (long) nlinks.expectedCount(id);
    }
    assertEquals(963_593, total);
    assertEquals(0.0, nlinks.expectedCount(1001));
  }

  @Test
  void accessDrawsStayInRangeAndRepeatPerSeed() {
    RealDistribution reads = new RealDistribution(RealDistribution.Kind.LINK_READS, data, 1, 10_001);
    RealDistribution again = reads.withFreshCursors();
    Random first = new Random(9);
    Random second = new Random(9);
    for (int i = 0; i < 10_000; i++) {
      long id = reads.choose(first);
      assertTrue(id >= 1 && id < 10_001);
      assertEquals(id, again.choose(second));
    }
  }

  @Test
  void cursorsBelongToOneInstance() {
    RealDistribution writes = new RealDistribution(RealDistribution.Kind.LINK_WRITES, data, 1, 1001);
    RealDistribution nodeUpdates = new RealDistribution(RealDistribution.Kind.NODE_UPDATES, data, 1, 1001);
    long[] alone = draws(writes.withFreshCursors(), 50);
    RealDistribution interleaved = writes.withFreshCursors();
    Random rng = new Random(3);
    Random other = new Random(4);
    long[] mixed = new long[50];
    for (int i = 0; i < 50; i++) {
      mixed[i] = interleaved.choose(rng);
      nodeUpdates.choose(other); // LinkBench shared these cursors with link writes
    }
    assertArrayEquals(alone, mixed);
    // Each bucket's cursor walks the ids in order: the first draw is always startid1.
    assertEquals(1, alone[0]);
  }

  private static long[] draws(RealDistribution distribution, int count) {
    Random rng = new Random(3);
    long[] result = new long[count];
    for (int i = 0; i < count; i++) {
      result[i] = distribution.choose(rng);
    }
    return result;
  }

  @Test
  void outDegreeDataCannotBeDrawnFrom() {
    RealDistribution nlinks = new RealDistribution(RealDistribution.Kind.LINKS, data, 1, 1001);
    assertThrows(ConfigError.class, () -> nlinks.choose(new Random(1)));
  }

  @Test
  void byClassNameItReadsTheKindAndTheDataFile() {
    RealDistribution real = new RealDistribution();
    real.init(1, 1001, Config.of(Map.of("nlinks_realdist", "links",
        "data_file", TestFiles.projectDataFile().toString())), "nlinks_");
    assertEquals(961_963.0, real.expectedCount(1));
    RealDistribution bad = new RealDistribution();
    ConfigError e = assertThrows(ConfigError.class,
        () -> bad.init(1, 1001, Config.of(Map.of("read_realdist", "reads")), "read_", data));
    assertEquals("Expected configuration key read_realdist to be one of links, link_reads, link_writes,"
        + " node_reads, node_writes, but was 'reads'", e.getMessage());
  }

  @Test
  void pdfNormalisesTheExpectedCountByTheMean() {
    RealDistribution nlinks = new RealDistribution(RealDistribution.Kind.LINKS, data, 1, 1001);
    assertEquals(961_963 / (data.section("nlinks").mean() * 1000), nlinks.pdf(1), 1e-12);
  }
}
