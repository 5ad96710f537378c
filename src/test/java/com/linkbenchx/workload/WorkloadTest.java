package com.linkbenchx.workload;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.workload.distributions.LogNormalDistribution;
import com.linkbenchx.workload.generators.MotifDataGenerator;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Workload.from: what each phase validates, and the per-thread parts it hands out. */
class WorkloadTest {
  private static String errorOf(Config config, boolean load, boolean request) {
    ConfigError e = assertThrows(ConfigError.class, () -> Workload.from(config, load, request));
    assertTrue(!e.getMessage().contains("\n"), "one line: " + e.getMessage());
    return e.getMessage();
  }

  private static Config without(Config config, String... keys) {
    Map<String, String> values = new HashMap<>(config.asMap());
    for (String key : keys) {
      values.remove(key);
    }
    return Config.of(values);
  }

  @Test
  void shippedWorkloadBuildsForBothPhases() {
    Workload workload = Workload.from(TestFiles.shippedConfig(), true, true);
    assertEquals(0.003, workload.getLinkListHistoryFraction(), 1e-15);
    assertTrue(workload.operationMix().hasNodeOps());
    assertNotSame(workload.newLinkAddPayloads(), workload.newLinkAddPayloads());
    workload.newLinkUpdatePayloads();
    workload.newNodeAddPayloads();
    workload.newNodeUpdatePayloads();
    assertNotSame(workload.newRequestChooser(0, 2), workload.newRequestChooser(1, 2));
  }

  @Test
  void dataFileIsReadOnceForAllRealDistributions() {
    Config config = TestFiles.shippedConfig().with(Map.of("read_function", "REAL", "write_function", "REAL",
        "node_read_function", "REAL", "node_update_function", "REAL"));
    try (LogCapture log = new LogCapture()) {
      Workload workload = Workload.from(config, true, true);
      workload.newRequestChooser(0, 3);
      workload.newRequestChooser(1, 3);
      assertEquals(1, log.count("INFO Loading real distribution data from "), log.lines().toString());
    }
  }

  @Test
  void workloadsWithoutRealDistributionsNeedNoDataFile() {
    Workload workload = Workload.from(TestFiles.smallConfig(101), true, true);
    assertEquals(3, workload.graph().totalLinks(7));
    assertEquals("Expected configuration key data_file to be defined",
        errorOf(TestFiles.smallConfig(101).with("nlinks_func", "real"), true, false));
  }

  @Test
  void loadPhaseAloneNeedsNoRequestKeys() {
    Config loadOnly = without(TestFiles.smallConfig(101), "addlink", "read_function", "write_function",
        "link_up_datagen", "node_read_function", "node_add_datagen");
    Workload workload = Workload.from(loadOnly, true, false);
    assertThrows(IllegalStateException.class, workload::operationMix);
    assertThrows(IllegalStateException.class, () -> workload.newRequestChooser(0, 1));
    assertThrows(IllegalStateException.class, workload::newLinkUpdatePayloads);
    assertThrows(IllegalStateException.class, workload::newNodeAddPayloads);
    assertEquals("Expected configuration key node_add_datagen to be defined",
        errorOf(loadOnly.with("generate_nodes", "true"), true, false));
    assertEquals("Expected configuration key addlink to be defined", errorOf(loadOnly, false, true));
  }

  @Test
  void idRangeIsChecked() {
    assertEquals("startid1 must be >= 1, but was '0'", errorOf(TestFiles.smallConfig(101).with("startid1", "0"),
        true, true));
    assertEquals("maxid1 must be > startid1 (1), but was '1'", errorOf(TestFiles.smallConfig(1), true, false));
    assertEquals("Expected configuration key maxid1 to be long integer, but was '1e6'",
        errorOf(TestFiles.smallConfig(101).with("maxid1", "1e6"), true, false));
  }

  @Test
  void graphAndPayloadKeysAreChecked() {
    Config small = TestFiles.smallConfig(101);
    assertEquals("Expected configuration key link_type_count to be in range [1, 2147483647], but was '0'",
        errorOf(small.with("link_type_count", "0"), true, false));
    assertEquals("Expected configuration key randomid2max to be in range [0, 2147483647], but was '2147483648'",
        errorOf(small.with("randomid2max", "2147483648"), true, false));
    assertEquals("Expected configuration key link_datasize to be a median payload size > 0, but was '0'",
        errorOf(small.with("link_datasize", "0"), true, false));
    assertEquals("Configuration key link_add_datagen names class 'com.example.Missing', which was not found on"
        + " the classpath (add its jar to lib/)",
        errorOf(small.with("link_add_datagen", "com.example.Missing"),
            true, false));
    assertEquals("Configuration key link_up_datagen names class 'java.lang.String', which is not a DataGenerator",
        errorOf(small.with("link_up_datagen", "java.lang.String"), false, true));
    assertEquals("Expected configuration key link_add_datagen_uniqueness to be defined",
        errorOf(without(small, "link_add_datagen_uniqueness"), true, false));
  }

  @Test
  void requestKeysAreChecked() {
    Config small = TestFiles.smallConfig(101);
    assertEquals("Expected configuration key link_multiget_dist_max to be > link_multiget_dist_min (1), but was '1'",
        errorOf(small.with("link_multiget_dist_max", "1"), false, true));
    assertEquals("Expected configuration key getlinklist_history to be a percentage in [0, 100], but was '101'",
        errorOf(small.with("getlinklist_history", "101"), false, true));
    assertEquals("Expected configuration key read_uncorr_blend to be a percentage in [0, 100], but was '-5'",
        errorOf(small.with("read_uncorr_blend", "-5"), false, true));
    assertEquals("Expected configuration key id2gen_config to be in range [0, 1], but was '2'",
        errorOf(small.with("id2gen_config", "2"), false, true));
    assertEquals("Expected configuration key read_function to be defined",
        errorOf(without(small, "read_function"), false, true));
    assertEquals("Expected configuration key read_shape to be defined",
        errorOf(without(small, "read_shape"), false, true));
    // Writes are resolved first, as in LinkBench, and by default they use read_uncorr_*.
    assertEquals("Unknown distribution type: LINK_WRITES_UNCORR (configuration key read_uncorr_function = REAL;"
        + " REAL serves link reads, link writes, node reads and node updates)",
        errorOf(TestFiles.shippedConfig().with("read_uncorr_function", "real"), false, true));
  }

  @Test
  void linkBenchsLogNormalMultigetSizesAreAccepted() {
    Config config = TestFiles.shippedConfig()
        .with("link_multiget_dist", "com.facebook.LinkBench.distributions.LogNormalDistribution")
        .with("link_multiget_dist_median", "2").with("link_multiget_dist_sigma", "0.5");
    Workload.from(config, false, true);
    assertEquals("Expected configuration key link_multiget_dist_sigma to be defined",
        errorOf(without(config, "link_multiget_dist_sigma"), false, true));
  }

  @Test
  void payloadsAreALogNormalSizeThenMotifBytes() {
    Workload workload = Workload.from(TestFiles.shippedConfig(), false, true);
    PayloadGenerator payloads = workload.newLinkAddPayloads();
    Random rng = new Random(42);
    Random replay = new Random(42);
    LogNormalDistribution sizes = new LogNormalDistribution(0, 255, 8, 1.0);
    MotifDataGenerator bytes = new MotifDataGenerator();
    bytes.init(TestFiles.shippedConfig(), "link_add_datagen_");
    for (int i = 0; i < 200; i++) {
      byte[] expected = new byte[(int) sizes.choose(replay)];
      bytes.fill(replay, expected);
      assertArrayEquals(expected, payloads.next(rng));
    }
    assertEquals(25, workload.newLinkAddPayloads().next(new Random(42)).length);
  }

  @Test
  void nodePayloadsUseTheNodeMedianAndLimit() {
    PayloadGenerator payloads = Workload.from(TestFiles.shippedConfig(), false, true).newNodeUpdatePayloads();
    Random rng = new Random(1);
    long total = 0;
    int longest = 0;
    for (int i = 0; i < 2000; i++) {
      byte[] data = payloads.next(rng);
      for (byte b : data) {
        assertTrue((b & 0xff) >= 50 && (b & 0xff) <= 220);
      }
      total += data.length;
      longest = Math.max(longest, data.length);
    }
    // Median 128, sigma 1: mean 128 * e^0.5 = 211; nothing near the 1 MiB limit.
    assertEquals(211, total / 2000.0, 15);
    assertTrue(longest > 254 && longest < 1_048_576, "longest " + longest);
  }
}
