package com.linkbenchx.results.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.LatencySeries;
import java.util.Locale;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencySummaryTest {
  /** 1..1000 µs, one each: every percentile is exact below 2048 µs. */
  private static Histogram oneToThousandMicros() {
    Histogram histogram = new Histogram(3);
    for (int micros = 1; micros <= 1000; micros++) {
      histogram.recordValue(micros);
    }
    return histogram;
  }

  @Test
  void lineKeepsLinkBenchWordsOrderAndBucketRangesThenExactMillis() {
    assertEquals("LOAD_LINKS_BULK count = 1000  p25 = [0.2,0.3]ms  p50 = [0.5,0.6]ms  p75 = [0.7,0.8]ms"
        + "  p95 = [0.9,1]ms  p99 = [0.9,1]ms  max = 1ms  mean = 0.5ms"
        + "  exact: p25 = 0.25ms p50 = 0.5ms p75 = 0.75ms p95 = 0.95ms p99 = 0.99ms p99.9 = 0.999ms",
        LatencySummary.line(LinkBenchOp.LOAD_LINKS_BULK,
            oneToThousandMicros()));
  }

  @Test
  void lineWithMetricAppendsIt() {
    Histogram histogram = new Histogram(3);
    histogram.recordValue(1234);
    histogram.recordValue(2);
    assertEquals("ADD_LINK count = 2  p25 = [0,0.1]ms  p50 = [0,0.1]ms  p75 = [1,2]ms  p95 = [1,2]ms"
        + "  p99 = [1,2]ms  max = 1.234ms  mean = 0.618ms"
        + "  exact: p25 = 0.002ms p50 = 0.002ms p75 = 1.234ms p95 = 1.234ms p99 = 1.234ms p99.9 = 1.234ms"
        + "  metric = response",
        LatencySummary.line(LinkBenchOp.ADD_LINK, LatencySeries.RESPONSE, histogram));
  }

  @Test
  void decimalSeparatorIsAlwaysADot() {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(Locale.GERMANY);
      String line = LatencySummary.line(LinkBenchOp.LOAD_LINK, oneToThousandMicros());
      assertEquals(true, line.contains("p25 = 0.25ms"), line);
    } finally {
      Locale.setDefault(saved);
    }
  }

  @Test
  void csvRowKeepsTheFourteenLinkBenchColumnsThenAppendsColumnsWithUnits() {
    String[] header = LatencySummary.CSV_HEADER.split(",", -1);
    assertEquals("op,count,p25_low,p25_high,p50_low,p50_high,p75_low,p75_high,p95_low,p95_high,p99_low,p99_high,"
        + "max,mean", String.join(",", java.util.Arrays.copyOf(header, 14)));
    assertEquals("p99_9_ms,metric,min_ms,p90_ms,p99_99_ms,ops_per_s",
        String.join(",", java.util.Arrays.copyOfRange(header, 14, header.length)));
    String row = LatencySummary.csvRow(LinkBenchOp.LOAD_LINKS_BULK, "service", oneToThousandMicros(), 4.0);
    assertEquals("LOAD_LINKS_BULK,1000,0.25,0.25,0.5,0.5,0.75,0.75,0.95,0.95,0.99,0.99,1,0.5,0.999,service,"
        + "0.001,0.9,1,250", row);
    assertEquals(header.length, row.split(",", -1).length);
  }

  @Test
  void emptyHistogramGivesZerosNotAnError() {
    assertEquals("GET_NODE count = 0  p25 = [0,0.1]ms  p50 = [0,0.1]ms  p75 = [0,0.1]ms  p95 = [0,0.1]ms"
        + "  p99 = [0,0.1]ms  max = 0ms  mean = 0ms"
        + "  exact: p25 = 0ms p50 = 0ms p75 = 0ms p95 = 0ms p99 = 0ms p99.9 = 0ms",
        LatencySummary.line(LinkBenchOp.GET_NODE, new Histogram(3)));
  }
}
