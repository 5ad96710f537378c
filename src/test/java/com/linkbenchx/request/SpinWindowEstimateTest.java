package com.linkbenchx.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class SpinWindowEstimateTest {
  @Test
  void runningQuantileSettlesAtTheQuantileOfAStream() {
    // Exponential delays, mean 30 µs: the 0.9 quantile is 30 * ln(10) = 69.08 µs.
    SpinWindowEstimate.RunningQuantile quantile = new SpinWindowEstimate.RunningQuantile(0.9, 1_000, 0);
    Random random = new Random(42);
    double sum = 0;
    int averaged = 100_000;
    for (int i = 0; i < 200_000 + averaged; i++) {
      quantile.add(-Math.log(1 - random.nextDouble()) * 30_000);
      if (i >= 200_000) {
        sum += quantile.estimate();
      }
    }
    assertEquals(69_078, sum / averaged, 1_500, "averaged over the last 100,000 samples");
  }

  @Test
  void theSpinWindowFollowsTimedWakeUpLatenessUpToItsCap() {
    SpinWindowEstimate lead = new SpinWindowEstimate(30_000, 0, SpinWindowEstimate.MAX_SPIN_NANOS);
    assertEquals(30_000, lead.spinNanos());
    for (int i = 0; i < 10_000; i++) {
      lead.timedWakeObserved(8_000);
    }
    // A constant stream holds the estimate within one step of it.
    long step = (long) SpinWindowEstimate.STEP_NANOS;
    assertTrue(lead.spinNanos() <= 8_000 + step && lead.spinNanos() >= 8_000 - step,
        "a quiet machine's timed wake-ups: " + lead.spinNanos());
    for (int i = 0; i < 10_000; i++) {
      lead.timedWakeObserved(5_000_000);
    }
    assertEquals(SpinWindowEstimate.MAX_SPIN_NANOS, lead.spinNanos(),
        "an overloaded machine is not chased past the cap");
  }

  @Test
  void lowRatesSpinLongerWithinTheirShareOfACore() {
    assertEquals(1_000_000, SpinWindowEstimate.idleSpinFloorNanos(2, SpinWindowEstimate.DEFAULT_SPIN_SHARE),
        "2/s: capped at 1 ms, 0.2% of a core");
    assertEquals(500_000, SpinWindowEstimate.idleSpinFloorNanos(10, SpinWindowEstimate.DEFAULT_SPIN_SHARE),
        "10/s: 0.5 ms, 0.5% of a core");
    assertEquals(50_000, SpinWindowEstimate.idleSpinFloorNanos(100, SpinWindowEstimate.DEFAULT_SPIN_SHARE));
    assertEquals(5_000, SpinWindowEstimate.idleSpinFloorNanos(1_000, SpinWindowEstimate.DEFAULT_SPIN_SHARE));
    assertEquals(0, SpinWindowEstimate.idleSpinFloorNanos(0, SpinWindowEstimate.DEFAULT_SPIN_SHARE),
        "closed loop: no floor");

    SpinWindowEstimate slow = SpinWindowEstimate.forRate(2, SpinWindowEstimate.DEFAULT_SPIN_SHARE);
    for (int i = 0; i < 10_000; i++) {
      slow.timedWakeObserved(8_000);
    }
    assertEquals(1_000_000, slow.spinNanos(), "the floor holds on a quiet machine");
    SpinWindowEstimate fast = SpinWindowEstimate.forRate(1_000, SpinWindowEstimate.DEFAULT_SPIN_SHARE);
    for (int i = 0; i < 10_000; i++) {
      fast.timedWakeObserved(50_000);
    }
    long step = (long) SpinWindowEstimate.STEP_NANOS;
    assertTrue(Math.abs(fast.spinNanos() - 50_000) <= step, "above the floor the learnt lateness rules: "
        + fast.spinNanos());
  }

  @Test
  void highRatesSpinWithinATenthOfACore() {
    assertEquals(SpinWindowEstimate.MAX_SPIN_NANOS,
        SpinWindowEstimate.spinCapNanos(100, SpinWindowEstimate.DEFAULT_SPIN_SHARE));
    assertEquals(SpinWindowEstimate.MAX_SPIN_NANOS,
        SpinWindowEstimate.spinCapNanos(1_000, SpinWindowEstimate.DEFAULT_SPIN_SHARE),
        "1000/s: 100 µs is a tenth of a core");
    assertEquals(33_333, SpinWindowEstimate.spinCapNanos(3_000, SpinWindowEstimate.DEFAULT_SPIN_SHARE));
    assertEquals(10_000, SpinWindowEstimate.spinCapNanos(10_000, SpinWindowEstimate.DEFAULT_SPIN_SHARE));
    assertEquals(1_000, SpinWindowEstimate.spinCapNanos(100_000, SpinWindowEstimate.DEFAULT_SPIN_SHARE));
    assertEquals(SpinWindowEstimate.MAX_SPIN_NANOS,
        SpinWindowEstimate.spinCapNanos(0, SpinWindowEstimate.DEFAULT_SPIN_SHARE), "closed loop: the fixed cap");

    // A machine whose timed wake-ups are 80 µs late: followed at 1000/s, capped at 10,000/s.
    SpinWindowEstimate atThousand = SpinWindowEstimate.forRate(1_000, SpinWindowEstimate.DEFAULT_SPIN_SHARE);
    SpinWindowEstimate atTenThousand = SpinWindowEstimate.forRate(10_000, SpinWindowEstimate.DEFAULT_SPIN_SHARE);
    for (int i = 0; i < 10_000; i++) {
      atThousand.timedWakeObserved(80_000);
      atTenThousand.timedWakeObserved(80_000);
    }
    long step = (long) SpinWindowEstimate.STEP_NANOS;
    assertTrue(Math.abs(atThousand.spinNanos() - 80_000) <= step, "1000/s: " + atThousand.spinNanos());
    assertEquals(10_000, atTenThousand.spinNanos(), "10,000/s: at most 10 µs per event, a tenth of a core");
  }

  @Test
  void theSpinShareTradesTheWindowForCpu() {
    assertEquals(10_000, SpinWindowEstimate.spinCapNanos(1_000, 0.01), "1000/s at 1% of a core: 10 µs");
    assertEquals(SpinWindowEstimate.MAX_SPIN_NANOS, SpinWindowEstimate.spinCapNanos(1_000, 1), "never beyond 0.1 ms");
    assertEquals(1_000, SpinWindowEstimate.idleSpinFloorNanos(100, 0.0001), "a share below the floor's lowers it");
    assertEquals(50_000, SpinWindowEstimate.idleSpinFloorNanos(100, 0.5), "a larger share leaves the floor as it is");

    SpinWindowEstimate parkOnly = SpinWindowEstimate.forRate(2, 0);
    for (int i = 0; i < 1_000; i++) {
      parkOnly.timedWakeObserved(80_000);
    }
    assertEquals(0, parkOnly.spinNanos(), "share 0: no window at any lateness");
    assertTrue(!parkOnly.spins() && SpinWindowEstimate.forRate(2, SpinWindowEstimate.DEFAULT_SPIN_SHARE).spins());
  }
}
