package com.linkbenchx.results.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.linkbenchx.TestProject;
import com.linkbenchx.model.Phase;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ProcessOutcome;
import com.linkbenchx.results.RecordingFixtures;
import com.linkbenchx.results.ResultsSchemas;
import com.linkbenchx.results.SourceProcess;
import com.linkbenchx.results.TestRuns;
import com.linkbenchx.results.WorkloadInfo;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The JSON outputs against the shipped schemas: valid when right, invalid when a field is added or missing. */
class ResultsJsonTest {
  private final ResultsSchemas schemas = new ResultsSchemas();

  private static PhaseSummary summary() {
    IntervalStats totals = RecordingFixtures.knownInterval();
    SourceProcess self =
        new SourceProcess("testhost", 42, List.of("-r"), 1_700_000_000_000L, 1_700_000_002_000L, 1000, 4,
            -1, "maxtime (2 s) reached", "", 0, 0);
    return new PhaseSummary(TestRuns.request(com.linkbenchx.results.LatencySeries.RESPONSE), totals,
        1_700_000_000_000L, 1_700_000_002_000L, 2_000_000_000L, 1, 2_000_000_000L, 52.0, "maxtime (2 s) reached",
        List.of(self), false);
  }

  @Test
  void summaryMatchesTheSchemaAndHoldsTheFigures() {
    ObjectNode json = SummaryJson.of(summary(), new ProcessOutcome(4, 1_700_000_003_000L));
    assertEquals(List.of(), schemas.summaryErrors(json));
    assertEquals(4, json.path("run").path("exit_status").asInt());
    assertEquals(4, json.path("processes").get(0).path("exit_status").asInt(), "the run's own status, once known");
    JsonNode addLink = json.path("operations").path("ADD_LINK");
    assertEquals(101, addLink.path("count").asLong());
    assertEquals(1, addLink.path("errors").path("FATAL").asLong());
    assertEquals(99007, addLink.path("latency_us").path("response").path("p99").asLong());
    assertEquals(99, addLink.path("latency_us").path("service").path("p99").asLong());
    assertEquals(5003, addLink.path("latency_us").path("failed_response").path("max").asLong());
    assertEquals(0.25, json.path("totals").path("busy").path("mean").asDouble(), 1e-9);
    assertEquals(2.452, json.path("totals").path("busy").path("completion_mean").asDouble(), 1e-9);
    assertFalse(json.path("operations").has("GET_LINKS_LIST"), "operations that did not run are left out");
  }

  /** The known interval dropped events at 52 of 1,000/s offered: overloaded, until a stop makes it ended early. */
  @Test
  void aRequestSummaryCarriesItsVerdictTargetsAndWhetherItEndedEarly() {
    ObjectNode json = SummaryJson.of(summary(), new ProcessOutcome(0, 0));
    assertEquals(List.of(), schemas.summaryErrors(json));
    assertFalse(json.path("run").path("ended_early").asBoolean(true));
    assertEquals("overloaded", json.path("verdict").path("level").asText());
    assertFalse(json.path("verdict").path("pass").asBoolean(true));
    assertTrue(json.path("verdict").path("words").asText().startsWith("Overloaded: "),
        json.path("verdict").path("words").asText());
    assertEquals(0, json.path("workload").path("p99_targets_ms").size());

    PhaseSummary early = summary();
    WorkloadInfo asked = early.metadata().workload();
    WorkloadInfo withTargets = new WorkloadInfo(asked.mode(), asked.targetRatePerSecond(), asked.requesters(),
        asked.loaders(), asked.startId1(), asked.maxId1(), asked.requests(), asked.displayFrequencySeconds(),
        asked.warmupSeconds(), asked.maxTimeSeconds(), asked.headline(), asked.queueCapacity(),
        Map.of("ADD_LINK", 50.0));
    PhaseMetadata metadata = early.metadata();
    PhaseSummary stopped = new PhaseSummary(new PhaseMetadata(metadata.phase(), metadata.run(), withTargets,
        metadata.store(), metadata.configuration()), early.totals(), early.startEpochMillis(), early.endEpochMillis(),
        early.lengthNanos(), early.intervals(), early.measuredNanos(), early.ratePerSecond(),
        "all requesters stopped early", early.sources(), true);
    ObjectNode stoppedJson = SummaryJson.of(stopped, new ProcessOutcome(4, 0));
    assertEquals(List.of(), schemas.summaryErrors(stoppedJson));
    assertTrue(stoppedJson.path("run").path("ended_early").asBoolean());
    assertEquals("ended_early", stoppedJson.path("verdict").path("level").asText());
    assertEquals(50.0, stoppedJson.path("workload").path("p99_targets_ms").path("ADD_LINK").asDouble());
    ((ObjectNode) stoppedJson.path("verdict")).put("level", "fine");
    assertFalse(schemas.summaryErrors(stoppedJson).isEmpty(), "a level outside the list is refused");
  }

  @Test
  void theSchemaRejectsAnUnknownFieldAndAMissingOne() {
    ObjectNode extra = SummaryJson.of(summary(), new ProcessOutcome(0, 0));
    ((ObjectNode) extra.path("totals")).put("surprise", 1);
    assertTrue(schemas.summaryErrors(extra).stream().anyMatch(message -> message.contains("surprise")),
        schemas.summaryErrors(extra).toString());
    ObjectNode missing = SummaryJson.of(summary(), new ProcessOutcome(0, 0));
    ((ObjectNode) missing.path("workload")).remove("maxid1");
    assertTrue(schemas.summaryErrors(missing).stream().anyMatch(message -> message.contains("maxid1")),
        schemas.summaryErrors(missing).toString());
  }

  @Test
  void intervalLinesMatchTheirSchema() {
    ObjectNode line = IntervalsJsonExporter.json(RecordingFixtures.knownSnapshot(), Phase.REQUEST, List.of());
    assertEquals(List.of(), schemas.intervalErrors(line));
    assertEquals(500_000_000L, line.path("counters").path("busy_ns").asLong());
    assertEquals(0.25, line.path("figures").path("busy").path("mean").asDouble(), 1e-9);
    assertEquals(52.0, line.path("figures").path("rate_per_s").asDouble(), 1e-9);
    line.put("unexpected", true);
    assertFalse(schemas.intervalErrors(line).isEmpty());
  }

  /**
   * A schema that refers to another file by its $id cannot be checked offline by stock validators
   * (they fetch the $id's address), so each file stands alone and the interval schema carries the
   * summary's definitions, kept identical.
   */
  @Test
  void eachSchemaStandsAloneWithTheSameDefinitions() throws IOException {
    ObjectMapper mapper = new ObjectMapper();
    JsonNode summary = mapper.readTree(TestProject.DIR.resolve("docs/results/summary.schema.json").toFile());
    JsonNode interval = mapper.readTree(TestProject.DIR.resolve("docs/results/interval.schema.json").toFile());
    for (JsonNode schema : List.of(summary, interval)) {
      List<String> external = schema.findValuesAsText("$ref").stream().filter(ref -> !ref.startsWith("#")).toList();
      assertEquals(List.of(), external, schema.path("$id").asText());
    }
    assertEquals(summary.path("$defs"), interval.path("$defs"));
  }
}
