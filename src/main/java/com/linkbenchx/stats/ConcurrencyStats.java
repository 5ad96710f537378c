package com.linkbenchx.stats;

/**
 * Busy requesters, sampled once per finished operation (LinkBenchX's definition): the number of
 * requesters inside an operation at the moment one finishes, counting the finishing one. The mean
 * is therefore a per-operation sample mean, not a time-weighted one.
 */
public final class ConcurrencyStats {
  private int min = Integer.MAX_VALUE;
  private int max;
  private long sum;
  private long samples;

  void record(int busyRequesters) {
    if (busyRequesters < min) {
      min = busyRequesters;
    }
    if (busyRequesters > max) {
      max = busyRequesters;
    }
    sum += busyRequesters;
    samples++;
  }

  void add(ConcurrencyStats other) {
    if (other.samples == 0) {
      return;
    }
    min = Math.min(min, other.min);
    max = Math.max(max, other.max);
    sum += other.sum;
    samples += other.samples;
  }

  void reset() {
    min = Integer.MAX_VALUE;
    max = 0;
    sum = 0;
    samples = 0;
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
