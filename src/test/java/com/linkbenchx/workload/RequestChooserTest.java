package com.linkbenchx.workload;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.workload.distributions.GeometricDistribution;
import com.linkbenchx.workload.distributions.InvertibleShuffler;
import com.linkbenchx.workload.distributions.ZipfDistribution;
import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Access distributions, the uncorrelated blend (link writes use read_uncorr_* unless switched),
 * id2 choice and multiget sizes.
 */
class RequestChooserTest {
  private static final long MAX_ID1 = 10_000_001L;
  private static Workload shipped;

  @BeforeAll
  static void buildShippedWorkload() {
    shipped = Workload.from(TestFiles.shippedConfig(), false, true);
  }

  /** A small CONST graph over [5, 1005) whose link reads use only {@code read_function}. */
  private static RequestChooser readsWith(String function, String parameter) {
    Config config = TestFiles.smallConfig(1005).with(Map.of("startid1", "5", "read_function", function,
        "read_config", parameter, "read_uncorr_blend", "0"));
    return Workload.from(config, false, true).newRequestChooser(0, 1);
  }

  @Test
  void shippedAccessesStayInRangeAndReplayPerSeed() {
    RequestChooser first = shipped.newRequestChooser(0, 4);
    RequestChooser second = shipped.newRequestChooser(0, 4);
    Random a = new Random(17);
    Random b = new Random(17);
    for (int i = 0; i < 20_000; i++) {
      long read = first.linkReadId1(a);
      long write = first.linkWriteId1(a);
      long node = first.nodeReadId(a, 1);
      long update = first.nodeUpdateId(a, node);
      long delete = first.nodeDeleteId(a, update);
      for (long id : new long[] {read, write, node, update, delete}) {
        assertTrue(id >= 1 && id < MAX_ID1, "id " + id);
      }
      assertEquals(read, second.linkReadId1(b));
      assertEquals(write, second.linkWriteId1(b));
      assertEquals(node, second.nodeReadId(b, 1));
      assertEquals(update, second.nodeUpdateId(b, node));
      assertEquals(delete, second.nodeDeleteId(b, update));
    }
  }

  @Test
  void linkWritesBlendWithTheReadUncorrelatedSettingsByDefault() {
    ZipfDistribution uncorrelated = new ZipfDistribution(1, MAX_ID1, 0.8);
    ZipfDistribution correlated = new ZipfDistribution(1, MAX_ID1, 0.741);
    InvertibleShuffler uncorrelatedShuffle = new InvertibleShuffler(53238253823453L, 1024, MAX_ID1 - 1);
    InvertibleShuffler degreeShuffle = new InvertibleShuffler(20343988438726021L, 1024, MAX_ID1 - 1);
    RequestChooser chooser = shipped.newRequestChooser(0, 1);
    Random actual = new Random(5);
    Random expected = new Random(5);
    int uncorrelatedDraws = 0;
    for (int i = 0; i < 10_000; i++) {
      long id;
      if (expected.nextDouble() < 0.995) { // read_uncorr_blend = 99.5, not write_uncorr_blend = 95
        id = 1 + uncorrelatedShuffle.permute(uncorrelated.choose(expected) - 1);
        uncorrelatedDraws++;
      } else {
        id = 1 + degreeShuffle.permute(correlated.choose(expected) - 1);
      }
      assertEquals(id, chooser.linkWriteId1(actual));
    }
    assertEquals(9_948, uncorrelatedDraws);
  }

  @Test
  void fixSwitchReadsTheWriteUncorrelatedKeys() {
    Config config = TestFiles.shippedConfig().with(Map.of("fix_write_uncorr_keys", "true",
        "write_uncorr_function", "com.facebook.LinkBench.distributions.ZipfDistribution"));
    RequestChooser chooser = Workload.from(config, false, true).newRequestChooser(0, 1);
    ZipfDistribution uncorrelated = new ZipfDistribution(1, MAX_ID1, 0.741);
    ZipfDistribution correlated = new ZipfDistribution(1, MAX_ID1, 0.741);
    InvertibleShuffler uncorrelatedShuffle = new InvertibleShuffler(53238253823453L, 1024, MAX_ID1 - 1);
    InvertibleShuffler degreeShuffle = new InvertibleShuffler(20343988438726021L, 1024, MAX_ID1 - 1);
    Random actual = new Random(5);
    Random expected = new Random(5);
    for (int i = 0; i < 10_000; i++) {
      long id = expected.nextDouble() < 0.95
          ? 1 + uncorrelatedShuffle.permute(uncorrelated.choose(expected) - 1)
          : 1 + degreeShuffle.permute(correlated.choose(expected) - 1);
      assertEquals(id, chooser.linkWriteId1(actual));
    }
  }

  @Test
  void ignoredWriteUncorrelatedKeysAreWarnedAbout() {
    try (LogCapture log = new LogCapture()) {
      Workload.from(TestFiles.shippedConfig(), false, true);
      assertEquals(0, log.count("WARN"), "the shipped, inert values: " + log.lines());
    }
    try (LogCapture log = new LogCapture()) {
      Workload.from(TestFiles.shippedConfig().with(Map.of("write_uncorr_blend", "50",
          "write_uncorr_function", "com.facebook.LinkBench.distributions.UniformDistribution")), false, true);
      assertEquals(1, log.count("WARN Ignoring write_uncorr_blend, write_uncorr_function:"), log.lines().toString());
    }
    try (LogCapture log = new LogCapture()) {
      Workload.from(TestFiles.shippedConfig().with("write_uncorr_blend", "95.0"), false, true);
      assertEquals(0, log.count("WARN"), "95.0 is the shipped 95: " + log.lines());
    }
    try (LogCapture log = new LogCapture()) {
      Workload.from(TestFiles.shippedConfig().with(Map.of("fix_write_uncorr_keys", "true",
          "write_uncorr_function", "com.facebook.LinkBench.distributions.ZipfDistribution")), false, true);
      assertEquals(0, log.count("WARN"));
    }
  }

  @Test
  void fixSwitchWithoutWriteUncorrelatedFunctionIsAConfigError() {
    Config config = TestFiles.shippedConfig().with("fix_write_uncorr_keys", "true");
    ConfigError e = assertThrows(ConfigError.class, () -> Workload.from(config, false, true));
    assertEquals("Expected configuration key write_uncorr_function to be defined", e.getMessage());
  }

  @Test
  void roundRobinCyclesThroughTheRange() {
    RequestChooser chooser = readsWith("ROUND_ROBIN", "1");
    Random rng = new Random(1);
    assertEquals(5, chooser.linkReadId1(rng));
    assertEquals(6, chooser.linkReadId1(rng));
    for (int i = 0; i < 997; i++) {
      chooser.linkReadId1(rng);
    }
    assertEquals(1004, chooser.linkReadId1(rng));
    assertEquals(5, chooser.linkReadId1(rng));
  }

  @Test
  void arithmeticModesStayInsideTheRange() {
    for (String[] mode : new String[][] {{"RECIPROCAL", "1"}, {"MULTIPLE", "100"}, {"POWER", "2"},
        {"PERFECT_POWER", "2"}, {"round_robin", "1"}}) {
      RequestChooser chooser = readsWith(mode[0], mode[1]);
      Random rng = new Random(11);
      for (int i = 0; i < 20_000; i++) {
        long id = chooser.linkReadId1(rng);
        assertTrue(id >= 5 && id < 1005, mode[0] + " gave " + id);
      }
    }
  }

  @Test
  void multipleDrawsOnlyMultiplesInsideTheRange() {
    RequestChooser chooser = readsWith("MULTIPLE", "100");
    Random rng = new Random(11);
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < 10_000; i++) {
      seen.add(chooser.linkReadId1(rng));
    }
    assertEquals(Set.of(100L, 200L, 300L, 400L, 500L, 600L, 700L, 800L, 900L, 1000L), seen);
  }

  @Test
  void powerAndPerfectPowerReturnPowersOrTheRangeEnds() {
    RequestChooser powers = readsWith("POWER", "2");
    RequestChooser squares = readsWith("PERFECT_POWER", "2");
    Random rng = new Random(11);
    Set<Long> powerIds = new HashSet<>();
    Set<Long> squareIds = new HashSet<>();
    for (int i = 0; i < 10_000; i++) {
      powerIds.add(powers.linkReadId1(rng));
      squareIds.add(squares.linkReadId1(rng));
    }
    // 5 is the lower clamp (LinkBench could return 4 < startid1 here); 1004 the upper one.
    assertEquals(Set.of(8L, 16L, 32L, 64L, 128L, 256L, 512L, 1004L), powerIds);
    for (long id : squareIds) {
      long root = Math.round(Math.sqrt(id));
      assertTrue(root * root == id || id == 1004, "not a square: " + id);
    }
    assertTrue(squareIds.contains(9L) && squareIds.contains(961L));
  }

  @Test
  void reciprocalFavoursLowIdsAndNeverReachesMaxId1() {
    RequestChooser chooser = readsWith("RECIPROCAL", "1");
    Random rng = new Random(11);
    int lowest = 0;
    long highest = 0;
    for (int i = 0; i < 10_000; i++) {
      long id = chooser.linkReadId1(rng);
      lowest += id == 5 ? 1 : 0;
      highest = Math.max(highest, id);
    }
    // ceil(1000 / U) <= 5 for every U >= 200: 80% of draws.
    assertEquals(0.80, lowest / 10_000.0, 0.015);
    assertTrue(highest <= 200, "highest " + highest);
  }

  @Test
  void arithmeticParametersAreValidated() {
    ConfigError multiple = assertThrows(ConfigError.class, () -> readsWith("MULTIPLE", "2000"));
    assertEquals("Expected configuration key read_config to be a step >= 1 with a multiple in [5, 1005) for"
        + " MULTIPLE, but was '2000'", multiple.getMessage());
    assertThrows(ConfigError.class, () -> readsWith("POWER", "1"));
    ConfigError missing = assertThrows(ConfigError.class, () -> Workload.from(TestFiles.smallConfig(1005)
        .with(Map.of("read_function", "POWER", "read_uncorr_blend", "0")), false, true));
    assertEquals("Expected configuration key read_config to be defined", missing.getMessage());
  }

  @Test
  void realAccessDrawsFromTheDataFile() {
    Config config = TestFiles.shippedConfig().with(Map.of("read_function", "REAL", "read_uncorr_blend", "0",
        "maxid1", "100001"));
    RequestChooser chooser = Workload.from(config, false, true).newRequestChooser(0, 1);
    Random rng = new Random(2);
    for (int i = 0; i < 10_000; i++) {
      long id = chooser.linkReadId1(rng);
      assertTrue(id >= 1 && id < 100_001);
    }
  }

  @Test
  void realIsRejectedForNodeDeletesWithoutRewriting() {
    Config config = TestFiles.shippedConfig().with("node_delete_function", "REAL");
    ConfigError e = assertThrows(ConfigError.class, () -> Workload.from(config, false, true));
    assertTrue(e.getMessage().startsWith("Unknown distribution type: NODE_DELETES"), e.getMessage());
  }

  @Test
  void missingNodeDistributionIsReportedAsLinkBenchDoes() {
    Map<String, String> values = new java.util.HashMap<>(TestFiles.shippedConfig().asMap());
    values.remove("node_read_function");
    try (LogCapture log = new LogCapture()) {
      ConfigError e = assertThrows(ConfigError.class, () -> Workload.from(Config.of(values), false, true));
      assertEquals("Node read distribution not configured but node read operations have non-zero probability",
          e.getMessage());
      assertEquals(1, log.count(
          "INFO Node access distribution not configured: Expected configuration key node_read_function to be defined"));
    }
    values.put("node_read_function", "ZipfDistribution");
    values.put("node_delete_function", "POWER");
    try (LogCapture log = new LogCapture()) {
      ConfigError e = assertThrows(ConfigError.class, () -> Workload.from(Config.of(values), false, true));
      assertEquals("Node read distribution not configured but node read operations have non-zero probability",
          e.getMessage());
      assertEquals(1, log.count("INFO Node access distribution not configured: Configuration key"
          + " node_read_function names class 'ZipfDistribution', which was not found"));
    }
  }

  @Test
  void nodeDistributionsAreOnlyNeededWithNodeOps() {
    RequestChooser chooser = Workload.from(TestFiles.smallConfig(1001).with(Map.of("getnode", "0",
        "addnode", "0", "updatenode", "0", "deletenode", "0", "getlinklist", "74.5958901",
        "node_read_function", "nonsense")), false, true).newRequestChooser(0, 1);
    assertThrows(IllegalStateException.class, () -> chooser.nodeReadId(new Random(1), 1));
  }

  @Test
  void id2sFallInsideTheRangeImpliedByPExisting() {
    // CONST 3 with two types: 2 links of each type, so range = ceil(2 / p).
    RequestChooser chooser = Workload.from(TestFiles.smallConfig(1001), false, true).newRequestChooser(0, 1);
    long type = chooser.linkType(new Random(1));
    assertRange(chooser, type, RequestChooser.P_GET_EXIST, 4);
    assertRange(chooser, type, RequestChooser.P_ADD_EXIST, 40);
    assertRange(chooser, type, RequestChooser.P_UPDATE_EXIST, 3);
  }

  private static void assertRange(RequestChooser chooser, long type, double pExisting, int range) {
    Random rng = new Random(8);
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < 5_000; i++) {
      seen.add(chooser.chooseId2(rng, 500, type, pExisting));
    }
    assertEquals(range, seen.size());
    assertTrue(seen.stream().allMatch(id2 -> id2 >= 500 && id2 < 500 + range), seen.toString());
  }

  @Test
  void pairsWithoutLoadedLinksAlwaysGetId1() {
    RequestChooser chooser = shipped.newRequestChooser(0, 1);
    Random rng = new Random(4);
    // id1 = 1 has no links in the default graph.
    for (int i = 0; i < 100; i++) {
      assertEquals(1, chooser.chooseId2(rng, 1, GraphShape.linkType(0), RequestChooser.P_UPDATE_EXIST));
    }
  }

  @Test
  void rangeFormulaIsLinkBenchsAndAgreesWithTheSpecForm() {
    for (double p : new double[] {0.05, 0.5, 0.9}) {
      for (long nlinks = 0; nlinks <= 200_000; nlinks++) {
        long specForm = Math.max(1, (long) Math.ceil(nlinks / p));
        assertEquals(specForm, Id2Chooser.range(p, nlinks), "p " + p + " nlinks " + nlinks);
      }
    }
  }

  @Test
  void multigetTakesTheWholeRangeWhenItIsSmall() {
    RequestChooser chooser = Workload.from(TestFiles.smallConfig(1001), false, true).newRequestChooser(0, 1);
    assertArrayEquals(new long[] {700, 701, 702, 703, 704},
        chooser.chooseId2s(new Random(3), 700, GraphShape.linkType(1), 5, RequestChooser.P_GET_EXIST));
  }

  @Test
  void multigetIdsAreDistinctWhenTheRangeAllows() {
    RequestChooser chooser = shipped.newRequestChooser(0, 1);
    long[] id2s = chooser.chooseId2s(new Random(3), 355_329, GraphShape.linkType(0), 100, RequestChooser.P_GET_EXIST);
    Set<Long> distinct = new HashSet<>();
    for (long id2 : id2s) {
      distinct.add(id2);
      assertTrue(id2 >= 355_329 && id2 < 355_329 + 2 * 480_983, "id2 " + id2);
    }
    assertEquals(100, distinct.size());
  }

  @Test
  void id2genConfigGivesEachRequesterItsOwnResidue() {
    Config config = TestFiles.smallConfig(1001).with(Map.of("id2gen_config", "1"));
    RequestChooser chooser = Workload.from(config, false, true).newRequestChooser(3, 8);
    Random rng = new Random(6);
    for (int i = 0; i < 2_000; i++) {
      assertEquals(3, chooser.chooseId2(rng, 1 + rng.nextInt(1000), GraphShape.linkType(0),
          RequestChooser.P_ADD_EXIST) % 8);
    }
    for (long id2 : chooser.chooseId2s(rng, 700, GraphShape.linkType(0), 5, RequestChooser.P_GET_EXIST)) {
      assertEquals(3, id2 % 8);
    }
  }

  @Test
  void randomId2MaxDrawsUniformlyBelowIt() {
    Config config = TestFiles.smallConfig(1001).with(Map.of("randomid2max", "50", "id2gen_config", "1"));
    RequestChooser chooser = Workload.from(config, false, true).newRequestChooser(2, 4);
    Random rng = new Random(6);
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < 5_000; i++) {
      long id2 = chooser.chooseId2(rng, 900, GraphShape.linkType(0), RequestChooser.P_ADD_EXIST);
      assertTrue(id2 >= 0 && id2 <= 50 && id2 % 4 == 2, "id2 " + id2);
      seen.add(id2);
    }
    assertEquals(13, seen.size()); // 2, 6, ..., 50
  }

  @Test
  void linkTypesAndMultigetSizes() {
    RequestChooser chooser = shipped.newRequestChooser(0, 1);
    Random rng = new Random(42);
    Random replay = new Random(42);
    GeometricDistribution sizes = new GeometricDistribution(1, 128, 0.382, false);
    for (int i = 0; i < 1000; i++) {
      assertEquals(123_456_789L + replay.nextInt(2), chooser.linkType(rng));
      assertEquals(sizes.choose(replay), chooser.multigetSize(rng));
    }
    RequestChooser single = Workload.from(TestFiles.smallConfig(101).with("link_multiget_dist", " "), false, true)
        .newRequestChooser(0, 1);
    assertEquals(1, single.multigetSize(rng));
  }

  @Test
  void requesterIndexMustFitTheCount() {
    assertThrows(IllegalArgumentException.class, () -> shipped.newRequestChooser(4, 4));
    assertThrows(IllegalArgumentException.class, () -> shipped.newRequestChooser(-1, 4));
  }
}
