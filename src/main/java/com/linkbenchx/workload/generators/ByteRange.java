package com.linkbenchx.workload.generators;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import java.util.Random;

/** The inclusive byte range [startbyte, endbyte] a generator draws from, checked as LinkBench did. */
record ByteRange(int start, int size) {
  static ByteRange fromConfig(Config config, String keyPrefix) {
    String startKey = GeneratorKeys.START_BYTE.at(keyPrefix).name();
    String endKey = GeneratorKeys.END_BYTE.at(keyPrefix).name();
    int start = GeneratorKeys.START_BYTE.at(keyPrefix).read(config);
    int end = GeneratorKeys.END_BYTE.at(keyPrefix).read(config);
    if (start < 0 || start > 255) {
      throw new ConfigError("start " + start + " out of range [0,255] (configuration key " + startKey + ")");
    }
    if (end < 0 || end > 255) {
      throw new ConfigError("endbyte " + end + " out of range [0,255] (configuration key " + endKey + ")");
    }
    if (start >= end) {
      throw new ConfigError("startByte " + start + " >= endByte " + end + " (configuration keys "
          + startKey + ", " + endKey + ")");
    }
    return new ByteRange(start, end - start + 1);
  }

  /** One nextInt(size) per byte, as LinkBench draws them. */
  void fill(Random rng, byte[] data, int from, int to) {
    for (int i = from; i < to; i++) {
      data[i] = (byte) (start + rng.nextInt(size));
    }
  }
}
