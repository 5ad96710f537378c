package com.linkbenchx.request;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.DriverFloor;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.RecordedOps;
import org.HdrHistogram.Histogram;

/** The driver's floor from a calibration run's totals: queue wait and response time pooled over the request operations. */
final class DriverFloors {
  private DriverFloors() {
  }

  static DriverFloor of(RequestSettings phase, RequestResult result, IntervalStats totals, MeteredCpu cpu) {
    Histogram handoff = OperationStats.newHistogram();
    Histogram response = OperationStats.newHistogram();
    for (LinkBenchOp op : RecordedOps.REQUEST) {
      OperationStats stats = totals.operation(op);
      handoff.add(stats.series(LatencySeries.QUEUE_WAIT));
      response.add(stats.series(LatencySeries.RESPONSE));
      response.add(stats.failedResponse());
    }
    return new DriverFloor(phase.closedLoop() ? 0 : phase.requestRate(), phase.requesters(), result.seconds(),
        totals.executed(), result.requestsPerSecond(), totals.dropped(), handoff.getValueAtPercentile(50),
        handoff.getValueAtPercentile(99), handoff.getMaxValue(), response.getValueAtPercentile(50),
        response.getValueAtPercentile(99), response.getMaxValue(), phase.handoffSpinShare(),
        MeteredCpu.seconds(cpu.requesterCpuNanos()), MeteredCpu.seconds(cpu.generatorCpuNanos()),
        cpu.spunNanos() / 1e9);
  }
}
