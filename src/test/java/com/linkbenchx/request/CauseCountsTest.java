package com.linkbenchx.request;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CauseCountsTest {
  @Test
  void oneCauseSharedByManyRequestersIsOneLineWithTheCountAndAHint() {
    StartGate gate = new StartGate(200);
    for (int i = 0; i < 134; i++) {
      gate.arrive(i, new IllegalStateException("Cannot connect to MySQL at db:3306: Too many connections"));
    }
    for (int i = 134; i < 200; i++) {
      gate.arrive(i, null);
    }
    assertEquals("Request phase failed: 134 of 200 requesters could not open their stores: Cannot connect to MySQL"
        + " at db:3306: Too many connections (the server allows fewer connections than 200 requesters need: raise"
        + " its max_connections, or lower requesters)",
        CauseCounts.openFailures(200, gate.failureCauses()));
  }

  @Test
  void distinctCausesAreEachNamedOnceWithTheirCounts() {
    Map<String, Integer> causes = new LinkedHashMap<>();
    causes.put("FATAL: sorry, too many clients already", 3);
    causes.put("connection reset", 1);
    assertEquals("Request phase failed: 4 of 10 requesters could not open their stores: FATAL: sorry, too many clients"
        + " already (3 requesters); connection reset (1 requesters) (the server allows fewer connections than 10"
        + " requesters need: raise its max_connections, or lower requesters)",
        CauseCounts.openFailures(10, causes));
  }

  @Test
  void anUnrelatedCauseGetsNoConnectionHint() {
    assertEquals("Request phase failed: 1 of 2 requesters could not open their stores: Access denied",
        CauseCounts.openFailures(2, Map.of("Access denied", 1)));
  }
}
