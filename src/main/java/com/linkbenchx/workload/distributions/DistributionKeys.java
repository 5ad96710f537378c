package com.linkbenchx.workload.distributions;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeyFamily;
import com.linkbenchx.config.KeySet;
import java.nio.file.Path;
import java.util.List;

/**
 * Parameters of the distributions named in a configuration, read with the prefix of the key that chose the
 * distribution: {@code nlinks_shape} for {@code nlinks_func}, {@code read_shape} for {@code read_function}.
 */
public final class DistributionKeys {
  /** The prefixes the workload reads distribution parameters with. */
  public static final List<String> PREFIXES = List.of("nlinks_", "read_", "read_uncorr_", "write_", "write_uncorr_",
      "node_read_", "node_update_", "node_delete_", "link_multiget_dist_");
  private static final String SCOPE = "workload";

  public static final KeyFamily<Double> SHAPE = KeyFamily.of(ConfigKey.decimal("shape").constraint("> 0").scope(SCOPE)
      .doc("Zipf shape s: the k-th most popular id has weight 1/k^s (required by ZipfDistribution)"), PREFIXES);
  public static final KeyFamily<Double> MEAN = KeyFamily.of(ConfigKey.decimal("mean")
      .defaultText("expected counts are the probabilities").scope(SCOPE)
      .doc("Mean per id: scales expected counts (out-degrees) to this mean times the id range"), PREFIXES);
  public static final KeyFamily<Double> PROB = KeyFamily.of(ConfigKey.decimal("prob").constraint("in (0, 1]")
      .scope(SCOPE)
      .doc("Success probability p of GeometricDistribution (required by it)"), PREFIXES);
  public static final KeyFamily<Double> MEDIAN = KeyFamily.of(ConfigKey.decimal("median").constraint("> 0").scope(SCOPE)
      .doc("Median of LogNormalDistribution's values (required by it)"), PREFIXES);
  public static final KeyFamily<Double> SIGMA = KeyFamily.of(ConfigKey.decimal("sigma").constraint("> 0").scope(SCOPE)
      .doc("Standard deviation of the natural log of LogNormalDistribution's values (required by it)"), PREFIXES);
  public static final KeyFamily<String> REAL_KIND = KeyFamily.of(ConfigKey.string("realdist")
      .constraint("links, link_reads, link_writes, node_reads or node_writes").scope(SCOPE)
      .doc("Section of data_file a RealDistribution named by class draws from"), PREFIXES);
  public static final ConfigKey<Path> DATA_FILE = ConfigKey.path("data_file")
      .scope("load, request (when a REAL distribution is used)")
      .doc("Empirical distributions file (config/Distribution.dat)");
  public static final ConfigKey<Boolean> FIX_GEOMETRIC_QUANTILE = ConfigKey.bool("fix_geometric_quantile")
      .defaultValue(false).scope("request")
      .doc("true: geometric draws start at min; false (LinkBench): they start at min + 1");

  public static final KeySet ALL = KeySet.of("Distribution parameters", DATA_FILE, FIX_GEOMETRIC_QUANTILE)
      .withFamilies(SHAPE, MEAN, PROB, MEDIAN, SIGMA, REAL_KIND);

  private DistributionKeys() {
  }
}
