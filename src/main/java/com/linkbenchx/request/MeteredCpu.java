package com.linkbenchx.request;

import java.util.List;

/**
 * What the driver's threads cost over a calibration run's measured events, in nanoseconds: CPU time of the requesters
 * and the generator ({@link ThreadCpu#UNKNOWN} if not known), and the requesters' spinning (part of their CPU time).
 */
record MeteredCpu(long requesterCpuNanos, long generatorCpuNanos, long spunNanos) {
  static final MeteredCpu NONE = new MeteredCpu(ThreadCpu.UNKNOWN, ThreadCpu.UNKNOWN, 0);

  /** Sums what each requester metered; read once they have ended. */
  static MeteredCpu of(List<Requester> requesters, EventSource events) {
    long cpu = 0;
    long spun = 0;
    for (Requester requester : requesters) {
      long own = requester.meteredCpuNanos();
      cpu = own == ThreadCpu.UNKNOWN || cpu == ThreadCpu.UNKNOWN ? ThreadCpu.UNKNOWN : cpu + own;
      spun += requester.meteredSpunNanos();
    }
    return new MeteredCpu(cpu, events.producerCpuNanos(), spun);
  }

  static double seconds(long nanos) {
    return nanos == ThreadCpu.UNKNOWN ? -1 : nanos / 1e9;
  }
}
