package com.linkbenchx.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class PoissonScheduleTest {
  @Test
  void gapsAt10kPerSecondAreExponentialWithMean100Micros() {
    PoissonSchedule schedule = new PoissonSchedule(new Random(20240601L), 10_000);
    int gaps = 200_000;
    long previous = 0;
    double sum = 0;
    double sumSquares = 0;
    for (int i = 0; i < gaps; i++) {
      long offset = schedule.next();
      double gap = offset - previous;
      assertTrue(gap >= 0, "offsets never go back");
      sum += gap;
      sumSquares += gap * gap;
      previous = offset;
    }
    double mean = sum / gaps;
    double std = Math.sqrt(sumSquares / gaps - mean * mean);
    double coefficientOfVariation = std / mean;
    assertEquals(100_000.0, mean, 100_000.0 * 0.02, "mean gap in ns");
    assertEquals(1.0, coefficientOfVariation, 0.05, "coefficient of variation");
  }

  @Test
  void scheduleIsAbsoluteAndDeterministic() {
    PoissonSchedule first = new PoissonSchedule(new Random(7), 1000);
    PoissonSchedule second = new PoissonSchedule(new Random(7), 1000);
    long last = 0;
    for (int i = 0; i < 100_000; i++) {
      last = first.next();
      assertEquals(last, second.next());
    }
    // 100k arrivals at 1000/s take about 100 s; the accumulated schedule does not drift.
    assertEquals(100.0, last / 1e9, 1.5);
  }

  @Test
  void rateMustBePositive() {
    assertThrows(IllegalArgumentException.class, () -> new PoissonSchedule(new Random(1), 0));
  }
}
