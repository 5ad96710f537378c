package com.linkbenchx.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.workload.distributions.EmpiricalData;
import com.linkbenchx.workload.distributions.EmpiricalSection;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated graph follows the configured out-degree law: a million ids with the default REAL
 * law, compared with the nlinks CDF of the data file. (A hand-written Kolmogorov-Smirnov distance:
 * commons-math3's statistic assumes a continuous CDF and misreads the ties of a discrete one.)
 */
class OutDegreeDistributionTest {
  private static final int IDS = 1_000_000;
  private static long[] sortedDegrees;
  private static long totalLinks;

  @BeforeAll
  static void generate() {
    GraphShape graph = Workload.from(TestFiles.shippedConfig().with("maxid1", Integer.toString(IDS + 1)), true, false)
        .graph();
    sortedDegrees = new long[IDS];
    for (int i = 0; i < IDS; i++) {
      sortedDegrees[i] = graph.totalLinks(i + 1L);
      totalLinks += sortedDegrees[i];
    }
    Arrays.sort(sortedDegrees);
  }

  @Test
  void empiricalCdfMatchesTheConfiguredNlinksCdf() {
    EmpiricalSection nlinks = EmpiricalData.read(TestFiles.projectDataFile()).section(EmpiricalData.NLINKS);
    // Both CDFs are step functions jumping only at the section's values, so the supremum of their
    // difference is attained at those values.
    double distance = 0;
    int atMost = 0;
    for (int k = 0; k < nlinks.size(); k++) {
      while (atMost < IDS && sortedDegrees[atMost] <= nlinks.value(k)) {
        atMost++;
      }
      distance = Math.max(distance, Math.abs(atMost / (double) IDS - nlinks.probability(k)));
    }
    assertTrue(distance < 0.01, "KS distance " + distance);
    assertTrue(distance < 2.0 / IDS, "rank discretisation is the only error: " + distance);
  }

  @Test
  void graphIsPowerLawShaped() {
    assertEquals(4_975_697, totalLinks);
    assertEquals(961_963, sortedDegrees[IDS - 1]);
    assertEquals(1, sortedDegrees[IDS / 2]);
    assertEquals(453_316, countBelow(1));
    long topThousand = 0;
    for (int i = IDS - 1000; i < IDS; i++) {
      topThousand += sortedDegrees[i];
    }
    // The top 0.1% of ids hold 70.6% of all links (63.6% without the single largest).
    assertEquals(3_514_365, topThousand);
    assertEquals(0.706, topThousand / (double) totalLinks, 0.001);
    // Heavy tail: 1,701 ids have >= 100 links and 494 have >= 1,000.
    assertEquals(1_701, IDS - countBelow(100));
    assertEquals(494, IDS - countBelow(1000));
  }

  private static int countBelow(long degree) {
    int index = Arrays.binarySearch(sortedDegrees, degree);
    if (index < 0) {
      return -(index + 1);
    }
    while (index > 0 && sortedDegrees[index - 1] == degree) {
      index--;
    }
    return index;
  }
}
