package com.linkbenchx.store.connection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RetryPolicyTest {
  @Test
  void delayDoublesUpToTheCapAndIsJitteredWithinTheUpperHalf() {
    RetryPolicy policy = new RetryPolicy(10, 5, 100);
    Random random = new Random(7);
    long[] ceilings = {5, 10, 20, 40, 80, 100, 100};
    for (int retry = 1; retry <= ceilings.length; retry++) {
      Set<Long> seen = new HashSet<>();
      for (int i = 0; i < 200; i++) {
        long delay = policy.delayMillis(retry, random);
        long ceiling = ceilings[retry - 1];
        assertTrue(delay >= ceiling / 2 && delay <= ceiling, "retry " + retry + ": " + delay);
        seen.add(delay);
      }
      assertTrue(seen.size() > 1, "jittered");
    }
  }

  @Test
  void zeroBackoffNeverSleepsAndHugeRetryNumbersDoNotOverflow() {
    assertEquals(0, new RetryPolicy(10, 0, 100).delayMillis(5, new Random(1)));
    long delay = new RetryPolicy(1000, 5, 1000).delayMillis(999, new Random(1));
    assertTrue(delay >= 500 && delay <= 1000, String.valueOf(delay));
  }
}
