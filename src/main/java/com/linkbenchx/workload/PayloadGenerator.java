package com.linkbenchx.workload;

import java.util.Random;

/**
 * Makes one payload: a log-normal length (median from {@code link_datasize} or {@code node_datasize}, sigma 1, clamped
 * to the store's limit), then the bytes from the configured data generator. Instances are per thread.
 */
public interface PayloadGenerator {
  byte[] next(Random rng);
}
