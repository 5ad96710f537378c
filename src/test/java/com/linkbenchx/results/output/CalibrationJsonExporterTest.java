package com.linkbenchx.results.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.linkbenchx.results.DriverFloor;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The calibration's statement of the hand-off's CPU cost: log line and calibration.json from the same figures. */
class CalibrationJsonExporterTest {
  @TempDir
  Path work;

  /** 5 s measured, 5000 operations; requesters 0.05 CPU-s, generator 0.01, of which 0.02 s spinning. */
  private static final DriverFloor FLOOR = new DriverFloor(1000, 20, 5.0, 5000, 1000.0, 0, 3, 41, 160, 9, 62, 210,
      0.1, 0.05, 0.01, 0.02);

  @Test
  void theLogLineStatesTheDriverCpuAndTheSpinAsShareOfACoreAndPerEvent() {
    assertEquals("Driver floor (calibration: no-op store, 1000 requests/s, 20 requesters, 5.0 s measured, 5000"
        + " operations, 1000/s, 0 dropped): hand-off p50 3 us, p99 41 us, max 160 us; driver-added response time"
        + " p50 9 us, p99 62 us, max 210 us; driver CPU 1.20% of one core, 12.0 us per event (requesters 10.0 us,"
        + " generator 2.0 us), of it spinning for the hand-off 0.40% of one core, 4.0 us per event"
        + " (handoff_spin_share 0.1)", FLOOR.describe());
  }

  @Test
  void calibrationJsonHoldsTheSameFigures() throws Exception {
    Path file = work.resolve("calibration.json");
    new CalibrationJsonExporter(file).calibration(FLOOR);
    JsonNode json = new ObjectMapper().readTree(Files.readString(file));
    assertEquals(0.1, json.path("handoff_spin_share").asDouble());
    assertEquals(1.2, json.path("driver_cpu_percent_of_core").asDouble(), 1e-9);
    assertEquals(12.0, json.path("driver_cpu_micros_per_event").asDouble(), 1e-9);
    assertEquals(10.0, json.path("requester_cpu_micros_per_event").asDouble(), 1e-9);
    assertEquals(2.0, json.path("generator_cpu_micros_per_event").asDouble(), 1e-9);
    assertEquals(0.4, json.path("spin_percent_of_core").asDouble(), 1e-9);
    assertEquals(4.0, json.path("spin_micros_per_event").asDouble(), 1e-9);
    assertEquals(41, json.path("handoff_p99_micros").asLong());
  }

  @Test
  void anUnknownThreadCpuIsSaidAndLeftNull() throws Exception {
    DriverFloor unknown = new DriverFloor(1000, 20, 5.0, 5000, 1000.0, 0, 3, 41, 160, 9, 62, 210, 0.0, -1, -1, 0);
    assertTrue(unknown.describe().endsWith("; driver CPU not measured (this JVM cannot tell a thread's CPU time);"
        + " spinning for the hand-off 0.00% of one core, 0.0 us per event (handoff_spin_share 0.0)"),
        unknown.describe());
    Path file = work.resolve("calibration.json");
    new CalibrationJsonExporter(file).calibration(unknown);
    JsonNode json = new ObjectMapper().readTree(Files.readString(file));
    assertTrue(json.path("driver_cpu_micros_per_event").isNull(), json.toString());
    assertEquals(0.0, json.path("spin_micros_per_event").asDouble());
  }
}
