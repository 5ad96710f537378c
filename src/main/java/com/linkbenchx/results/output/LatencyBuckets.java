package com.linkbenchx.results.output;

/**
 * LinkBench's 128 latency buckets: 0.1 ms wide below 1 ms, 1 ms wide to 100 ms,
 * 100 ms wide to 1 s, 1 s wide to 10 s, then one open bucket. Kept for compatibility checks and for
 * readers who want LinkBench's coarse view of an exact histogram.
 */
public final class LatencyBuckets {
  public static final int BUCKET_COUNT = 128;

  private LatencyBuckets() {
  }

  /** The bucket of a latency in microseconds; negative values count as 0. */
  public static int bucket(long micros) {
    long clamped = Math.max(0, micros);
    long millis = clamped / 1000;
    if (millis == 0) {
      return (int) (clamped / 100);
    }
    if (millis < 100) {
      return 10 + (int) (millis - 1);
    }
    if (millis < 1000) {
      return 109 + (int) (millis / 100 - 1);
    }
    if (millis < 10000) {
      return 118 + (int) (millis / 1000 - 1);
    }
    return BUCKET_COUNT - 1;
  }

  /** Inclusive lower bound of a bucket, in microseconds. */
  public static long lowMicros(int bucket) {
    checkBucket(bucket);
    if (bucket < 10) {
      return 100L * bucket;
    }
    if (bucket < 109) {
      return (bucket - 9) * 1000L;
    }
    if (bucket < 118) {
      return (bucket - 108) * 100_000L;
    }
    if (bucket < 127) {
      return (bucket - 117) * 1_000_000L;
    }
    return 10_000_000L;
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
