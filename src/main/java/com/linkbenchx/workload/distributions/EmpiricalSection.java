package com.linkbenchx.workload.distributions;

import java.util.Arrays;

/**
 * One section of a distribution data file: points (value, cumulative percent) with increasing values, the percent of
 * ids whose count is at most the value, ending at 100. Immutable and thread-safe.
 */
public final class EmpiricalSection {
  private final String name;
  private final int[] values;
  private final double[] percents;
  private final double[] probabilities;
  private final double mean;

  /** The caller has checked the points (see {@link EmpiricalData#read}); arrays are copied. */
  EmpiricalSection(String name, int[] values, double[] percents) {
    if (values.length == 0 || values.length != percents.length) {
      throw new IllegalArgumentException("section " + name + " needs matching, non-empty points");
    }
    this.name = name;
    this.values = values.clone();
    this.percents = percents.clone();
    this.probabilities = new double[percents.length];
    double sum = 0.0; // LinkBench's mean: p0*v0 + sum of (p_i - p_(i-1)) * v_i, probabilities as fractions
    for (int i = 0; i < percents.length; i++) {
      probabilities[i] = percents[i] / 100;
      sum += (i == 0 ? probabilities[0] : probabilities[i] - probabilities[i - 1]) * values[i];
    }
    this.mean = sum;
  }

  public String name() {
    return name;
  }

  public int size() {
    return values.length;
  }

  public int value(int index) {
    return values[index];
  }

  /** The cumulative percentage exactly as written in the file. */
  public double percent(int index) {
    return percents[index];
  }

  /** The cumulative probability (percent / 100). */
  public double probability(int index) {
    return probabilities[index];
  }

  public int maxValue() {
    return values[values.length - 1];
  }

  public double mean() {
    return mean;
  }

  /** The value of the first point whose cumulative probability is at least {@code u}. */
  public int valueAtProbability(double u) {
    int left = 0;
    int right = probabilities.length - 1;
    while (left < right) {
      int mid = (left + right) >>> 1;
      if (probabilities[mid] >= u) {
        right = mid;
      } else {
        left = mid + 1;
      }
    }
    return values[left];
  }

  @Override
  public String toString() {
    return "EmpiricalSection[" + name + ", " + values.length + " points, mean " + mean + "]";
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof EmpiricalSection that && name.equals(that.name)
        && Arrays.equals(values, that.values) && Arrays.equals(percents, that.percents);
  }

  @Override
  public int hashCode() {
    return 31 * name.hashCode() + Arrays.hashCode(values);
  }
}
