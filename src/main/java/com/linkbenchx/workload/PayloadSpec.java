package com.linkbenchx.workload;

import com.linkbenchx.config.ClassAliases;
import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.workload.distributions.LogNormalDistribution;
import com.linkbenchx.workload.generators.DataGenerator;

/**
 * One kind of payload, validated once: the size law and the generator class named by {@code generatorKey}, configured
 * from keys starting with {@code generatorKey + "_"}; {@link #newGenerator()} builds a per-thread generator.
 */
record PayloadSpec(Config config, String generatorKey, String generatorClass, LogNormalDistribution sizes) {
  /** Link payloads are shorter than 255 bytes (the MySQL column holds 255). */
  static final long LINK_DATA_LIMIT = 255;
  /** Node payloads are shorter than 1 MiB. */
  static final long NODE_DATA_LIMIT = 1_048_576;
  private static final double SIZE_SIGMA = 1.0;

  static PayloadSpec fromConfig(Config config, ConfigKey<Double> sizeKey, long sizeLimit,
      ConfigKey<String> generatorKey) {
    double median = sizeKey.read(config);
    if (!(median > 0.0)) {
      throw ConfigError.invalid(sizeKey.name(), sizeKey.raw(config).orElse(""), "a median payload size > 0");
    }
    PayloadSpec spec = new PayloadSpec(config, generatorKey.name(), generatorKey.read(config),
        new LogNormalDistribution(0, sizeLimit, median, SIZE_SIGMA));
    spec.newDataGenerator(); // validates the class and its keys now, not in a worker
    return spec;
  }

  PayloadGenerator newGenerator() {
    DataGenerator bytes = newDataGenerator();
    return rng -> { // a size draw, then a fill, from the caller's generator in that order
      byte[] data = new byte[(int) sizes.choose(rng)];
      bytes.fill(rng, data);
      return data;
    };
  }

  private DataGenerator newDataGenerator() {
    DataGenerator generator = ClassAliases.instantiate(generatorKey, generatorClass, DataGenerator.class);
    generator.init(config, generatorKey + "_");
    return generator;
  }
}
