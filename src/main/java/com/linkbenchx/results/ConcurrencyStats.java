package com.linkbenchx.results;

/**
 * Busy requesters, sampled once per finished operation (LinkBenchX's definition): the number of
 * requesters inside an operation at the moment one finishes, counting the finishing one. The mean
 * is therefore a per-operation sample mean, not a time average: with one requester it is 1 at any
 * load. The time average (Little's L) is {@link Counters#busyNanos} over the period's length.
 */
public final class ConcurrencyStats {
  private int min = Integer.MAX_VALUE;
  private int max;
  private long sum;
  private long samples;

  void add(ConcurrencyStats other) {
    addSamples(other.min, other.max, other.sum, other.samples);
  }

  void reset() {
    min = Integer.MAX_VALUE;
    max = 0;
    sum = 0;
    samples = 0;
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
