package com.linkbenchx.request;

/**
 * How late a timed park returns on this machine, learnt while the phase runs (a running 90th
 * percentile of the generator's own timed wake-ups): a requester waiting for an event parks until
 * that long before the event is due and spins the rest, so it is awake at the event's time without
 * spinning longer than a wake-up varies. Linux wakes a parked thread some tens of microseconds late.
 *
 * <p>The generator alone folds samples in; requesters read one volatile long.
 */
final class HandoffLead {
  /** The quantile of timed wake-up lateness tracked. */
  static final double QUANTILE = 0.9;
  /**
   * The longest a waiter spins before an event: on a machine so loaded that timed wake-ups are later
   * than this, spinning longer would take the CPU the database needs and still not be on time.
   */
  static final long MAX_SPIN_NANOS = 100_000;
  /** Step of the quantile estimate per sample. */
  static final double STEP_NANOS = 4_000;

  private final RunningQuantile timedWake;
  private volatile long spinNanos;

  /** @param initialTimedWakeNanos the first guess of a timed park's lateness */
  HandoffLead(long initialTimedWakeNanos) {
    this.timedWake = new RunningQuantile(QUANTILE, STEP_NANOS, initialTimedWakeNanos);
    publish();
  }

  /** A guess close to what a lightly loaded Linux machine shows; the estimate moves from there. */
  static HandoffLead withDefaults() {
    return new HandoffLead(30_000);
  }

  /** Generator: how late its timed park returned. */
  void timedWakeObserved(long latenessNanos) {
    timedWake.add(latenessNanos);
    publish();
  }

  private void publish() {
    spinNanos = Math.min(MAX_SPIN_NANOS, Math.round(timedWake.estimate()));
  }

  /**
   * How late a timed park typically returns, at most {@link #MAX_SPIN_NANOS}: a waiter this close
   * to its event spins instead of parking.
   */
  long spinNanos() {
    return spinNanos;
  }

  /**
   * A running estimate of one quantile of a stream (stochastic approximation): each sample moves
   * it up by {@code step * q} if above, down by {@code step * (1 - q)} if not, so it settles where
   * a fraction q of samples lie below. O(1), no history; follows a machine whose load changes.
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
      if (sample > estimate) {
        estimate = Math.min(MAX_ESTIMATE_NANOS, estimate + step * quantile);
      } else {
        estimate = Math.max(0, estimate - step * (1 - quantile));
      }
    }

    double estimate() {
      return estimate;
    }
  }
}
