package com.linkbenchx.results;

/**
 * Busy requesters, sampled as each operation finishes, counting it (LinkBenchX's definition): a
 * per-operation mean, 1 at any load with one requester. The time average is {@link Counters#busyNanos}.
 */
public final class ConcurrencyStats {
  private int min = Integer.MAX_VALUE;
  private int max;
  private long sum;
  private long samples;

  void add(ConcurrencyStats other) {
    addSamples(other.min, other.max, other.sum, other.samples);
  }

  /** Adds samples summarised elsewhere (rebuilding saved results). */
  public void addSamples(int sampleMin, int sampleMax, long sampleSum, long sampleCount) {
    if (sampleCount == 0) {
      return;
    }
    min = Math.min(min, sampleMin);
    max = Math.max(max, sampleMax);
    sum += sampleSum;
    samples += sampleCount;
  }

  /** Sum of the samples. */
  public long sum() {
    return sum;
  }

  /** 0 when nothing finished (LinkBenchX printed Long.MAX_VALUE there). */
  public int min() {
    return samples == 0 ? 0 : min;
  }

  public int max() {
    return max;
  }

  public double mean() {
    return samples == 0 ? 0 : (double) sum / samples;
  }

  public long samples() {
    return samples;
  }
}
