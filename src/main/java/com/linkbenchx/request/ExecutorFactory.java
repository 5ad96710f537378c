package com.linkbenchx.request;

import java.util.Random;

/** Builds each requester's executor on the main thread, so configuration errors surface there. */
public interface ExecutorFactory {
  /**
   * @param requesterIndex 0..requesterCount-1
   * @param rng the requester's own generator, seeded from the master RNG
   */
  OperationExecutor create(int requesterIndex, int requesterCount, Random rng);
}
