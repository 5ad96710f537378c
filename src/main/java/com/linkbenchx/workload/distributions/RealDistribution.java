package com.linkbenchx.workload.distributions;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;

/**
 * LinkBench's empirical distribution over [min, max), built on one section of the data file. {@link #expectedCount}
 * ranks ids: id = min gets the section's largest value. {@link #choose} is LinkBench's access mode: a bucket drawn from
 * the section's access weights, then a round-robin cursor per bucket. LinkBench shared those cursors among all threads;
 * here each instance owns its own ({@link #withFreshCursors}), one per requester.
 */
public final class RealDistribution implements ProbabilityDistribution {

  /** Which data a distribution describes; node updates draw from the link-write data, as in LinkBench. */
  public enum Kind {
    LINKS("links", EmpiricalData.NLINKS, null),
    LINK_READS("link_reads", EmpiricalData.LINK_NREADS, EmpiricalData.LINK_NREADS),
    LINK_WRITES("link_writes", EmpiricalData.LINK_NWRITES, EmpiricalData.LINK_NWRITES),
    NODE_READS("node_reads", EmpiricalData.NODE_NREADS, EmpiricalData.NODE_NREADS),
    NODE_UPDATES("node_writes", EmpiricalData.NODE_NWRITES, EmpiricalData.LINK_NWRITES);

    private final String configName;
    private final String countSection;
    private final String accessSection;

    Kind(String configName, String countSection, String accessSection) {
      this.configName = configName;
      this.countSection = countSection;
      this.accessSection = accessSection;
    }

    /** The kind named by {@code <prefix>realdist}. */
    static Kind fromConfig(String keyPrefix, Config config) {
      ConfigKey<String> key = DistributionKeys.REAL_KIND.at(keyPrefix);
      String value = key.read(config);
      return Arrays.stream(values()).filter(kind -> kind.configName.equals(value.trim())).findFirst().orElseThrow(
          () -> ConfigError.invalid(key.name(), value,
              "one of links, link_reads, link_writes, node_reads, node_writes"));
    }
  }

  private long min;
  private long max;
  private Kind kind;
  private EmpiricalSection counts;
  /** The access mode's weights: bucket v is drawn with probability proportional to P(count >= v); null for LINKS. */
  private double[] accessWeights;
  private long[] cursors = new long[0];

  public RealDistribution() {
  }

  /** A ready distribution of one kind, over [min, max). */
  public RealDistribution(Kind kind, EmpiricalData data, long min, long max) {
    setUp(kind, data, min, max);
  }

  private RealDistribution(RealDistribution prototype) {
    this.min = prototype.min;
    this.max = prototype.max;
    this.kind = prototype.kind;
    this.counts = prototype.counts;
    this.accessWeights = prototype.accessWeights;
  }

  /** Reads {@code data_file} itself; the workload uses {@link #init(long, long, Config, String, EmpiricalData)}. */
  @Override
  public void init(long min, long max, Config config, String keyPrefix) {
    setUp(Kind.fromConfig(keyPrefix, config), EmpiricalData.read(config), min, max);
  }

  /** Configured by {@code <prefix>realdist}, with data already read once for the run. */
  public void init(long min, long max, Config config, String keyPrefix, EmpiricalData data) {
    setUp(Kind.fromConfig(keyPrefix, config), data, min, max);
  }

  private void setUp(Kind kind, EmpiricalData data, long min, long max) {
    ScaledDistribution.requireDomain(min, max);
    this.min = min;
    this.max = max;
    this.kind = kind;
    this.counts = data.section(kind.countSection);
    this.accessWeights = kind.accessSection == null ? null : accessWeights(data.section(kind.accessSection));
  }

  /** The dense complementary CDF of a section, P(count >= v) for v = 1..max, summed. */
  private static double[] accessWeights(EmpiricalSection section) {
    int length = section.maxValue() + 1;
    double[] density = new double[length];
    density[section.value(0)] = section.probability(0);
    for (int i = 1; i < section.size(); i++) {
      density[section.value(i)] = section.probability(i) - section.probability(i - 1);
    }
    double[] atLeast = new double[length];
    atLeast[length - 1] = density[length - 1];
    for (int v = length - 2; v >= 0; v--) {
      atLeast[v] = atLeast[v + 1] + density[v];
    }
    double[] cumulativeWeights = new double[length];
    for (int v = 1; v < length; v++) {
      cumulativeWeights[v] = cumulativeWeights[v - 1] + atLeast[v];
    }
    return cumulativeWeights;
  }

  /** A copy sharing this one's immutable tables, with its own round-robin cursors. */
  public RealDistribution withFreshCursors() {
    return new RealDistribution(this);
  }

  public Kind kind() {
    return kind;
  }

  public boolean supportsChoose() {
    return accessWeights != null;
  }

  @Override
  public double pdf(long id) {
    return expectedCount(id) / (counts.mean() * (max - min));
  }

  @Override
  public double expectedCount(long id) {
    if (id < min || id >= max) {
      return 0.0;
    }
    double u = 1.0 - (id - min) / (double) (max - min);
    return counts.valueAtProbability(u);
  }

  @Override
  public double cdf(long id) {
    throw new UnsupportedOperationException("cdf of an empirical access distribution is not defined");
  }

  @Override
  public long quantile(double p) {
    throw new UnsupportedOperationException("quantile of an empirical access distribution is not defined");
  }

  @Override
  public long choose(Random rng) {
    if (accessWeights == null) {
      throw new ConfigError("choose not supported for " + kind.name().toLowerCase(Locale.ROOT)
          + " (the nlinks data describes out-degrees, not accesses)");
    }
    // The total weight is the section's mean count; a draw takes LinkBench's insertion point, 0 becoming 1.
    int found = Arrays.binarySearch(accessWeights, accessWeights[accessWeights.length - 1] * rng.nextDouble());
    int bucket = Math.max(1, found >= 0 ? found : -(found + 1));
    if (bucket >= cursors.length) {
      // Buckets follow the heavy tail, so most runs touch only the first few thousand.
      cursors = Arrays.copyOf(cursors, Math.min(accessWeights.length, Math.max(bucket + 1, cursors.length * 2)));
    }
    long n = max - min;
    long offset = cursors[bucket] % n;
    cursors[bucket] = (offset + 1) % n;
    return min + offset;
  }
}
