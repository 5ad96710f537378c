package com.linkbenchx.store.scripted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class StallScheduleTest {
  private static final long MS = 1_000_000L;
  private static final long S = 1_000_000_000L;

  @Test
  void callsTakeTheDelayOutsideStallsAndAreHeldToTheEndOfAStallTheyWouldFinishIn() {
    StallSchedule schedule = new StallSchedule(1 * MS, 500 * MS, 2 * S);
    long origin = 10_000;
    assertEquals(origin + 1 * MS, schedule.completionNanos(origin), "the first call fixes the origin");
    assertEquals(origin, schedule.originNanos());
    // No stall at the origin itself: the first window opens one period later.
    assertEquals(origin + 600 * MS, schedule.completionNanos(origin + 599 * MS));
    assertEquals(origin + 1999 * MS, schedule.completionNanos(origin + 1998 * MS), "ends just before the stall");
    assertEquals(origin + 2500 * MS, schedule.completionNanos(origin + 1999_500_000L), "in progress when it starts");
    assertEquals(origin + 2500 * MS, schedule.completionNanos(origin + 2300 * MS), "arrives during it");
    assertEquals(origin + 2500 * MS, schedule.completionNanos(origin + 2499 * MS), "ends exactly at its end");
    assertEquals(origin + 2500_500_000L, schedule.completionNanos(origin + 2499_500_000L), "ends after it");
    assertEquals(origin + 4500 * MS, schedule.completionNanos(origin + 4200 * MS), "the next period's stall");
    assertEquals(origin + 61 * S, schedule.completionNanos(origin + 61 * S - MS), "outside the 30th stall");
  }

  @Test
  void negativeNanoTimeOriginsWork() {
    StallSchedule schedule = new StallSchedule(2 * MS, 100 * MS, 1 * S);
    long origin = -5 * S;
    schedule.completionNanos(origin);
    assertEquals(origin + 1100 * MS, schedule.completionNanos(origin + 1050 * MS));
    assertEquals(origin + 952 * MS, schedule.completionNanos(origin + 950 * MS));
  }

  @Test
  void withoutStallsEveryCallTakesTheDelay() {
    StallSchedule schedule = new StallSchedule(3 * MS, 0, 0);
    assertEquals(3 * MS + 42, schedule.completionNanos(42));
    assertEquals(2 * S + 3 * MS, schedule.completionNanos(2 * S));
    assertEquals(Long.MIN_VALUE, schedule.originNanos(), "no origin is needed without stalls");
  }

  @Test
  void aStallAsLongAsItsPeriodIsRejected() {
    assertThrows(IllegalArgumentException.class, () -> new StallSchedule(MS, S, S));
    assertThrows(IllegalArgumentException.class, () -> new StallSchedule(-1, 0, 0));
  }
}
