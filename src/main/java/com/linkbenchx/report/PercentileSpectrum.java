package com.linkbenchx.report;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * A histogram as a percentile-spectrum series: x = 1/(1-q) for quantile q, y = the value at q in milliseconds, at the
 * levels of HdrHistogram's percentile iteration (halving the distance to 100% every {@code ticksPerHalfDistance}
 * steps, so the tail is sampled as finely as the head). The 100% level, where x is infinite, is left out: the level
 * before it already reports the maximum.
 */
public final class PercentileSpectrum {
  /** HdrHistogram's customary resolution for percentile output. */
  public static final int DEFAULT_TICKS_PER_HALF_DISTANCE = 5;

  private static final double MILLIS_IN_NANOS = 1_000_000.0;

  private PercentileSpectrum() {
  }

  /** The spectrum of {@code histogram}, whose values were recorded in {@code recordedUnit}; empty when it is. */
  public static Series of(
      String run, String name, AbstractHistogram histogram, TimeUnit recordedUnit, int ticksPerHalfDistance) {
    if (ticksPerHalfDistance < 1) {
      throw new IllegalArgumentException("ticks per half distance must be at least 1, not " + ticksPerHalfDistance);
    }
    double millisPerUnit = recordedUnit.toNanos(1) / MILLIS_IN_NANOS;
    List<Double> x = new ArrayList<>();
    List<Double> y = new ArrayList<>();
    if (histogram.getTotalCount() > 0) {
      for (HistogramIterationValue level : histogram.percentiles(ticksPerHalfDistance)) {
        double quantile = level.getPercentileLevelIteratedTo() / 100.0;
        if (quantile >= 1.0) {
          break;
        }
        x.add(1.0 / (1.0 - quantile));
        y.add(level.getValueIteratedTo() * millisPerUnit);
      }
    }
    return Series.of(run, name, x, y);
  }

  /** {@link #of(String, String, AbstractHistogram, TimeUnit, int)} at the customary resolution. */
  public static Series of(String run, String name, AbstractHistogram histogram, TimeUnit recordedUnit) {
    return of(run, name, histogram, recordedUnit, DEFAULT_TICKS_PER_HALF_DISTANCE);
  }
}
