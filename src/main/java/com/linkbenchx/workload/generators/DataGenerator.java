package com.linkbenchx.workload.generators;

import com.linkbenchx.config.Config;
import java.util.Random;

/**
 * Fills payload bytes. Configured once from keys starting with {@code keyPrefix} (the generator's own key plus
 * {@code _}, e.g. {@code link_add_datagen_startbyte}). Instances may keep state between calls and belong to one thread;
 * all randomness comes from the caller's generator. Implementations named in configuration files need a public
 * no-argument constructor.
 */
public interface DataGenerator {
  /** @throws com.linkbenchx.config.ConfigError when a parameter is missing or invalid */
  void init(Config config, String keyPrefix);

  /** Overwrites every byte of {@code data}. */
  void fill(Random rng, byte[] data);
}
