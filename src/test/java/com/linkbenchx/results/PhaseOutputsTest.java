package com.linkbenchx.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.linkbenchx.request.CapturingLog;
import java.util.List;
import org.junit.jupiter.api.Test;

class PhaseOutputsTest {
  @Test
  void aFailingExporterIsReportedOnceAndSkippedWhileTheOthersGoOn() {
    CapturingLog log = new CapturingLog();
    CapturingExporter failing = new CapturingExporter("interval");
    CapturingExporter healthy = new CapturingExporter();
    PhaseOutputs outputs = new PhaseOutputs(TestRuns.request(LatencySeries.RESPONSE), List.of(failing, healthy), log);
    outputs.begin(0);
    IntervalSnapshot snapshot = new IntervalSnapshot(0, 0, 1000, 1_000_000_000L, 1_000_000_000L, false,
        new IntervalStats());
    outputs.interval(snapshot);
    outputs.interval(snapshot);
    outputs.finish(new ProcessOutcome(0, 0));
    outputs.close();
    outputs.close();

    assertEquals(List.of("begin", "interval", "close"), failing.calls, "skipped after its failure, still closed");
    assertEquals(List.of("begin", "interval", "interval", "finish", "close"), healthy.calls);
    String message = "Could not write capturing exporter: No space left on device; it is incomplete and no longer"
        + " written";
    assertEquals(List.of(message), outputs.failures());
    assertEquals(List.of("ERROR " + message), log.lines());
  }
}
