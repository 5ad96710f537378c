package com.linkbenchx.workload;

import com.linkbenchx.config.ClassAliases;
import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.workload.distributions.DistributionKeys;
import com.linkbenchx.workload.distributions.InvertibleShuffler;
import com.linkbenchx.workload.distributions.ProbabilityDistribution;
import com.linkbenchx.workload.distributions.RealDistribution;
import com.linkbenchx.workload.distributions.ThreadSafeDistribution;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Resolves {@code <prefix>function} for one kind of access into a supplier of per-requester access distributions:
 * immutable ones are built once and shared, stateful ones (REAL cursors, unknown classes) are built per requester.
 */
final class AccessPlans {
  private AccessPlans() {
  }

  /** True when {@code <prefix>function} is REAL (needs {@code data_file}). */
  static boolean usesRealData(Config config, String prefix) {
    return AccessKeys.FUNCTION.at(prefix).readOptional(config)
        .map(f -> f.trim().toUpperCase(Locale.ROOT).equals("REAL")).orElse(false);
  }

  static Supplier<AccessDistribution> fromConfig(Config config, AccessKind kind, String prefix,
      long startId1, long maxId1, EmpiricalDataSource data) {
    String functionKey = AccessKeys.FUNCTION.at(prefix).name();
    String function = AccessKeys.FUNCTION.at(prefix).read(config).trim();
    String upper = function.toUpperCase(Locale.ROOT);
    if (upper.equals("REAL")) {
      requireRealSupport(config, kind, prefix);
      RealDistribution prototype = new RealDistribution(kind.realKind, data.get(), startId1, maxId1);
      InvertibleShuffler shuffler = shuffler(kind, maxId1 - startId1);
      return () -> shuffled(prototype.withFreshCursors(), shuffler, startId1);
    }
    ArithmeticAccess.Mode mode = named(ArithmeticAccess.Mode.values(), upper);
    if (mode != null) {
      ArithmeticAccess shared = new ArithmeticAccess(mode, startId1, maxId1,
          checkedParameter(config, AccessKeys.FUNCTION_CONFIG.at(prefix), mode, startId1, maxId1));
      return () -> shared;
    }
    ProbabilityDistribution first = loadDistribution(config, functionKey, function, startId1, maxId1, prefix, data);
    if (first instanceof RealDistribution real && !real.supportsChoose()) {
      throw ConfigError.invalid(DistributionKeys.REAL_KIND.at(prefix).name(), "links",
          "an access kind (link_reads, link_writes, node_reads, node_writes) for " + functionKey);
    }
    InvertibleShuffler shuffler = shuffler(kind, maxId1 - startId1);
    if (first instanceof ThreadSafeDistribution) {
      AccessDistribution shared = shuffled(first, shuffler, startId1);
      return () -> shared;
    }
    if (first instanceof RealDistribution real) {
      return () -> shuffled(real.withFreshCursors(), shuffler, startId1);
    }
    return () -> shuffled(loadDistribution(config, functionKey, function, startId1, maxId1, prefix, data), shuffler,
        startId1);
  }

  /** Instantiates the distribution class a key names (LinkBench's names mapped by ClassAliases) and initializes it. */
  static ProbabilityDistribution loadDistribution(Config config, String key, String className, long min, long max,
      String keyPrefix, EmpiricalDataSource data) {
    ProbabilityDistribution distribution = ClassAliases.instantiate(key, className, ProbabilityDistribution.class);
    if (distribution instanceof RealDistribution real) {
      real.init(min, max, config, keyPrefix, data.get()); // data_file is read once per run
    } else {
      distribution.init(min, max, config, keyPrefix);
    }
    return distribution;
  }

  /** REAL exists only for link reads, link writes, node reads and node updates. */
  static void requireRealSupport(Config config, AccessKind kind, String prefix) {
    if (kind.realKind == null && usesRealData(config, prefix)) {
      throw new ConfigError("Unknown distribution type: " + kind + " (configuration key " + prefix
          + AccessKeys.FUNCTION.suffix()
          + " = REAL; REAL serves link reads, link writes, node reads and node updates)");
    }
  }

  /** A distribution over popularity ranks, mapped to ids by a shuffler (class and REAL modes). */
  private static AccessDistribution shuffled(ProbabilityDistribution ranks, InvertibleShuffler shuffler,
      long startId1) {
    return (rng, previousId) -> startId1 + shuffler.permute(ranks.choose(rng) - startId1);
  }

  private static InvertibleShuffler shuffler(AccessKind kind, long n) {
    return new InvertibleShuffler(kind.shufflerSeed, GraphShape.SHUFFLER_GROUPS, n);
  }

  private static long checkedParameter(Config config, ConfigKey<Long> configKey, ArithmeticAccess.Mode mode,
      long startId1, long maxId1) {
    long parameter = configKey.read(config);
    // LinkBench reads the key for every built-in mode; ROUND_ROBIN and RECIPROCAL ignore its value.
    String expected = switch (mode) {
      case MULTIPLE -> parameter >= 1
          && ArithmeticAccess.firstMultiple(startId1, parameter) <= ArithmeticAccess.lastMultiple(maxId1, parameter)
              ? null : "a step >= 1 with a multiple in [" + startId1 + ", " + maxId1 + ") for MULTIPLE";
      case POWER -> parameter >= 2 ? null : ">= 2 for POWER";
      case PERFECT_POWER -> parameter >= 1 ? null : ">= 1 for PERFECT_POWER";
      case ROUND_ROBIN, RECIPROCAL -> null;
    };
    if (expected != null) {
      throw ConfigError.invalid(configKey.name(), parameter, expected);
    }
    return parameter;
  }

  /** The constant of {@code modes} named {@code upperCaseName}, or null. */
  static <E extends Enum<E>> E named(E[] modes, String upperCaseName) {
    return Arrays.stream(modes).filter(mode -> mode.name().equals(upperCaseName)).findFirst().orElse(null);
  }

  /** A percentage key in [0, 100] as a fraction. */
  static double fraction(Config config, ConfigKey<Double> key) {
    double percent = key.read(config);
    if (percent < 0.0 || percent > 100.0) {
      throw ConfigError.invalid(key.name(), key.raw(config).orElse(""), "a percentage in [0, 100]");
    }
    return percent / 100.0;
  }
}
