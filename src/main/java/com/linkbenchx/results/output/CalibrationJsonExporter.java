package com.linkbenchx.results.output;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.linkbenchx.results.DriverFloor;
import com.linkbenchx.results.ResultsExporter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** calibration.json, when the phase was calibrated: the driver's own floor (snake_case, as summary.json). */
final class CalibrationJsonExporter implements ResultsExporter {
  private final Path file;

  CalibrationJsonExporter(Path file) {
    this.file = file;
  }

  @Override
  public void calibration(DriverFloor floor) throws IOException {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("request_rate", floor.requestRate());
    node.put("requesters", floor.requesters());
    node.put("measured_seconds", floor.measuredSeconds());
    node.put("events", floor.events());
    node.put("achieved_per_second", floor.achievedPerSecond());
    node.put("dropped", floor.dropped());
    node.put("handoff_p50_micros", floor.handoffP50Micros());
    node.put("handoff_p99_micros", floor.handoffP99Micros());
    node.put("handoff_max_micros", floor.handoffMaxMicros());
    node.put("response_p50_micros", floor.responseP50Micros());
    node.put("response_p99_micros", floor.responseP99Micros());
    node.put("response_max_micros", floor.responseMaxMicros());
    node.put("handoff_spin_share", floor.handoffSpinShare());
    boolean cpu = floor.cpuKnown(); // null when unknown
    node.put("driver_cpu_percent_of_core", cpu ? floor.percentOfCore(floor.driverCpuSeconds()) : null);
    node.put("driver_cpu_micros_per_event", cpu ? floor.microsPerEvent(floor.driverCpuSeconds()) : null);
    node.put("requester_cpu_micros_per_event", cpu ? floor.microsPerEvent(floor.requesterCpuSeconds()) : null);
    node.put("generator_cpu_micros_per_event", cpu ? floor.microsPerEvent(floor.generatorCpuSeconds()) : null);
    node.put("spin_percent_of_core", floor.percentOfCore(floor.spinSeconds()));
    node.put("spin_micros_per_event", floor.microsPerEvent(floor.spinSeconds()));
    Files.writeString(file, node.toPrettyString() + "\n", StandardCharsets.UTF_8);
  }

  @Override
  public String describe() {
    return "calibration file " + file;
  }
}
