package com.linkbenchx.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The load's last line, as LinkBench printed it, with figures that are always numbers. */
class CompletionLineTest {
  @Test
  void aLoadStoppedBeforeAnyNodeSaysZeroLinksPerNode() {
    String line = LoadPhase.completionLine(new LoadResult(0, 1000, 0, 0.4, true, null, 42));
    assertTrue(line.startsWith("LOAD PHASE INTERRUPTED.  Loaded 0 nodes (Expected 1000). Loaded 0 links"
        + " (0.00 links per node).  Took 0.4 seconds.  Links/second = 0"), line);
    String linksOnly = LoadPhase.completionLine(new LoadResult(0, 0, 500, 2.0, false, null, 42));
    assertEquals("LOAD PHASE COMPLETED.  Loaded 0 nodes (Expected 0). Loaded 500 links (0.00 links per node)."
        + "  Took 2.0 seconds.  Links/second = 250", linksOnly);
  }

  @Test
  void linksPerNodeIsTheirRatio() {
    assertTrue(LoadPhase.completionLine(new LoadResult(200, 200, 900, 3.0, false, null, 1))
        .contains("Loaded 900 links (4.50 links per node)"));
  }
}
