package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.linkbenchx.report.OperationHistograms;
import com.linkbenchx.results.ResultsSchemas;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The results folder of real command-line runs on the in-memory store: layout, schema, figures. */
class ResultsFolderTest {
  static final String MEMORY = CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString();
  /** A small graph that loads in a second: 5 links per id1 (before the link-type split). */
  static final String[] SMALL_GRAPH = {"-D", "maxid1=2001", "-D", "nlinks_func=CONST", "-D", "nlinks_config=1",
      "-D", "nlinks_default=5", "-D", "load_random_seed=7", "-D", "request_random_seed=11"};
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path work;

  /**
   * A store whose every call takes 1 ms and that keeps nothing: a request phase without a load (the
   * in-memory store would be empty, and is refused then).
   */
  static final String[] SCRIPTED_STORE = {"-D", "linkstore=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider",
      "-D", "nodestore=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider"};

  static String[] args(String[] first, String... more) {
    List<String> all = new ArrayList<>(List.of(first));
    all.addAll(List.of(SMALL_GRAPH));
    all.addAll(List.of(more));
    return all.toArray(String[]::new);
  }

  static JsonNode summary(Path folder) throws Exception {
    return JSON.readTree(folder.resolve("summary.json").toFile());
  }

  static List<JsonNode> intervals(Path folder) throws Exception {
    List<JsonNode> lines = new ArrayList<>();
    for (String line : Files.readAllLines(folder.resolve("intervals.jsonl"))) {
      lines.add(JSON.readTree(line));
    }
    return lines;
  }

  @Test
  void calibratedRunLogsTheDriverFloorFirstAndSavesItInTheFolder() throws Exception {
    Path folder = work.resolve("calibrated");
    CliProcess.Result result = CliProcess.run(work, 120, args(new String[] {"-c", MEMORY, "-r"},
        SCRIPTED_STORE[0], SCRIPTED_STORE[1], SCRIPTED_STORE[2], SCRIPTED_STORE[3],
        "-D", "requesters=4", "-D", "requestrate=500", "-D", "maxtime=2", "-D", "displayfreq=1",
        "-D", "calibrate=true", "-D", "calibrate_seconds=1", "--results", folder.toString()));
    assertEquals(0, result.exitCode(), result.all());
    String all = result.all();
    int floor = all.indexOf("Driver floor (calibration: no-op store, 500 requests/s, 4 requesters");
    assertTrue(floor >= 0, all);
    assertTrue(all.contains("Processing Requests:[]"), all);
    assertTrue(all.indexOf("All 4 requesters connected") > floor, "the floor is logged before the phase: " + all);

    JsonNode calibration = JSON.readTree(folder.resolve("calibration.json").toFile());
    assertEquals(500, calibration.path("request_rate").asLong());
    assertEquals(4, calibration.path("requesters").asInt());
    assertTrue(calibration.path("events").asLong() > 200, calibration.toString());
    long p50 = calibration.path("handoff_p50_micros").asLong();
    long p99 = calibration.path("handoff_p99_micros").asLong();
    assertTrue(p50 <= p99 && p99 <= calibration.path("handoff_max_micros").asLong(), calibration.toString());
    assertTrue(calibration.path("response_p99_micros").asLong() >= p99, calibration.toString());
    assertTrue(all.contains("hand-off p50 " + p50 + " us, p99 " + p99 + " us"), "the log and the file agree: " + all);
    double cpuPerEvent = calibration.path("driver_cpu_micros_per_event").asDouble();
    double cpuPercent = calibration.path("driver_cpu_percent_of_core").asDouble();
    assertTrue(cpuPerEvent > 0 && cpuPercent > 0, calibration.toString());
    // One figure from the other: CPU-s = percent/100 * measured s = micros per event * events / 1e6.
    assertEquals(cpuPercent / 100 * calibration.path("measured_seconds").asDouble(),
        cpuPerEvent * calibration.path("events").asLong() / 1e6, 1e-6, calibration.toString());
    assertEquals(cpuPerEvent, calibration.path("requester_cpu_micros_per_event").asDouble()
        + calibration.path("generator_cpu_micros_per_event").asDouble(), 1e-6, calibration.toString());
    assertTrue(all.contains(String.format(Locale.ROOT, "driver CPU %.2f%% of one core, %.1f us per event",
        cpuPercent, cpuPerEvent)), "the log states the same CPU: " + all);
    // The phase itself ran against the configured store, with its own summary.
    assertEquals("scripted-delay store", summary(folder).path("store").path("server_product").asText());
  }

  @Test
  void requestRunWritesAValidFolderWhoseFiguresMatchCsvstats() throws Exception {
    Path folder = work.resolve("run1");
    Path csvStats = work.resolve("stats.csv");
    CliProcess.Result result = CliProcess.run(work, 120, args(new String[] {"-c", MEMORY, "-r"},
        SCRIPTED_STORE[0], SCRIPTED_STORE[1], SCRIPTED_STORE[2], SCRIPTED_STORE[3],
        "-D", "requesters=4", "-D", "requestrate=500", "-D", "maxtime=4", "-D", "displayfreq=1",
        "-D", "password=hunter2", "--results", folder.toString(), "--csvstats", csvStats.toString()));
    assertEquals(0, result.exitCode(), result.all());
    assertTrue(result.stderr().contains("Results folder: " + folder), result.stderr());

    JsonNode summary = summary(folder);
    ResultsSchemas schemas = new ResultsSchemas();
    assertEquals(List.of(), schemas.summaryErrors(summary));
    for (JsonNode interval : intervals(folder)) {
      assertEquals(List.of(), schemas.intervalErrors(interval), interval.toString());
    }
    assertEquals("request", summary.path("phase").asText());
    JsonNode workload = summary.path("workload");
    assertEquals(500, workload.path("target_rate_per_s").asLong());
    assertEquals("open_loop", workload.path("mode").asText());
    assertEquals(4, workload.path("requesters").asInt());
    assertEquals(2001, workload.path("maxid1").asLong());
    assertEquals("*****", summary.path("configuration").path("password").asText());
    assertTrue(summary.path("run").path("command_line").toString().contains("password=*****"));
    assertEquals(0, summary.path("run").path("exit_status").asInt());
    assertEquals("scripted-delay store", summary.path("store").path("server_product").asText());
    try (Stream<Path> files = Files.list(folder)) {
      for (Path file : files.toList()) {
        assertFalse(Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1).contains("hunter2"),
            file + " holds the password");
      }
    }

    // Every csvstats row has its twin in summary.json: the same count and the same percentiles.
    List<String> rows = Files.readAllLines(csvStats);
    assertEquals(rows, Files.readAllLines(folder.resolve("csvstats.csv")), "the folder's csvstats is the same file");
    String[] header = rows.get(0).split(",");
    Map<String, Integer> columns = Map.of("p25", 2, "p50", 4, "p75", 6, "p95", 8, "p99", 10, "max", 12,
        "p99_9", 14, "min", 16, "p90", 17, "p99_99", 18);
    assertEquals("metric", header[15]);
    long operations = 0;
    for (String row : rows.subList(1, rows.size())) {
      String[] cells = row.split(",");
      JsonNode latency = summary.path("operations").path(cells[0]).path("latency_us").path(cells[15]);
      assertEquals(Long.parseLong(cells[1]), latency.path("count").asLong(), row);
      for (Map.Entry<String, Integer> column : columns.entrySet()) {
        BigDecimal csvMicros = new BigDecimal(cells[column.getValue()]).movePointRight(3);
        assertEquals(0, csvMicros.compareTo(BigDecimal.valueOf(latency.path(column.getKey()).asLong())),
            row + " " + column.getKey());
      }
      if (cells[15].equals("response")) {
        operations += Long.parseLong(cells[1]);
      }
    }
    assertTrue(operations > 1000, "about 2000 requests ran: " + operations);
    assertEquals(operations, summary.path("totals").path("operations").asLong());
    assertEquals(operations, OperationHistograms.added(folder, "GET_LINKS_LIST.response").getTotalCount()
        + OperationHistograms.added(folder, "ADD_LINK.response").getTotalCount()
        + otherOperations(summary), "HdrHistogram's own reader finds every operation in the log");

    // csvstream: wall clock and exact length on every row, no trailing rows of zeros.
    List<String> stream = Files.readAllLines(folder.resolve("csvstream.csv"));
    List<JsonNode> intervals = intervals(folder);
    assertEquals(1 + 2 * intervals.size(), stream.size());
    for (int i = 1; i < stream.size(); i++) {
      String[] cells = stream.get(i).split(",");
      double intervalMs = Double.parseDouble(cells[20]);
      boolean last = i > stream.size() - 3;
      if (!last) {
        assertEquals("0", cells[21], "only the last interval may be partial: " + stream.get(i));
        assertTrue(intervalMs > 100 && intervalMs < 3000, "interval length " + intervalMs);
      }
      assertEquals(intervals.get((i - 1) / 2).path("end_epoch_ms").asText(), cells[19], "wall-clock end");
    }
    JsonNode lastInterval = intervals.get(intervals.size() - 1);
    assertTrue(lastInterval.path("figures").path("operations").asLong() > 0
        || lastInterval.path("counters").path("busy_ns").asLong() > 0, "no trailing interval of zeros");
    long lengthsNanos = intervals.stream().mapToLong(interval -> interval.path("length_ns").asLong()).sum();
    assertEquals(summary.path("totals").path("length_s").asDouble(), lengthsNanos / 1e9, 0.001);
  }

  private static long otherOperations(JsonNode summary) {
    long others = 0;
    for (var entry : (Iterable<Map.Entry<String, JsonNode>>) () -> summary.path("operations").fields()) {
      if (!entry.getKey().equals("ADD_LINK") && !entry.getKey().equals("GET_LINKS_LIST")) {
        others += entry.getValue().path("latency_us").path("response").path("count").asLong();
      }
    }
    return others;
  }

  @Test
  void loadOnlyRunWritesTheSameFolderWithRowsPerInterval() throws Exception {
    Path folder = work.resolve("load1");
    CliProcess.Result result = CliProcess.run(work, 120, args(new String[] {"-c", MEMORY, "-l"},
        "-D", "displayfreq=1", "--results", folder.toString()));
    assertEquals(0, result.exitCode(), result.all());

    JsonNode summary = summary(folder);
    assertEquals(List.of(), new ResultsSchemas().summaryErrors(summary));
    assertEquals("load", summary.path("phase").asText());
    assertEquals("load", summary.path("workload").path("mode").asText());
    assertEquals(2, summary.path("workload").path("loaders").asInt());
    Matcher loaded =
        Pattern.compile("Loaded (\\d+) nodes \\(Expected 2000\\)\\. Loaded (\\d+) links").matcher(result.stderr());
    assertTrue(loaded.find(), result.stderr());
    JsonNode links = summary.path("operations").path("LOAD_LINKS_BULK");
    assertEquals(Long.parseLong(loaded.group(2)), links.path("rows").asLong(), "rows written = links loaded");
    assertEquals(Long.parseLong(loaded.group(1)),
        summary.path("operations").path("LOAD_NODE_BULK").path("rows").asLong());
    assertTrue(links.path("latency_us").path("service").path("count").asLong() > 0);
    assertEquals(links.path("count").asLong(),
        OperationHistograms.added(folder, "LOAD_LINKS_BULK.service").getTotalCount());

    long rows = 0;
    for (JsonNode interval : intervals(folder)) {
      assertEquals(List.of(), new ResultsSchemas().intervalErrors(interval));
      JsonNode figures = interval.path("figures");
      rows += figures.path("rows").asLong();
      assertEquals(figures.path("rows").asLong() * 1e9 / interval.path("length_ns").asLong(),
          figures.path("rows_per_s").asDouble(), 0.01);
    }
    assertEquals(summary.path("totals").path("rows").asLong(), rows);
    JsonNode last = intervals(folder).get(intervals(folder).size() - 1);
    assertEquals(2000, last.path("counters").path("progress_done").asLong(), "progress at the end: every id1");
    assertEquals(2000, last.path("counters").path("progress_total").asLong());
    assertTrue(Files.readString(folder.resolve("csvstats.csv")).contains("LOAD_LINKS_BULK,"));
    assertTrue(result.stderr().contains("LOAD_LINKS_BULK interval: count = "), "the load's interval lines stay");
  }

  @Test
  void byDefaultEachPhaseGetsADatedFolderUnderResultsAndNoneWritesNothing() throws Exception {
    CliProcess.Result result = CliProcess.run(work, 120, args(new String[] {"-c", MEMORY, "-l", "-r"},
        "-D", "requesters=2", "-D", "requestrate=200", "-D", "maxtime=1", "-D", "displayfreq=1"));
    assertEquals(0, result.exitCode(), result.all());
    List<Path> folders;
    try (Stream<Path> entries = Files.list(work.resolve("results"))) {
      folders = entries.sorted().toList();
    }
    assertEquals(2, folders.size(), folders.toString());
    assertTrue(folders.get(0).getFileName().toString().matches("\\d{8}-\\d{6}-load"), folders.toString());
    assertTrue(folders.get(1).getFileName().toString().matches("\\d{8}-\\d{6}-request"), folders.toString());
    for (Path folder : folders) {
      assertTrue(result.stderr().contains("Results folder: results/" + folder.getFileName()), result.stderr());
      assertEquals(0, summary(folder).path("run").path("exit_status").asInt());
    }

    Path quiet = Files.createDirectory(work.resolve("quiet"));
    CliProcess.Result none = CliProcess.run(quiet, 120, args(new String[] {"-c", MEMORY, "-l"},
        "--results", "none"));
    assertEquals(0, none.exitCode(), none.all());
    assertFalse(Files.exists(quiet.resolve("results")));
    assertFalse(none.stderr().contains("Results folder"), none.stderr());
  }

  @Test
  void aResultsFolderThatHoldsFilesIsRefusedBeforeAnythingRuns() throws Exception {
    Path used = Files.createDirectories(work.resolve("used"));
    Files.writeString(used.resolve("summary.json"), "{}");
    CliProcess.Result result = CliProcess.run(work, 60, "-c", MEMORY, "-l", "--results", used.toString());
    assertEquals(1, result.exitCode(), result.all());
    assertTrue(result.stderr().startsWith("Could not create results folder " + used + " already exists and is not"
        + " empty"), result.stderr());
    assertEquals(1, result.stderr().lines().count(), "one line, no usage text: " + result.stderr());
    assertEquals("", result.stdout(), "no usage text");
    assertFalse(result.stderr().contains("Starting loaders"), result.stderr());
  }
}
