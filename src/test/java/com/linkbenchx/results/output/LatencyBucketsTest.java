package com.linkbenchx.results.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class LatencyBucketsTest {
  @Test
  void appendixBVector() {
    long[] micros = {0, 99, 100, 999, 1000, 1999, 2000, 99999, 100000, 999999, 1000000, 9999999, 10000000};
    int[] expected = {0, 0, 1, 9, 10, 10, 11, 108, 109, 117, 118, 126, 127};
    for (int i = 0; i < micros.length; i++) {
      assertEquals(expected[i], LatencyBuckets.bucket(micros[i]), "bucket of " + micros[i] + " us");
    }
  }

  @Test
  void boundsMatchTheBucketFunction() {
    for (int bucket = 0; bucket < LatencyBuckets.BUCKET_COUNT - 1; bucket++) {
      long low = LatencyBuckets.lowMicros(bucket);
      long high = LatencyBuckets.highMicros(bucket);
      assertEquals(bucket, LatencyBuckets.bucket(low), "low bound of " + bucket);
      assertEquals(bucket, LatencyBuckets.bucket(high - 1), "last value of " + bucket);
      assertEquals(bucket + 1, LatencyBuckets.bucket(high), "high bound of " + bucket);
    }
    assertEquals(10_000_000L, LatencyBuckets.lowMicros(127));
    assertEquals(100_000_000L, LatencyBuckets.highMicros(127));
    assertEquals(127, LatencyBuckets.bucket(Long.MAX_VALUE));
  }

  @Test
  void specBoundsExamples() {
    assertEquals(700, LatencyBuckets.lowMicros(7));
    assertEquals(1000, LatencyBuckets.lowMicros(10));
    assertEquals(2000, LatencyBuckets.highMicros(10));
    assertEquals(100_000, LatencyBuckets.lowMicros(109));
    assertEquals(1_000_000, LatencyBuckets.lowMicros(118));
    assertEquals(0, LatencyBuckets.bucket(-5));
    assertThrows(IllegalArgumentException.class, () -> LatencyBuckets.lowMicros(128));
  }
}
