package com.linkbenchx.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.Phase;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.OperationStats;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The points the report draws from a phase's intervals. */
class PhaseChartsTest {
  private static final long SECOND = 1_000_000_000L;
  private static final long START_MS = 1_800_000_000_000L;

  /** An interval of {@code lengthNanos} with {@code samples} ADD_LINKs of {@code micros} each. */
  private static IntervalSnapshot interval(int index, long lengthNanos, boolean partial, int samples, long micros,
      long queueMax, long queueAtEnd) {
    IntervalStats stats = new IntervalStats();
    OperationStats addLink = stats.operation(LinkBenchOp.ADD_LINK);
    for (int i = 0; i < samples; i++) {
      addLink.series(LatencySeries.RESPONSE).recordValue(micros);
      addLink.series(LatencySeries.SERVICE).recordValue(micros / 2);
    }
    stats.counters().addArrivals(samples);
    stats.counters().raiseMaxQueueDepth(queueMax);
    stats.counters().setQueueBacklog(queueAtEnd);
    long start = START_MS + index * 1000L;
    return new IntervalSnapshot(index, start, start + lengthNanos / 1_000_000, lengthNanos,
        index * SECOND + lengthNanos, partial, stats);
  }

  private static Series series(List<com.linkbenchx.report.SeriesBuilder> builders, int index) {
    return builders.get(index).build();
  }

  @Test
  void aPartialIntervalUnderATenthOfDisplayfreqIsNotDrawnButCounts() {
    PhaseCharts charts = new PhaseCharts("run", Phase.REQUEST, true, SECOND);
    charts.add(interval(0, SECOND, false, 100, 2_000, 5, 0), 1);
    charts.add(interval(1, SECOND, false, 100, 2_000, 108, 0), 1);
    // 35 ms holding one slow sample: drawn, it would be a spike at 28 ops/s and 900 ms.
    charts.add(interval(2, 35_000_000L, true, 1, 900_000, 1, 0), 1);
    Series achieved = charts.achieved.build();
    assertEquals(3, achieved.x().size());
    assertEquals(100.0, achieved.y().get(1), 1e-9);
    assertNull(achieved.y().get(2), "no rate from 35 ms");
    Series p99 = series(charts.response.get(LinkBenchOp.ADD_LINK), 1);
    assertNull(p99.y().get(2), "no p99 from one sample");
    assertNull(charts.headlineP99.get(LinkBenchOp.ADD_LINK).build().y().get(2));
    assertEquals(201, charts.totals.operation(LinkBenchOp.ADD_LINK).successCount(), "its events still count");
    // The queue as each interval's deepest: 108, though it had drained when the interval closed.
    assertEquals(List.of(5.0, 108.0), charts.queue.build().y().subList(0, 2));
  }

  @Test
  void aPartialIntervalOfATenthOrMoreIsDrawn() {
    PhaseCharts charts = new PhaseCharts("run", Phase.REQUEST, true, SECOND);
    charts.add(interval(0, SECOND, false, 100, 2_000, 5, 0), 1);
    charts.add(interval(1, 300_000_000L, true, 30, 3_000, 2, 0), 1);
    Series achieved = charts.achieved.build();
    assertEquals(100.0, achieved.y().get(1), 1e-6, "30 in 0.3 s");
    assertEquals(3.0, series(charts.response.get(LinkBenchOp.ADD_LINK), 1).y().get(1), 0.01);
    assertEquals(1.5, series(charts.response.get(LinkBenchOp.ADD_LINK), 4).y().get(1), 0.01, "service p99");
  }

  @Test
  void p999NeedsAThousandSamplesInTheInterval() {
    PhaseCharts charts = new PhaseCharts("run", Phase.REQUEST, true, SECOND);
    charts.add(interval(0, SECOND, false, 999, 2_000, 0, 0), 1);
    charts.add(interval(1, SECOND, false, 1000, 2_000, 0, 0), 1);
    Series p999 = series(charts.response.get(LinkBenchOp.ADD_LINK), 2);
    assertEquals("p99.9", p999.name());
    assertNull(p999.y().get(0), "999 samples: p99.9 is the maximum, not drawn under it");
    assertEquals(2.0, p999.y().get(1), 0.01);
  }

  @Test
  void aPhaseOfOnePartialIntervalIsStillDrawn() {
    PhaseCharts charts = new PhaseCharts("run", Phase.REQUEST, true, SECOND);
    charts.add(interval(0, 50_000_000L, true, 5, 2_000, 0, 0), 1);
    assertEquals(100.0, charts.achieved.build().y().get(0), 1e-6);
  }
}
