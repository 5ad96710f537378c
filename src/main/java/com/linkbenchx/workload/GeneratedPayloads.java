package com.linkbenchx.workload;

import com.linkbenchx.workload.distributions.LogNormalDistribution;
import com.linkbenchx.workload.generators.DataGenerator;
import java.util.Random;

/** A size draw, then a fill, from the caller's generator in that order. Not thread-safe. */
record GeneratedPayloads(LogNormalDistribution sizes, DataGenerator bytes) implements PayloadGenerator {
  @Override
  public byte[] next(Random rng) {
    byte[] data = new byte[(int) sizes.choose(rng)];
    bytes.fill(rng, data);
    return data;
  }
}
