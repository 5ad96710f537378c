package com.linkbenchx.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class PercentileSpectrumTest {
  @Test
  void uniformValuesGiveTheirQuantileAtEveryLevel() {
    // 1..1000 µs once each: the value at quantile q is ceil(1000 q) µs (exact below 2048 at 3 digits).
    Histogram histogram = new Histogram(3);
    for (int us = 1; us <= 1000; us++) {
      histogram.recordValue(us);
    }
    Series series = PercentileSpectrum.of("A", "response", histogram, TimeUnit.MICROSECONDS, 5);

    assertEquals(1.0, series.x().get(0), "0% is x = 1");
    assertEquals(0.001, series.y().get(0), 1e-12, "the minimum, 1 µs, in ms");
    for (int i = 0; i < series.x().size(); i++) {
      double quantile = quantileAt(series.x().get(i));
      double expectedMs = Math.max(1, Math.ceil(1000 * quantile - 1e-9)) / 1000.0;
      assertEquals(expectedMs, series.y().get(i), 1e-12, "value at q = " + quantile);
    }
    assertPoint(series, 2.0, 0.5);
    assertPoint(series, 10.0, 0.9);
    assertPoint(series, 4.0, 0.75);
    // The last finite level (1 - 1/1024 = 99.902%) already reaches the maximum; 100% (x = ∞) is left out.
    int last = series.x().size() - 1;
    assertEquals(1024.0, series.x().get(last), 1e-9);
    assertEquals(1.0, series.y().get(last), 1e-12);
    // Five ticks per halving of the distance to 100%: levels 0, 10, ..., 50, 55, ..., 75, 77.5, ...
    assertEquals(1 / (1 - 0.55), series.x().get(6), 1e-12);
  }

  @Test
  void aRareOutlierIsTheTailOfTheSpectrum() {
    Histogram histogram = new Histogram(3);
    histogram.recordValueWithCount(5_000, 10); // 5 ms
    histogram.recordValue(1_000_000); // 1 s
    Series series = PercentileSpectrum.of("A", "response", histogram, TimeUnit.MICROSECONDS);

    int last = series.x().size() - 1;
    double fiveMs = histogram.highestEquivalentValue(5_000) / 1000.0; // 5.003: 3 digits above 2048 µs
    for (int i = 0; i < last; i++) {
      assertEquals(fiveMs, series.y().get(i), 1e-12, "10 of 11 values are 5 ms");
      assertTrue(quantileAt(series.x().get(i)) <= 10 / 11.0 + 1e-12);
    }
    assertEquals(histogram.highestEquivalentValue(1_000_000) / 1000.0, series.y().get(last), 1e-9,
        "the outlier, in ms");
    assertEquals(1 / (1 - 0.9125), series.x().get(last), 1e-9, "first level beyond 10/11");
  }

  @Test
  void unitsConvertToMilliseconds() {
    Histogram nanos = new Histogram(3);
    nanos.recordValue(2_000_000); // 2 ms in ns (held to 3 significant digits)
    assertEquals(nanos.highestEquivalentValue(2_000_000) / 1e6,
        PercentileSpectrum.of("A", "r", nanos, TimeUnit.NANOSECONDS).y().get(0), 1e-12);
    Histogram millis = new Histogram(3);
    millis.recordValue(7);
    assertEquals(7.0, PercentileSpectrum.of("A", "r", millis, TimeUnit.MILLISECONDS).y().get(0), 1e-12);
  }

  @Test
  void emptyHistogramGivesAnEmptySeries() {
    Series series = PercentileSpectrum.of("A", "response", new Histogram(3), TimeUnit.MICROSECONDS);
    assertEquals(0, series.x().size());
  }

  @Test
  void resolutionMustBePositive() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> PercentileSpectrum.of("A", "r", new Histogram(3), TimeUnit.MICROSECONDS, 0));
    assertEquals("ticks per half distance must be at least 1, not 0", e.getMessage());
  }

  /** The quantile (0..1) that x = 1/(1-q) stands for. */
  private static double quantileAt(double x) {
    return 1.0 - 1.0 / x;
  }

  private static void assertPoint(Series series, double x, double quantile) {
    int index = -1;
    for (int i = 0; i < series.x().size(); i++) {
      if (Math.abs(series.x().get(i) - x) < 1e-9 * x) {
        index = i;
      }
    }
    assertTrue(index >= 0, "no point at x = " + x + " in " + series.x());
    assertEquals(Math.ceil(1000 * quantile - 1e-9) / 1000.0, series.y().get(index), 1e-12);
  }
}
