package com.linkbenchx.results.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.RecordingFixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

class IntervalReportTest {
  @Test
  void csvStreamHeaderStartsWithLinkBenchXsNineColumns() {
    assertTrue(IntervalReport.CSV_STREAM_HEADER.startsWith(
        "timestamp,totalops,op,ops,concurrency,queue_size,max_us,p95_us,p99_us,"));
    String[] columns = IntervalReport.CSV_STREAM_HEADER.split(",");
    assertEquals(26, columns.length);
    assertEquals(List.of("p50_us", "p999_us", "response_p99_us", "service_p99_us", "queue_wait_p99_us",
        "busy_mean", "errors", "dropped", "generator_lag_max_us", "headline", "epoch_ms", "interval_ms", "partial",
        "busy_max", "queue_backlog", "arrivals", "retries"), List.of(columns).subList(9, 26));
  }

  @Test
  void csvRowsAreOnePerHeadlineOpWithTheHeadersShape() {
    IntervalReport report = new IntervalReport(RecordingFixtures.knownSnapshot(), LatencySeries.RESPONSE, 1234);
    List<String> rows = report.csvRows();
    assertEquals(2, rows.size());
    assertEquals("10,1234,ADD_LINK,101,4,9,100031,95039,99007,50015,100031,99007,99,990,0.25,1,1,2500,response,"
        + "1700000003000,2000,0,3,4,3,3", rows.get(0));
    assertEquals("10,1234,GET_LINKS_LIST,0,4,9,0,0,0,0,0,0,0,0,0.25,0,1,2500,response,"
        + "1700000003000,2000,0,3,4,3,3", rows.get(1));
    for (String row : rows) {
      assertEquals(IntervalReport.CSV_STREAM_HEADER.split(",").length, row.split(",", -1).length);
    }
  }

  @Test
  void serviceHeadlineSwapsTheNineColumnMetric() {
    IntervalReport report = new IntervalReport(RecordingFixtures.knownSnapshot(), LatencySeries.SERVICE, 1234);
    assertEquals("10,1234,ADD_LINK,101,4,9,100,95,99,50,100,99007,99,990,0.25,1,1,2500,service,"
        + "1700000003000,2000,0,3,4,3,3", report.csvRows().get(0));
  }

  /** Its timestamp is the second it ended in (11 after a full interval at 10), as LinkBenchX wrote it. */
  @Test
  void aLastShortIntervalIsMarkedPartialWithItsExactLength() {
    IntervalSnapshot last = new IntervalSnapshot(5, 1_700_000_010_000L, 1_700_000_010_250L, 250_123_456L,
        10_250_123_456L, true, RecordingFixtures.knownInterval());
    String row = new IntervalReport(last, LatencySeries.RESPONSE, 1).csvRows().get(0);
    assertTrue(row.startsWith("11,1,ADD_LINK,101,"), row);
    assertTrue(row.endsWith(",990,1.999,1,1,2500,response,1700000010250,250.123,1,3,4,3,3"), row);
  }

  @Test
  void logLinesKeepLinkBenchXWordingAndAppendExtras() {
    IntervalReport report = new IntervalReport(RecordingFixtures.knownSnapshot(), LatencySeries.RESPONSE, 1234);
    List<String> lines = report.logLines();
    assertEquals(List.of(
        "Events: 104, concurrency (min-max): 1-4, throughput: 52 ops/sec, mean concurrency: 2.45, errors: 1,"
            + " dropped: 1, busy requesters (time avg): 0.25, busy max: 3, retries: 3",
        "Queue: size min-max: 0-9, time min-max (us): 3-1000, generator lag max (us): 2500, backlog: 4",
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
    IntervalSnapshot empty = new IntervalSnapshot(0, 0, 0, 0, 0, false, new IntervalStats());
    IntervalReport report = new IntervalReport(empty, LatencySeries.RESPONSE, 0);
    assertEquals("Events: 0, concurrency (min-max): 0-0, throughput: 0 ops/sec, mean concurrency: 0, errors: 0,"
        + " dropped: 0, busy requesters (time avg): 0, busy max: 0, retries: 0", report.logLines().get(0));
    assertEquals("0,0,ADD_LINK,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,response,0,0,0,0,0,0,0", report.csvRows().get(0));
  }

  @Test
  void queueWaitCannotBeTheHeadline() {
    IntervalSnapshot empty = new IntervalSnapshot(0, 0, 0, 1, 1, false, new IntervalStats());
    assertThrows(IllegalArgumentException.class, () -> new IntervalReport(empty, LatencySeries.QUEUE_WAIT, 0));
  }
}
