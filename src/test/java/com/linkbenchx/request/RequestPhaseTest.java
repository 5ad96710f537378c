package com.linkbenchx.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.DriverFloor;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.PhaseOutputs;
import com.linkbenchx.results.ResultsExporter;
import com.linkbenchx.results.TestRuns;
import com.linkbenchx.results.output.CsvStatsExporter;
import com.linkbenchx.results.output.CsvStreamExporter;
import com.linkbenchx.results.output.IntervalReport;
import com.linkbenchx.results.output.LatencySummary;
import com.linkbenchx.results.output.PhaseHistogramLog;
import com.linkbenchx.results.output.RequestLogExporter;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WorkerStores;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The request phase end to end with scripted stores. Seeded; the only time limits asserted are
 * the ones the phase itself promises (ending within maxtime + shutdown_grace, ending promptly when
 * every requester has stopped).
 */
class RequestPhaseTest {
  private final CapturingLog log = new CapturingLog();
  private final ByteArrayOutputStream stdout = new ByteArrayOutputStream();
  private final StringWriter csvStream = new StringWriter();
  private final StringWriter csvStats = new StringWriter();

  private static RequestSettings settings(String... keyValues) {
    Map<String, String> values = new HashMap<>();
    values.put("requesters", "4");
    values.put("requests", "100000000");
    values.put("requestrate", "1000");
    values.put("maxtime", "2");
    values.put("displayfreq", "1");
    values.put("dbid", "linkdb");
    values.put("request_random_seed", "12345");
    values.put("shutdown_grace", "1");
    values.put("warmup_time", "0"); // these tests count every event; the default warmup is tested apart
    for (int i = 0; i < keyValues.length; i += 2) {
      values.put(keyValues[i], keyValues[i + 1]);
    }
    return RequestSettings.from(Config.of(values));
  }

  private RequestPhase phase(RequestSettings settings, ScriptedExecutors executors, StoreOpener opener,
      Path hdrLog) {
    List<ResultsExporter> exporters = new ArrayList<>(List.of(
        new RequestLogExporter(log, settings.latencyHeadline()),
        new CsvStreamExporter(csvStream, false, true, "csvstream"),
        new CsvStatsExporter(csvStats, true, "csvstats", new AtomicBoolean())));
    if (hdrLog != null) {
      try {
        exporters.add(new PhaseHistogramLog.Writer(
            new PrintStream(Files.newOutputStream(hdrLog), false, StandardCharsets.US_ASCII),
            true, hdrLog.toString()));
      } catch (IOException e) {
        throw new AssertionError(e);
      }
    }
    PhaseOutputs outputs = new PhaseOutputs(TestRuns.request(settings.latencyHeadline()), exporters, log);
    return new RequestPhase(settings, executors, opener, outputs, null, log,
        new PrintStream(stdout, true, StandardCharsets.UTF_8));
  }

  private RequestPhase phase(RequestSettings settings, ScriptedExecutors executors) {
    return phase(settings, executors, executors.opener(), null);
  }

  private static OperationStats combined(IntervalStats totals) {
    return totals.operation(LinkBenchOp.ADD_LINK);
  }

  @Test
  void oneStalledCallShowsInResponseTimeButNotInServiceTime() throws InterruptedException {
    ReentrantLock sharedResource = new ReentrantLock();
    ScriptedExecutors store = new ScriptedExecutors((call, op) -> {
      sharedResource.lock(); // like a table lock: while call 1000 stalls, the others wait behind it
      try {
        if (call == 1000) {
          Thread.sleep(1000);
        }
      } finally {
        sharedResource.unlock();
      }
    });
    RequestPhase phase = phase(settings("maxtime", "3"), store);
    RequestResult result = phase.run();

    IntervalStats totals = phase.lastTotals();
    for (LinkBenchOp op : List.of(LinkBenchOp.ADD_LINK, LinkBenchOp.GET_LINKS_LIST)) {
      OperationStats stats = totals.operation(op);
      long responseP99 = stats.series(LatencySeries.RESPONSE).getValueAtPercentile(99);
      long serviceP99 = stats.series(LatencySeries.SERVICE).getValueAtPercentile(99);
      assertTrue(responseP99 >= 300_000, op + " response p99 " + responseP99 + " us shows the queued events' delay");
      assertTrue(serviceP99 <= 100_000, op + " service p99 " + serviceP99 + " us stays small");
    }
    assertTrue(result.completedCleanly());
    assertEquals(store.calls(), result.requestsDone(), "every executed event is recorded");
  }

  @Test
  void overloadDropsEventsBoundsTheQueueAndEndsWithinMaxtimePlusGrace() throws InterruptedException {
    ScriptedExecutors store = new ScriptedExecutors((call, op) -> Thread.sleep(10));
    RequestSettings settings = settings("requestrate", "10000", "maxtime", "3", "shutdown_grace", "1",
        "request_queue_capacity", "2000");
    RequestPhase phase = phase(settings, store);
    long start = System.nanoTime();
    RequestResult result = phase.run();
    double seconds = (System.nanoTime() - start) / 1e9;

    assertTrue(seconds < 3 + 1 + 1.5, "ended after " + seconds + " s");
    IntervalStats totals = phase.lastTotals();
    assertTrue(result.dropped() > 0);
    assertTrue(totals.counters().droppedQueueFull() > 0);
    assertTrue(totals.counters().droppedAtShutdown() > 0, "still queued at maxtime + grace: dropped, not run");
    assertEquals(result.dropped(), totals.counters().droppedQueueFull() + totals.counters().droppedAtShutdown());
    assertEquals(2000, totals.counters().maxQueueDepth(), "the queue filled up and never held more than its capacity");
    assertEquals(totals.arrivals(), totals.executed() + totals.dropped(), "every arrival ran or was dropped");
    assertEquals(store.calls(), totals.executed(), "every executed event is recorded");

    List<Long> addLinkP99 = new ArrayList<>();
    for (String row : csvStream.toString().split("\n")) {
      String[] columns = row.split(",");
      assertEquals(26, columns.length, row);
      assertTrue(Long.parseLong(columns[5]) <= 2000, "queue_size bounded: " + row);
      if (columns[2].equals("ADD_LINK")) {
        addLinkP99.add(Long.parseLong(columns[8]));
      }
    }
    assertTrue(addLinkP99.size() >= 3, csvStream.toString());
    assertTrue(addLinkP99.get(0) < addLinkP99.get(1) && addLinkP99.get(1) < addLinkP99.get(2),
        "response p99 grows across intervals: " + addLinkP99);
    assertTrue(log.all().contains("dropped: "), "dropped events are reported per interval");
  }

  @Test
  void everyRequesterExceedingMaxFailedRequestsEndsThePhasePromptly() throws InterruptedException {
    ScriptedExecutors store = new ScriptedExecutors((call, op) -> {
      throw new StoreException(ErrorKind.FATAL, "table is gone");
    });
    RequestPhase phase = phase(settings("maxtime", "60", "max_failed_requests", "2"), store);
    long start = System.nanoTime();
    RequestResult result = phase.run();
    double seconds = (System.nanoTime() - start) / 1e9;

    assertTrue(seconds < 10, "ended after " + seconds + " s, not at maxtime (60 s)");
    assertEquals(4, result.abortedRequesters());
    assertFalse(result.completedCleanly());
    assertFalse(result.interrupted());
    assertEquals(12, result.errors(), "each requester stops at its third failure");
    assertEquals(12, store.calls());
    IntervalStats totals = phase.lastTotals();
    assertEquals(12, totals.operation(LinkBenchOp.ADD_LINK).failures(ErrorKind.FATAL)
        + totals.operation(LinkBenchOp.GET_LINKS_LIST).failures(ErrorKind.FATAL));
    assertEquals(0, totals.operation(LinkBenchOp.ADD_LINK).successCount());
    assertTrue(log.lines().contains("ERROR Requester #0 aborting: 3 failed requests (out of 3 total) "), log.all());
    assertTrue(log.lines().contains("ERROR All 4 requesters have stopped (more than max_failed_requests = 2 failed"
        + " requests): ending the request phase"), log.all());
    assertTrue(log.lines().contains("ERROR Benchmark did not complete cleanly: 4/4 request threads aborted."
        + "  See error log entries for details."), log.all());
    assertTrue(log.all().contains("INFO REQUEST PHASE COMPLETED. 12 requests done in "), "the summary is printed");
  }

  @Test
  void requestersEndedByOneUnexpectedErrorAreReportedOnceWithTheirCount() throws InterruptedException {
    ScriptedExecutors store = new ScriptedExecutors((call, op) -> {
      throw new OutOfMemoryError("Java heap space");
    });
    RequestPhase phase = phase(settings("maxtime", "60"), store);
    long start = System.nanoTime();
    RequestResult result = phase.run();

    assertTrue((System.nanoTime() - start) / 1e9 < 10, "the phase ends once every requester has stopped");
    assertEquals(4, result.abortedRequesters());
    assertFalse(result.completedCleanly());
    List<String> failed = log.lines().stream()
        .filter(line -> line.startsWith("ERROR") && line.contains("out of memory")).toList();
    assertEquals(1, failed.size(), "the cause once, in the error that ends the phase: " + log.all());
    assertTrue(failed.get(0).startsWith("ERROR All 4 requesters have stopped (failed: out of memory"
        + " (Java heap space) with a maximum heap of "), log.all());
    assertTrue(failed.stream().noneMatch(line -> line.contains("Requester #")), "no line per requester: " + failed);
    assertTrue(log.all().contains("INFO REQUEST PHASE COMPLETED."), "the summary is printed");
  }

  @Test
  void warmupEventsRunButAreNotRecorded() throws InterruptedException {
    ScriptedExecutors store = ScriptedExecutors.noop();
    RequestPhase phase = phase(settings("warmup_time", "1", "maxtime", "2"), store);
    RequestResult result = phase.run();

    IntervalStats totals = phase.lastTotals();
    assertTrue(totals.counters().warmupEvents() > 0);
    assertTrue(totals.executed() > 0);
    assertEquals(store.calls(), totals.executed() + totals.counters().warmupEvents(), "every event ran, warmup or not");
    assertEquals(result.requestsDone(), totals.executed(), "requestsDone counts measured events only");
    assertEquals(totals.arrivals(), store.calls());
    assertTrue(result.seconds() < 1.9, "measured time starts after warmup: " + result.seconds());
    assertTrue(log.all().contains("warmup finished  after "), log.all());
  }

  @Test
  void closedLoopRunsExactlyTheRequestedCountBackToBack() throws InterruptedException {
    ScriptedExecutors store = ScriptedExecutors.noop();
    RequestPhase phase = phase(settings("requestrate", "0", "requests", "5000", "requesters", "2",
        "maxtime", "30"), store);
    RequestResult result = phase.run();

    assertEquals(5000, store.calls());
    assertEquals(5000, result.requestsDone());
    assertEquals(0, result.dropped());
    assertTrue(result.completedCleanly());
    IntervalStats totals = phase.lastTotals();
    assertEquals(5000, totals.operation(LinkBenchOp.ADD_LINK).successCount()
        + totals.operation(LinkBenchOp.GET_LINKS_LIST).successCount());
    assertFalse(stdout.toString(StandardCharsets.UTF_8).contains("Time limit elapsed"));
  }

  @Test
  void requestStopEndsEarlyWithTheSummaryAndAnInterruptedResult() throws Exception {
    ScriptedExecutors store = new ScriptedExecutors((call, op) -> Thread.sleep(1));
    RequestPhase phase = phase(settings("maxtime", "60"), store);
    long start = System.nanoTime();
    RequestResult result = runStoppedAfter(phase, 500);
    double seconds = (System.nanoTime() - start) / 1e9;

    assertTrue(seconds < 10, "stopped after " + seconds + " s");
    assertTrue(result.interrupted());
    assertFalse(result.completedCleanly());
    IntervalStats totals = phase.lastTotals();
    assertEquals(store.calls(), totals.executed(), "operations in flight finished and were recorded");
    assertEquals(totals.arrivals(), totals.executed() + totals.dropped());
    assertTrue(log.all().contains("INFO REQUEST PHASE COMPLETED. "), log.all());
    assertTrue(log.all().contains("INFO Quantiles for ADD_LINK op:"), log.all());
  }

  /** A stop asked for by a failed output, not a signal, is named so in the phase's end reason. */
  @Test
  void aStopNamesItsCauseInTheEndReason() throws Exception {
    Path hdrLog = Files.createTempFile("stop-cause", ".hlog");
    try {
      ScriptedExecutors store = new ScriptedExecutors((call, op) -> Thread.sleep(1));
      RequestPhase running = phase(settings("maxtime", "60"), store, store.opener(), hdrLog);
      Thread stopper = new Thread(() -> {
        try {
          Thread.sleep(300);
        } catch (InterruptedException e) {
          return;
        }
        running.requestStop("an output could not be written");
      });
      stopper.start();
      RequestResult result = running.run();
      stopper.join();
      assertTrue(result.interrupted());
      String end = Files.readAllLines(hdrLog).stream().filter(line -> line.startsWith("#end ")).findFirst()
          .orElseThrow();
      assertTrue(end.contains("\"end_reason\":\"stop requested (an output could not be written)\""), end);
      assertTrue(end.contains("\"ended_early\":true"), end);
    } finally {
      Files.deleteIfExists(hdrLog);
    }
  }

  @Test
  void requestStopWakesAGeneratorWaitingForADistantArrival() throws Exception {
    ScriptedExecutors store = ScriptedExecutors.noop();
    // With seed 129 the generator's first arrival is 5.9 s away, so it is parked when the stop comes.
    RequestPhase phase = phase(settings("requestrate", "1", "maxtime", "600", "request_random_seed", "129"), store);
    long start = System.nanoTime();
    RequestResult result = runStoppedAfter(phase, 300);
    double seconds = (System.nanoTime() - start) / 1e9;

    assertTrue(seconds < 4, "stopped after " + seconds + " s");
    assertTrue(result.interrupted());
    assertEquals(0, store.calls());
    assertTrue(Thread.getAllStackTraces().keySet().stream()
        .noneMatch(thread -> thread.getName().equals("Event Generator") && thread.isAlive()),
        "the generator was woken and has ended, not left parked");
  }

  @Test
  void logAndStdoutFollowLinkBenchXOrder() throws InterruptedException {
    RequestPhase phase = phase(settings("requesters", "2", "maxtime", "1", "displayfreq", "60"),
        ScriptedExecutors.noop());
    phase.run();

    assertEquals("Processing Requests:[]\nTime limit elapsed\n",
        stdout.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"));
    List<String> lines = log.lines();
    assertEquals("INFO Using configured random seed request_random_seed=12345", lines.get(0));
    assertTrue(lines.get(1).startsWith("DEBUG First number generated by master request_random_seed: "));
    int events = indexOfPrefix(lines, "INFO Events: ");
    assertTrue(lines.get(events + 1).startsWith("INFO Queue: size min-max: "));
    assertTrue(lines.get(events + 2).startsWith("INFO Type: ADD_LINK, count: "));
    assertTrue(lines.get(events + 3).startsWith("INFO Type: GET_LINKS_LIST, count: "));
    int summary = indexOfPrefix(lines, "INFO ADD_LINK count = ");
    int quantiles = lines.indexOf("INFO Quantiles for ADD_LINK op:");
    int completed = indexOfPrefix(lines, "INFO REQUEST PHASE COMPLETED. ");
    assertTrue(events < summary && summary < quantiles && quantiles < completed, String.join("\n", lines));
    assertTrue(lines.get(completed).matches(
        "INFO REQUEST PHASE COMPLETED\\. \\d+ requests done in \\d+ seconds\\. Requests/second = \\d+"));
    assertTrue(lines.get(summary).endsWith("  metric = response"));
  }

  @Test
  void csvStatsAndHdrLogHoldEveryRecordedEvent(@TempDir Path dir) throws Exception {
    Path hdrLog = dir.resolve("request.hlog");
    ScriptedExecutors store = ScriptedExecutors.noop();
    RequestPhase phase = phase(settings("maxtime", "2"), store, store.opener(), hdrLog);
    phase.run();

    IntervalStats totals = phase.lastTotals();
    String[] stats = csvStats.toString().split("\n");
    assertEquals(LatencySummary.CSV_HEADER, stats[0]);
    assertTrue(stats[1].startsWith("ADD_LINK," + totals.operation(LinkBenchOp.ADD_LINK).successCount() + ","));
    assertEquals("service", stats[1].split(",")[15]);

    Map<String, Long> countsByTag = new HashMap<>();
    HistogramLogReader reader = new HistogramLogReader(hdrLog.toFile());
    for (Histogram histogram; (histogram = (Histogram) reader.nextIntervalHistogram()) != null;) {
      countsByTag.merge(histogram.getTag(), histogram.getTotalCount(), Long::sum);
    }
    for (LinkBenchOp op : List.of(LinkBenchOp.ADD_LINK, LinkBenchOp.GET_LINKS_LIST)) {
      long successes = totals.operation(op).successCount();
      assertTrue(successes > 0);
      for (LatencySeries metric : List.of(LatencySeries.RESPONSE, LatencySeries.SERVICE, LatencySeries.QUEUE_WAIT)) {
        assertEquals(successes, countsByTag.get(op.name() + "." + metric.label()), op + "." + metric.label());
      }
    }
    assertEquals(store.calls(), totals.executed());
    assertTrue(Files.readString(hdrLog).startsWith("#[Histogram log format version "));
  }

  @Test
  void aStoreThatFailsToOpenFailsThePhaseCleanlyAndClosesTheOthers() {
    AtomicInteger closed = new AtomicInteger();
    StoreOpener opener = index -> {
      if (index == 2) {
        throw new StoreException(ErrorKind.CONNECTION_LOST, "connection refused");
      }
      return new WorkerStores(closeCountingLinkStore(closed), null);
    };
    RequestPhase phase = phase(settings(), ScriptedExecutors.noop(), opener, null);
    RequestPhaseException error = assertThrows(RequestPhaseException.class, phase::run);
    assertEquals("Request phase failed: 1 of 4 requesters could not open their stores: connection refused",
        error.getMessage());
    assertEquals(3, closed.get(), "the stores that did open are closed again");
    assertTrue(log.lines().stream().noneMatch(line -> line.startsWith("ERROR")),
        "the phase's one line says it all; each requester's failure only at DEBUG: " + log.lines());
  }

  @Test
  void calibrationMeasuresTheDriverAloneAndReportsItBeforeThePhase() throws InterruptedException {
    List<DriverFloor> floors = new ArrayList<>();
    List<String> order = new ArrayList<>();
    ResultsExporter capture = new ResultsExporter() {
      @Override
      public void calibration(DriverFloor floor) {
        floors.add(floor);
        order.add("calibration");
      }

      @Override
      public void interval(IntervalSnapshot interval) {
        order.add("interval");
      }

      @Override
      public String describe() {
        return "capture";
      }
    };
    ScriptedExecutors store = ScriptedExecutors.noop();
    RequestSettings settings = settings("maxtime", "1", "requestrate", "500", "calibrate", "true",
        "calibrate_seconds", "1");
    PhaseOutputs outputs = new PhaseOutputs(TestRuns.request(settings.latencyHeadline()), List.of(capture), log);
    RequestPhase phase = new RequestPhase(settings, store, store.opener(), outputs, null, log,
        new PrintStream(stdout, true, StandardCharsets.UTF_8));
    phase.run();

    assertEquals(1, floors.size());
    DriverFloor floor = floors.get(0);
    assertEquals(500, floor.requestRate());
    assertEquals(4, floor.requesters());
    assertTrue(floor.events() > 200 && floor.events() < 800, "about 1 s at 500/s measured: " + floor.events());
    assertTrue(
        floor.handoffP50Micros() <= floor.handoffP99Micros() && floor.handoffP99Micros() <= floor.handoffMaxMicros());
    assertTrue(floor.responseP99Micros() >= floor.handoffP99Micros(), "response includes the hand-off");
    assertTrue(floor.cpuKnown() && floor.requesterCpuSeconds() > 0 && floor.generatorCpuSeconds() > 0,
        "the threads' CPU over the measured second: " + floor);
    assertTrue(floor.spinSeconds() > 0, "at 500/s the waiter spins before events by default: " + floor);
    assertEquals(0.1, floor.handoffSpinShare());
    assertEquals("calibration", order.get(0), "handed to the outputs before the phase's first interval");
    assertEquals(phase.lastTotals().executed(), store.calls(), "the calibration never called the configured store");
    List<String> lines = log.lines();
    int floorLine = indexOf(lines, "INFO Driver floor (calibration: no-op store, 500 requests/s, 4 requesters");
    int connected = indexOf(lines, "INFO All 4 requesters connected");
    assertTrue(floorLine >= 0 && connected > floorLine, "printed before the phase starts: " + lines);
    assertEquals(1, lines.stream().filter(line -> line.startsWith("INFO All 4 requesters connected")).count(),
        "the calibration's routine lines are not logged");
  }

  @Test
  void aSpinShareOfZeroCalibratesWithoutSpinning() throws InterruptedException {
    List<DriverFloor> floors = new ArrayList<>();
    ResultsExporter capture = new ResultsExporter() {
      @Override
      public void calibration(DriverFloor floor) {
        floors.add(floor);
      }

      @Override
      public String describe() {
        return "capture";
      }
    };
    ScriptedExecutors store = ScriptedExecutors.noop();
    RequestSettings settings = settings("maxtime", "1", "requestrate", "500", "calibrate", "true",
        "calibrate_seconds", "1", "handoff_spin_share", "0");
    PhaseOutputs outputs = new PhaseOutputs(TestRuns.request(settings.latencyHeadline()), List.of(capture), log);
    new RequestPhase(settings, store, store.opener(), outputs, null, log,
        new PrintStream(stdout, true, StandardCharsets.UTF_8)).run();

    DriverFloor floor = floors.get(0);
    assertEquals(0.0, floor.spinSeconds(), "every wait parked: " + floor);
    assertTrue(floor.requesterCpuSeconds() > 0, "parking and waking still cost CPU: " + floor);
    assertTrue(floor.events() > 200, "the events still ran: " + floor);
  }

  private static int indexOf(List<String> lines, String prefix) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith(prefix)) {
        return i;
      }
    }
    return -1;
  }

  @Test
  void zeroRequestersSkipsThePhase() throws InterruptedException {
    RequestPhase phase = phase(RequestSettings.disabled(), ScriptedExecutors.noop());
    assertEquals(RequestResult.notConfigured(), phase.run());
    assertEquals(List.of("INFO NO REQUEST PHASE CONFIGURED. "), log.lines());
  }

  @Test
  void csvStreamRowsStartWithTheNineLinkBenchXColumns() throws InterruptedException {
    phase(settings("maxtime", "2", "latency_headline", "service"), ScriptedExecutors.noop()).run();
    String[] rows = csvStream.toString().split("\n");
    assertTrue(rows.length >= 4, csvStream.toString());
    for (String row : rows) {
      String[] columns = row.split(",", -1);
      assertEquals(IntervalReport.CSV_STREAM_HEADER.split(",").length, columns.length);
      assertTrue(columns[2].equals("ADD_LINK") || columns[2].equals("GET_LINKS_LIST"), row);
      assertEquals("service", columns[18]);
    }
    assertTrue(rows[0].startsWith("1,"), "first interval's timestamp is 1 s: " + rows[0]);
  }

  private static int indexOfPrefix(List<String> lines, String prefix) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith(prefix)) {
        return i;
      }
    }
    throw new AssertionError("no line starts with " + prefix + "\n" + String.join("\n", lines));
  }

  private static LinkStore closeCountingLinkStore(AtomicInteger closed) {
    return (LinkStore) Proxy.newProxyInstance(LinkStore.class.getClassLoader(), new Class<?>[] {LinkStore.class},
        (proxy, method, args) -> {
          if (method.getName().equals("close")) {
            closed.incrementAndGet();
            return null;
          }
          throw new UnsupportedOperationException(method.getName());
        });
  }

  /** Runs the phase while another thread asks it to stop after {@code millis}, as a signal handler would. */
  private static RequestResult runStoppedAfter(RequestPhase phase, long millis) throws Exception {
    Thread stopper = new Thread(() -> {
      try {
        Thread.sleep(millis);
      } catch (InterruptedException e) {
        return;
      }
      phase.requestStop("signal");
    });
    stopper.start();
    try {
      return phase.run();
    } finally {
      stopper.join();
    }
  }
}
