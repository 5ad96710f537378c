package com.linkbenchx.workload;

import java.nio.ByteBuffer;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Random;

/**
 * A phase's master generator as LinkBenchX made it: the JDK's SHA1PRNG seeded with the 8 bytes of the seed (big-endian)
 * before its first draw, which makes its stream a pure function of the seed. The same {@code request_random_seed} then
 * gives the same per-requester seeds, so a run can be replayed against LinkBenchX.
 */
public final class MasterRandom {
  private static final String ALGORITHM = "SHA1PRNG";

  private MasterRandom() {
  }

  /** A fresh master for {@code seed} (OpenJDK and its builds ship SHA1PRNG). */
  public static Random seeded(long seed) {
    SecureRandom master;
    try {
      master = SecureRandom.getInstance(ALGORITHM);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(ALGORITHM + " is missing from this JDK", e);
    }
    // Seeding before the first draw replaces the self-seeding, so no entropy is mixed in.
    master.setSeed(ByteBuffer.allocate(Long.BYTES).putLong(seed).array());
    return master;
  }
}
