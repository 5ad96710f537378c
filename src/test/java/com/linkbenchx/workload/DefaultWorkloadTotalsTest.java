package com.linkbenchx.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The totals of the default 10-million-id graph with the shipped data, as LinkBench computes them. */
class DefaultWorkloadTotalsTest {
  @Test
  void totalsOverTenMillionIds() {
    GraphShape graph = Workload.from(TestFiles.shippedConfig(), true, false).graph();
    long total = 0;
    long loaded = 0;
    long maxTotal = -1;
    long maxAt = -1;
    for (long id1 = graph.startId1(); id1 < graph.maxId1(); id1++) {
      long links = graph.totalLinks(id1);
      total += links;
      loaded += graph.linksOfType(id1, 0) + graph.linksOfType(id1, 1);
      if (links > maxTotal) {
        maxTotal = links;
        maxAt = id1;
      }
    }
    assertEquals(41_721_824L, total);
    assertEquals(44_458_555L, loaded);
    assertEquals(961_963L, maxTotal);
    assertEquals(355_329L, maxAt);
  }
}
