package com.linkbenchx.workload.generators;

import com.linkbenchx.config.Config;
import java.util.Random;

/**
 * Fills payload bytes; configured once from keys starting with {@code keyPrefix} (e.g. {@code link_add_datagen_}).
 * Instances belong to one thread and draw only from the caller's generator; they need a public no-argument constructor.
 */
public interface DataGenerator {
  /** @throws com.linkbenchx.config.ConfigError when a parameter is missing or invalid */
  void init(Config config, String keyPrefix);

  /** Overwrites every byte of {@code data}. */
  void fill(Random rng, byte[] data);
}
