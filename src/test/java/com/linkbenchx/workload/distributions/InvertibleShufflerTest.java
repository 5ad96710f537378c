package com.linkbenchx.workload.distributions;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The id mapping must match LinkBench's exactly (reference values from the original). */
class InvertibleShufflerTest {
  private static final long NLINKS_SEED = 20343988438726021L;
  private static final long UNCORRELATED_SEED = 53238253823453L;
  private static final long NODE_SEED = 4766565305853767165L;
  private static final long TEN_MILLION = 10_000_000L;

  private static long[] permute(InvertibleShuffler shuffler, long from, int count, boolean inverse) {
    long[] result = new long[count];
    for (int i = 0; i < count; i++) {
      result[i] = inverse ? shuffler.invertPermute(from + i) : shuffler.permute(from + i);
    }
    return result;
  }

  @Test
  void outDegreeShufflerPermutesTheFirstTenIds() {
    InvertibleShuffler shuffler = new InvertibleShuffler(NLINKS_SEED, 1024, TEN_MILLION);
    assertArrayEquals(new long[] {355328, 5764097, 1769474, 6482947, 9030660, 4770821, 368646, 7121927,
        7869448, 9623561}, permute(shuffler, 0, 10, false));
  }

  @Test
  void outDegreeShufflerInvertsTheFirstTenIds() {
    InvertibleShuffler shuffler = new InvertibleShuffler(NLINKS_SEED, 1024, TEN_MILLION);
    assertArrayEquals(new long[] {9645056, 4236289, 8230914, 3517443, 969732, 5229573, 9631750, 2878471,
        2130952, 376841}, permute(shuffler, 0, 10, true));
  }

  @Test
  void outDegreeShufflerPermutesTheLastTenIds() {
    InvertibleShuffler shuffler = new InvertibleShuffler(NLINKS_SEED, 1024, TEN_MILLION);
    assertArrayEquals(new long[] {3647094, 2301559, 4458104, 4025977, 6534778, 8302203, 4956796, 5570173,
        9064062, 3297919}, permute(shuffler, 9_999_990, 10, false));
  }

  @Test
  void uncorrelatedShufflerPermutesTheFirstTenIds() {
    InvertibleShuffler shuffler = new InvertibleShuffler(UNCORRELATED_SEED, 1024, TEN_MILLION);
    assertArrayEquals(new long[] {5915648, 7568385, 3737602, 7279619, 7622660, 2262021, 4327430, 3945479,
        4277256, 1449993}, permute(shuffler, 0, 10, false));
  }

  @Test
  void nodeShufflerPermutesTheFirstTenIds() {
    InvertibleShuffler shuffler = new InvertibleShuffler(NODE_SEED, 1024, TEN_MILLION);
    assertArrayEquals(new long[] {6192128, 7244801, 3036162, 3800067, 6669316, 533509, 8921094, 6377479,
        1969160, 3564553}, permute(shuffler, 0, 10, false));
  }

  @Test
  void smallShufflerPermutesAllTenIds() {
    assertArrayEquals(new long[] {4, 5, 6, 3, 8, 9, 2, 7, 0, 1},
        permute(new InvertibleShuffler(7, 4, 10), 0, 10, false));
  }

  @ParameterizedTest
  @CsvSource({"1234, 1, 1", "1234, 2, 4", "1234, 5, 10", "1234, 3, 7", "1234, 11, 10", "13, 7, 10031",
      "13, 140, 10031", "13, 1024, 111111", "20343988438726021, 1024, 1000"})
  void isABijectionAndInvertPermuteUndoesIt(long seed, int groups, long n) {
    InvertibleShuffler shuffler = new InvertibleShuffler(seed, groups, n);
    BitSet seen = new BitSet();
    for (long i = 0; i < n; i++) {
      long image = shuffler.permute(i);
      assertTrue(image >= 0 && image < n, "image in range");
      assertTrue(!seen.get((int) image), "image " + image + " seen twice");
      seen.set((int) image);
      assertEquals(i, shuffler.invertPermute(image));
    }
    assertEquals(n, seen.cardinality());
  }

  @Test
  void worksBeyondTwoToTheThirtyOneIds() {
    long n = 5_000_000_000L;
    InvertibleShuffler shuffler = new InvertibleShuffler(NLINKS_SEED, 1024, n);
    for (long i : new long[] {0, 1, 1023, 1024, 2_147_483_648L, n - 1}) {
      long image = shuffler.permute(i);
      assertTrue(image >= 0 && image < n);
      assertEquals(i, shuffler.invertPermute(image));
    }
  }

  @Test
  void rejectsIdsOutsideTheRangeWithLinkBenchsMessage() {
    InvertibleShuffler shuffler = new InvertibleShuffler(7, 4, 10);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> shuffler.permute(10));
    assertEquals("Bad index to permute: 10: out of range [0:9]", e.getMessage());
  }
}
