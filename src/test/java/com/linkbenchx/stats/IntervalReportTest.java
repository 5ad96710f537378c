package com.linkbenchx.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class IntervalReportTest {
  @Test
  void csvStreamHeaderStartsWithLinkBenchXsNineColumns() {
    assertTrue(IntervalReport.CSV_STREAM_HEADER.startsWith(
        "timestamp,totalops,op,ops,concurrency,queue_size,max_us,p95_us,p99_us,"));
    String[] columns = IntervalReport.CSV_STREAM_HEADER.split(",");
    assertEquals(19, columns.length);
    assertEquals(List.of("p50_us", "p999_us", "response_p99_us", "service_p99_us", "queue_wait_p99_us",
        "mean_concurrency", "errors", "dropped", "generator_lag_max_us", "headline"),
        List.of(columns).subList(9, 19));
  }

  @Test
  void csvRowsAreOnePerHeadlineOpWithTheHeadersShape() {
    IntervalReport report = new IntervalReport(RecordingFixtures.knownInterval(), LatencyMetric.RESPONSE, 10,
        1234, 2_000_000_000L);
    List<String> rows = report.csvRows();
    assertEquals(2, rows.size());
    assertEquals("10,1234,ADD_LINK,101,4,9,100031,95039,99007,50015,100031,99007,99,990,2.45,1,1,2500,response",
        rows.get(0));
    assertEquals("10,1234,GET_LINKS_LIST,0,4,9,0,0,0,0,0,0,0,0,2.45,0,1,2500,response", rows.get(1));
    for (String row : rows) {
      assertEquals(IntervalReport.CSV_STREAM_HEADER.split(",").length, row.split(",", -1).length);
    }
  }

  @Test
  void serviceHeadlineSwapsTheNineColumnMetric() {
    IntervalReport report = new IntervalReport(RecordingFixtures.knownInterval(), LatencyMetric.SERVICE, 10, 1234,
        2_000_000_000L);
    assertEquals("10,1234,ADD_LINK,101,4,9,100,95,99,50,100,99007,99,990,2.45,1,1,2500,service",
        report.csvRows().get(0));
  }

  @Test
  void logLinesKeepLinkBenchXWordingAndAppendExtras() {
    IntervalReport report = new IntervalReport(RecordingFixtures.knownInterval(), LatencyMetric.RESPONSE, 10, 1234,
        2_000_000_000L);
    List<String> lines = report.logLines();
    assertEquals(List.of(
        "Events: 104, concurrency (min-max): 1-4, throughput: 52 ops/sec, mean concurrency: 2.45, errors: 1,"
            + " dropped: 1",
        "Queue: size min-max: 0-9, time min-max (us): 3-1000, generator lag max (us): 2500",
        "Type: ADD_LINK, count: 101, conc: 4, qsize: 9, Time(us) max: 100031, 95th: 95039, 99th: 99007,"
            + " 50th: 50015, 99.9th: 100031, latency: response, service 99th: 99, queue-wait 99th: 990, errors: 1",
        "Type: GET_LINKS_LIST, count: 0, conc: 4, qsize: 9, Time(us) max: 0, 95th: 0, 99th: 0, 50th: 0,"
            + " 99.9th: 0, latency: response, service 99th: 0, queue-wait 99th: 0, errors: 0",
        "Type: GET_NODE, count: 3, conc: 4, qsize: 9, Time(us) max: 2000, 95th: 2000, 99th: 2000, 50th: 2000,"
            + " 99.9th: 2000, latency: response, service 99th: 1000, queue-wait 99th: 3, errors: 0"),
        lines);
  }

  @Test
  void emptyZeroLengthIntervalDoesNotDivideByZero() {
    IntervalReport report = new IntervalReport(new RequestStats(), LatencyMetric.RESPONSE, 0, 0, 0);
    assertEquals("Events: 0, concurrency (min-max): 0-0, throughput: 0 ops/sec, mean concurrency: 0, errors: 0,"
        + " dropped: 0", report.logLines().get(0));
    assertEquals("0,0,ADD_LINK,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,response", report.csvRows().get(0));
  }

  @Test
  void queueWaitCannotBeTheHeadline() {
    assertThrows(IllegalArgumentException.class,
        () -> new IntervalReport(new RequestStats(), LatencyMetric.QUEUE_WAIT, 0, 0, 1));
  }
}
