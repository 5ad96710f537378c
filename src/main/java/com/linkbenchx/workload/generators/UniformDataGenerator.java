package com.linkbenchx.workload.generators;

import com.linkbenchx.config.Config;
import java.util.Random;

/** Bytes uniform over [startbyte, endbyte]: incompressible, so {@link MotifDataGenerator} is the shipped choice. */
public final class UniformDataGenerator implements DataGenerator {
  private ByteRange range;

  @Override
  public void init(Config config, String keyPrefix) {
    range = ByteRange.fromConfig(config, keyPrefix);
  }

  @Override
  public void fill(Random rng, byte[] data) {
    range.fill(rng, data, 0, data.length);
  }
}
