package com.linkbenchx.workload.distributions;

import java.util.Arrays;

/**
 * The cumulative weights LinkBench's empirical access mode draws from: the dense complementary CDF of a section,
 * P(count >= v) for v = 1..max, summed. Index v is drawn with probability proportional to P(count >= v). Immutable;
 * built once per run and shared.
 */
public final class RealAccessTable {
  private final double[] cumulativeWeights;

  public RealAccessTable(EmpiricalSection section) {
    int length = section.maxValue() + 1;
    double[] density = new double[length];
    density[section.value(0)] = section.probability(0);
    for (int i = 1; i < section.size(); i++) {
      density[section.value(i)] = section.probability(i) - section.probability(i - 1);
    }
    double[] atLeast = new double[length];
    atLeast[length - 1] = density[length - 1];
    for (int v = length - 2; v >= 0; v--) {
      atLeast[v] = atLeast[v + 1] + density[v];
    }
    cumulativeWeights = new double[length];
    for (int v = 1; v < length; v++) {
      cumulativeWeights[v] = cumulativeWeights[v - 1] + atLeast[v];
    }
  }

  public int length() {
    return cumulativeWeights.length;
  }

  /** The section's mean count: the area under P(count >= v). */
  public double totalWeight() {
    return cumulativeWeights[cumulativeWeights.length - 1];
  }

  /** The bucket a uniform draw in [0, totalWeight) falls in (LinkBench's insertion point; 0 becomes 1). */
  public int bucket(double weight) {
    int found = Arrays.binarySearch(cumulativeWeights, weight);
    int index = found >= 0 ? found : -(found + 1);
    return index == 0 ? 1 : index;
  }
}
