package com.linkbenchx.results.output;

/**
 * LinkBench's 128 latency buckets: 0.1 ms wide below 1 ms, 1 ms wide to 100 ms,
 * 100 ms wide to 1 s, 1 s wide to 10 s, then one open bucket. Kept for compatibility checks and for
 * readers who want LinkBench's coarse view of an exact histogram.
 */
public final class LatencyBuckets {
  public static final int BUCKET_COUNT = 128;

  /** Per tier of equal buckets: its first bucket, its lower bound and its buckets' width (microseconds). */
  private static final int[] TIER_FIRST_BUCKET = {0, 10, 109, 118, BUCKET_COUNT - 1};
  private static final long[] TIER_LOW_MICROS = {0, 1000, 100_000, 1_000_000, 10_000_000};
  private static final long[] TIER_WIDTH_MICROS = {100, 1000, 100_000, 1_000_000, Long.MAX_VALUE};

  private LatencyBuckets() {
  }

  /** The bucket of a latency in microseconds; negative values count as 0. */
  public static int bucket(long micros) {
    long clamped = Math.max(0, micros);
    int tier = TIER_LOW_MICROS.length - 1;
    while (clamped < TIER_LOW_MICROS[tier]) {
      tier--;
    }
    return TIER_FIRST_BUCKET[tier] + (int) ((clamped - TIER_LOW_MICROS[tier]) / TIER_WIDTH_MICROS[tier]);
  }

  /** Inclusive lower bound of a bucket, in microseconds. */
  public static long lowMicros(int bucket) {
    checkBucket(bucket);
    int tier = TIER_FIRST_BUCKET.length - 1;
    while (bucket < TIER_FIRST_BUCKET[tier]) {
      tier--;
    }
    return TIER_LOW_MICROS[tier] + (bucket - TIER_FIRST_BUCKET[tier]) * TIER_WIDTH_MICROS[tier];
  }

  /** Exclusive upper bound of a bucket, in microseconds (LinkBench reports 100 s for the last one). */
  public static long highMicros(int bucket) {
    checkBucket(bucket);
    return bucket == BUCKET_COUNT - 1 ? 100_000_000L : lowMicros(bucket + 1);
  }

  private static void checkBucket(int bucket) {
    if (bucket < 0 || bucket >= BUCKET_COUNT) {
      throw new IllegalArgumentException("bucket " + bucket + " is outside [0, " + BUCKET_COUNT + ")");
    }
  }
}
