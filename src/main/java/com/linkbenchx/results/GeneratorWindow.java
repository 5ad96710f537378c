package com.linkbenchx.results;

/** The event generator's measurements for the current interval: written by the generator alone. */
final class GeneratorWindow {
  private long arrivals;
  private long dropped;
  private long minDepth = Long.MAX_VALUE;
  private long maxDepth;
  private long maxLagNanos;

  void record(long depthFound, long lagNanos, boolean accepted) {
    arrivals++;
    if (!accepted) {
      dropped++;
    }
    minDepth = Math.min(minDepth, depthFound);
    maxDepth = Math.max(maxDepth, depthFound);
    maxLagNanos = Math.max(maxLagNanos, lagNanos);
  }

  void addTo(Counters counters) {
    counters.addArrivals(arrivals);
    counters.addDroppedQueueFull(dropped);
    if (arrivals > 0) {
      counters.lowerMinQueueDepth(minDepth);
      counters.raiseMaxQueueDepth(maxDepth);
    }
    counters.raiseMaxGeneratorLagNanos(maxLagNanos);
  }

  void reset() {
    arrivals = 0;
    dropped = 0;
    minDepth = Long.MAX_VALUE;
    maxDepth = 0;
    maxLagNanos = 0;
  }
}
