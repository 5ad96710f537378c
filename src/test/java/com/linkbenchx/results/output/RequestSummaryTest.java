package com.linkbenchx.results.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.RecordingFixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Values above 2048 µs are HdrHistogram's highest equivalent values (three significant digits: within 0.1%). */
class RequestSummaryTest {
  @Test
  void summaryLinesHeadlineFirstThenTheOtherMetricThenFailuresTotalsAndQuantiles() {
    List<String> lines = new RequestSummary(RecordingFixtures.knownInterval(), LatencySeries.RESPONSE, 2.0).logLines();
    assertEquals(List.of(
        "GET_NODE count = 3  p25 = [2,3]ms  p50 = [2,3]ms  p75 = [2,3]ms  p95 = [2,3]ms  p99 = [2,3]ms  max = 2ms"
            + "  mean = 2ms  exact: p25 = 2ms p50 = 2ms p75 = 2ms p95 = 2ms p99 = 2ms p99.9 = 2ms  metric = response",
        "ADD_LINK count = 100  p25 = [25,26]ms  p50 = [50,51]ms  p75 = [75,76]ms  p95 = [95,96]ms  p99 = [99,100]ms"
            + "  max = 100.031ms  mean = 50.504ms  exact: p25 = 25.007ms p50 = 50.015ms p75 = 75.007ms"
            + " p95 = 95.039ms p99 = 99.007ms p99.9 = 100.031ms  metric = response",
        "GET_NODE count = 3  p25 = [1,2]ms  p50 = [1,2]ms  p75 = [1,2]ms  p95 = [1,2]ms  p99 = [1,2]ms  max = 1ms"
            + "  mean = 1ms  exact: p25 = 1ms p50 = 1ms p75 = 1ms p95 = 1ms p99 = 1ms p99.9 = 1ms  metric = service",
        "ADD_LINK count = 100  p25 = [0,0.1]ms  p50 = [0,0.1]ms  p75 = [0,0.1]ms  p95 = [0,0.1]ms  p99 = [0,0.1]ms"
            + "  max = 0.1ms  mean = 0.051ms  exact: p25 = 0.025ms p50 = 0.05ms p75 = 0.075ms p95 = 0.095ms"
            + " p99 = 0.099ms p99.9 = 0.1ms  metric = service",
        "ADD_LINK errors = 1  FATAL = 1  failed p99 = 5.003ms  failed max = 5.003ms  metric = response",
        "Request errors total = 1, dropped events total = 1 (queue full: 1, still queued at shutdown: 0),"
            + " warmup operations (not recorded) = 1, generator lag max (us) = 2500, events generated = 3 = recorded 104 + dropped 1 + warmup 1",
        "Quantiles for ADD_LINK op:",
        "Quantile[0.0]=1000",
        "Quantile[0.1]=10007",
        "Quantile[0.2]=20015",
        "Quantile[0.3]=30015",
        "Quantile[0.4]=40031",
        "Quantile[0.5]=50015",
        "Quantile[0.6]=60031",
        "Quantile[0.7]=70015",
        "Quantile[0.8]=80063",
        "Quantile[0.9]=90047",
        "Quantile[0.95]=95039",
        "Quantile[0.99]=99007",
        "Quantile[1.0]=100031",
        "Quantiles size= 100"), lines);
  }

  @Test
  void noAddLinkGivesAnEmptyQuantileBlockNotACrash() {
    assertEquals(List.of("Quantiles for ADD_LINK op:", "Quantiles size= 0"),
        new RequestSummary(new IntervalStats(), LatencySeries.RESPONSE, 0).quantileLines());
  }

  @Test
  void csvStatsHasTheHeaderThenOneRowPerOpAndMetricServiceFirst() {
    List<String> rows = new RequestSummary(RecordingFixtures.knownInterval(), LatencySeries.RESPONSE, 2.0).csvLines();
    assertEquals(LatencySummary.CSV_HEADER, rows.get(0));
    assertEquals(List.of("GET_NODE,3,1,1,1,1,1,1,1,1,1,1,1,1,1,service,1,1,1,1.5",
        "GET_NODE,3,2,2,2,2,2,2,2,2,2,2,2,2,2,response,2,2,2,1.5",
        "GET_NODE,3,0.003,0.003,0.003,0.003,0.003,0.003,0.003,0.003,0.003,0.003,0.003,0.003,0.003,queue_wait,"
            + "0.003,0.003,0.003,1.5"),
        rows.subList(1, 4));
    assertEquals("ADD_LINK,100,25.007,25.007,50.015,50.015,75.007,75.007,95.039,95.039,99.007,99.007,100.031,50.504,"
        + "100.031,response,1,90.047,100.031,50", rows.get(5));
    assertEquals("ADD_LINK,1,5.003,5.003,5.003,5.003,5.003,5.003,5.003,5.003,5.003,5.003,5.003,5.002,5.003,"
        + "failed_response,5,5.003,5.003,0.5", rows.get(rows.size() - 1));
    assertEquals(1 + 3 + 3 + 1, rows.size());
  }
}
