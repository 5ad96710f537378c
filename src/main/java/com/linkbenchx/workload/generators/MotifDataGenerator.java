package com.linkbenchx.workload.generators;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import java.util.Random;

/**
 * LinkBench's compressible payloads: chunks of up to 128 bytes, each with probability {@code uniqueness} fresh uniform
 * bytes, otherwise a random slice of a motif buffer filled on first use. One instance per thread. LinkBench never
 * applied {@code <prefix>motif_length} (the buffer is 512 bytes); {@code fix_motif_length = true} does.
 */
public final class MotifDataGenerator implements DataGenerator {
  public static final int DEFAULT_MOTIF_BUFFER_SIZE = 512;
  private static final int MAX_CHUNK_SIZE = 128;

  private ByteRange range;
  private double uniqueness;
  private int motifSize = DEFAULT_MOTIF_BUFFER_SIZE;
  private byte[] motif;

  @Override
  public void init(Config config, String keyPrefix) {
    range = ByteRange.fromConfig(config, keyPrefix);
    ConfigKey<Double> uniquenessKey = GeneratorKeys.UNIQUENESS.at(keyPrefix);
    uniqueness = uniquenessKey.read(config);
    if (uniqueness < 0.0 || uniqueness > 1.0) {
      throw ConfigError.invalid(uniquenessKey.name(), uniquenessKey.raw(config).orElse(""), "in [0, 1]");
    }
    ConfigKey<Integer> lengthKey = GeneratorKeys.MOTIF_LENGTH.at(keyPrefix);
    if (GeneratorKeys.FIX_MOTIF_LENGTH.read(config) && lengthKey.isSet(config)) {
      motifSize = lengthKey.read(config);
    }
  }

  @Override
  public void fill(Random rng, byte[] data) {
    if (motif == null) {
      motif = new byte[motifSize];
      range.fill(rng, motif, 0, motifSize);
    }
    int chunk = Math.min(MAX_CHUNK_SIZE, motifSize);
    for (int i = 0; i < data.length; i += chunk) {
      int end = Math.min(data.length, i + chunk);
      if (rng.nextDouble() < uniqueness) {
        range.fill(rng, data, i, end);
      } else {
        int length = end - i;
        System.arraycopy(motif, rng.nextInt(motifSize - length + 1), data, i, length);
      }
    }
  }
}
