package com.linkbenchx.workload.generators;

import com.linkbenchx.config.Config;
import java.util.Random;

/**
 * Bytes drawn uniformly from [startbyte, endbyte]. Incompressible within that range, so rarely realistic;
 * {@link MotifDataGenerator} is the shipped choice.
 */
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
