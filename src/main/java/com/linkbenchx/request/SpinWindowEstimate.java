package com.linkbenchx.request;

/**
 * How late a timed park returns on this machine, learnt while the phase runs (a running 90th percentile of the
 * generator's own timed wake-ups, tens of microseconds on Linux): a requester waiting for an event parks until that
 * long before it is due and spins the rest. The generator alone folds samples in; requesters read one volatile long.
 *
 * <p>At low rates the window is wider: on a virtual machine an idle vCPU often wakes a timed park 0.1-0.3 ms late,
 * beyond the slowly learnt quantile, so the floor spends up to {@link #IDLE_SPIN_SHARE} of one core at the request
 * rate, at most {@link #MAX_IDLE_SPIN_NANOS}. At high rates a waiter spins before nearly every event, so the window is
 * capped at what spends {@code handoff_spin_share} of one core (33 µs at 3000/s, 10 µs at 10,000/s by default): the
 * core a database on the same machine would otherwise lose. A share of 0 makes every wait a park.
 */
final class SpinWindowEstimate {
  /** The quantile of timed wake-up lateness tracked. */
  static final double QUANTILE = 0.9;
  /** The longest spin before an event: where wake-ups are later still, spinning takes the database's CPU in vain. */
  static final long MAX_SPIN_NANOS = 100_000;
  /** Default share of one core for spins at the request rate: below 1000/s {@link #MAX_SPIN_NANOS} is smaller. */
  public static final double DEFAULT_SPIN_SHARE = 0.1;
  /** The share of one core the low-rate floor may take (one waiter spins); a smaller spin share lowers it to that. */
  static final double IDLE_SPIN_SHARE = 0.005;
  /** The widest low-rate floor: longer spins measured worse where the host preempts a spinning vCPU. */
  static final long MAX_IDLE_SPIN_NANOS = 1_000_000;
  /** Where the estimate starts; it moves from there. */
  static final long FIRST_GUESS_NANOS = 30_000;
  static final double STEP_NANOS = 4_000;

  private final RunningQuantile timedWake;
  private final long floorNanos;
  private final long capNanos;
  private final boolean spins;
  private volatile long spinNanos;

  /**
   * @param initialTimedWakeNanos the first guess of a timed park's lateness
   * @param floorNanos the window never narrows below this
   * @param capNanos the learnt lateness widens the window up to this (the floor wins over it); 0: waiters never spin,
   *     not even for an imminent event
   */
  SpinWindowEstimate(long initialTimedWakeNanos, long floorNanos, long capNanos) {
    this.timedWake = new RunningQuantile(QUANTILE, STEP_NANOS, initialTimedWakeNanos);
    this.floorNanos = floorNanos;
    this.capNanos = capNanos;
    this.spins = capNanos > 0 || floorNanos > 0;
    publish();
  }

  /** A first guess close to a lightly loaded Linux machine, with the floor and cap for this rate (0: none). */
  static SpinWindowEstimate forRate(double eventsPerSecond, double spinShare) {
    return new SpinWindowEstimate(FIRST_GUESS_NANOS, idleSpinFloorNanos(eventsPerSecond, spinShare),
        spinCapNanos(eventsPerSecond, spinShare));
  }

  /**
   * The widest learnt window: {@link #MAX_SPIN_NANOS}, narrowed at high rates to the spin per event that costs
   * {@code spinShare} of a core (no narrowing for 0: closed loop, or a test's queue); 0 for a share of 0.
   */
  static long spinCapNanos(double eventsPerSecond, double spinShare) {
    return spinShare > 0 ? spinCostingShare(spinShare, eventsPerSecond, MAX_SPIN_NANOS, MAX_SPIN_NANOS) : 0;
  }

  /** The spin per event costing {@link #IDLE_SPIN_SHARE} of a core at this rate ({@code spinShare} if less), capped. */
  static long idleSpinFloorNanos(double eventsPerSecond, double spinShare) {
    return spinCostingShare(Math.min(IDLE_SPIN_SHARE, spinShare), eventsPerSecond, MAX_IDLE_SPIN_NANOS, 0);
  }

  /** A spin per event costing {@code share} of one core at this rate, at most {@code max}; {@code noRate} for 0. */
  private static long spinCostingShare(double share, double eventsPerSecond, long max, long noRate) {
    return eventsPerSecond > 0 ? (long) Math.min(max, share * 1e9 / eventsPerSecond) : noRate;
  }

  /** Generator: how late its timed park returned. */
  void timedWakeObserved(long latenessNanos) {
    timedWake.add(latenessNanos);
    publish();
  }

  private void publish() {
    spinNanos = Math.max(floorNanos, Math.min(capNanos, Math.round(timedWake.estimate())));
  }

  /** A waiter this close to its event spins instead of parking: the learnt lateness between floor and cap. */
  long spinNanos() {
    return spinNanos;
  }

  /** False when the spin share is 0: every wait is a park. */
  boolean spins() {
    return spins;
  }

  /**
   * A running estimate of one quantile of a stream (stochastic approximation): each sample moves it up by
   * {@code step * q} if above, down by {@code step * (1 - q)} if not, so it settles where a fraction q of samples lie
   * below. O(1), no history; follows a machine whose load changes.
   */
  static final class RunningQuantile {
    /** Estimates stay below this: lateness beyond it is overload, counted, not chased. */
    static final double MAX_ESTIMATE_NANOS = 1_000_000;

    private final double quantile;
    private final double step;
    private double estimate;

    RunningQuantile(double quantile, double step, double initial) {
      this.quantile = quantile;
      this.step = step;
      this.estimate = initial;
    }

    void add(double sample) {
      estimate = sample > estimate ? Math.min(MAX_ESTIMATE_NANOS, estimate + step * quantile)
          : Math.max(0, estimate - step * (1 - quantile));
    }

    double estimate() {
      return estimate;
    }
  }
}
