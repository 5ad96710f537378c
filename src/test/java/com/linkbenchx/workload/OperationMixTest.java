package com.linkbenchx.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.model.LinkBenchOp;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;

/** The operation mix: cumulative thresholds in LinkBench's order and the choice of operation. */
class OperationMixTest {
  private static Config mix(double add, double delete, double update, double count, double multiget,
      double list) {
    Map<String, String> values = new HashMap<>();
    values.put("addlink", Double.toString(add));
    values.put("deletelink", Double.toString(delete));
    values.put("updatelink", Double.toString(update));
    values.put("countlink", Double.toString(count));
    values.put("getlink", Double.toString(multiget));
    values.put("getlinklist", Double.toString(list));
    return Config.of(values);
  }

  /** A generator whose nextDouble is fixed, to hit thresholds exactly. */
  private static Random fixedDouble(double value) {
    return new Random() {
      private static final long serialVersionUID = 1L;

      @Override
      public double nextDouble() {
        return value;
      }
    };
  }

  @Test
  void shippedMixHasTheSpecThresholdsInFixedOrder() {
    OperationMix mix = OperationMix.fromConfig(TestFiles.shippedConfig());
    Object[][] expected = {
        {LinkBenchOp.ADD_LINK, 8.9886601, 8.9886601}, {LinkBenchOp.DELETE_LINK, 2.9907664, 11.9794265},
        {LinkBenchOp.UPDATE_LINK, 8.0122125, 19.991639}, {LinkBenchOp.COUNT_LINK, 4.8863567, 24.8779957},
        {LinkBenchOp.MULTIGET_LINK, 0.5261142, 25.4041099}, {LinkBenchOp.GET_LINKS_LIST, 50.7119145, 76.1160244},
        {LinkBenchOp.ADD_NODE, 2.5732789, 78.6893033}, {LinkBenchOp.UPDATE_NODE, 7.366437, 86.0557403},
        {LinkBenchOp.DELETE_NODE, 1.0115914, 87.0673317}, {LinkBenchOp.GET_NODE, 12.9326683, 100.0}};
    for (Object[] row : expected) {
      LinkBenchOp op = (LinkBenchOp) row[0];
      assertEquals((double) row[1], mix.share(op), 0.0, op.name());
      assertEquals((double) row[2], mix.threshold(op), 1e-9, op.name());
    }
    assertTrue(mix.hasNodeOps());
    assertEquals(0.0, mix.share(LinkBenchOp.LOAD_LINK));
  }

  @Test
  void choiceFrequenciesFollowTheShares() {
    OperationMix mix = OperationMix.fromConfig(TestFiles.shippedConfig());
    Random rng = new Random(42);
    EnumMap<LinkBenchOp, Integer> counts = new EnumMap<>(LinkBenchOp.class);
    int draws = 1_000_000;
    for (int i = 0; i < draws; i++) {
      counts.merge(mix.choose(rng), 1, Integer::sum);
    }
    LinkBenchOp[] ops = LinkBenchOp.REQUEST_OPS_IN_THRESHOLD_ORDER;
    double[] expected = new double[ops.length];
    long[] observed = new long[ops.length];
    for (int i = 0; i < ops.length; i++) {
      expected[i] = mix.share(ops[i]) / 100 * draws;
      observed[i] = counts.getOrDefault(ops[i], 0);
      assertEquals(mix.share(ops[i]), 100.0 * observed[i] / draws, 0.2, ops[i].name());
    }
    assertFalse(counts.containsKey(LinkBenchOp.UNKNOWN));
    // Chi-square goodness of fit, 9 degrees of freedom: 21.67 is the 1% critical value.
    double chiSquare = new ChiSquareTest().chiSquare(expected, observed);
    assertTrue(chiSquare < 21.67, "chi-square " + chiSquare);
  }

  @Test
  void theFirstOpWhoseThresholdIsReachedWins() {
    OperationMix mix = OperationMix.fromConfig(mix(25, 25, 25, 25, 0, 0));
    assertEquals(LinkBenchOp.ADD_LINK, mix.choose(fixedDouble(0.0)));
    assertEquals(LinkBenchOp.ADD_LINK, mix.choose(fixedDouble(0.25)));
    assertEquals(LinkBenchOp.DELETE_LINK, mix.choose(fixedDouble(0.2500001)));
    assertEquals(LinkBenchOp.UPDATE_LINK, mix.choose(fixedDouble(0.75)));
    assertEquals(LinkBenchOp.COUNT_LINK, mix.choose(fixedDouble(0.99)));
    assertFalse(mix.hasNodeOps());
  }

  @Test
  void aDrawAboveASlightlyShortSumIsUnknownLikeLinkBenchsNoOp() {
    OperationMix mix = OperationMix.fromConfig(mix(50, 0, 0, 0, 0, 49.999995));
    assertEquals(LinkBenchOp.GET_LINKS_LIST, mix.choose(fixedDouble(0.9999999)));
    assertEquals(LinkBenchOp.UNKNOWN, mix.choose(fixedDouble(0.99999999)));
  }

  @Test
  void percentagesMustAddUpToOneHundred() {
    ConfigError e = assertThrows(ConfigError.class, () -> OperationMix.fromConfig(mix(50, 0, 0, 0, 0, 40)));
    assertEquals("Percentages of request types do not add to 100, only 90.0!", e.getMessage());
    OperationMix.fromConfig(mix(50, 0, 0, 0, 0, 50.000009)); // within 1e-5
  }

  @Test
  void negativePercentagesAreRejectedNamingTheKey() {
    ConfigError e = assertThrows(ConfigError.class, () -> OperationMix.fromConfig(mix(51, -1, 0, 0, 0, 50)));
    assertEquals("Expected configuration key deletelink to be a percentage >= 0, but was '-1.0'", e.getMessage());
  }

  @Test
  void linkOpsAreRequiredAndNodeOpsDefaultToZero() {
    Map<String, String> values = new HashMap<>(mix(50, 0, 0, 0, 0, 50).asMap());
    values.remove("countlink");
    ConfigError e = assertThrows(ConfigError.class, () -> OperationMix.fromConfig(Config.of(values)));
    assertEquals("Expected configuration key countlink to be defined", e.getMessage());
    Config withNodes = mix(50, 0, 0, 0, 0, 40).with("getnode", "10");
    OperationMix mix = OperationMix.fromConfig(withNodes);
    assertTrue(mix.hasNodeOps());
    assertEquals(10.0, mix.share(LinkBenchOp.GET_NODE));
  }
}
