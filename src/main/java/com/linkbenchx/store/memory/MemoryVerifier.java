package com.linkbenchx.store.memory;

import com.linkbenchx.store.VerificationReport;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/** {@code --verify} for the in-memory store: every pair's count against its visible rows, and node ids by range. */
final class MemoryVerifier {
  private final MemoryDataset dataset;

  MemoryVerifier(MemoryDataset dataset) {
    this.dataset = dataset;
  }

  VerificationReport verify(String dbid, long startId1, long maxId1, int maxExamples) {
    AtomicLong checked = new AtomicLong();
    AtomicLong mismatches = new AtomicLong();
    List<String> examples = new ArrayList<>();
    dataset.links(dbid).forEachPair((id1, linkType, pair) -> {
      long visible = pair.visibleRows();
      long count = pair.count();
      if (visible == 0 && count == 0) {
        return; // a pair whose links were all deleted: consistent, like a count row of 0
      }
      checked.incrementAndGet();
      if (visible != count) {
        mismatches.incrementAndGet();
        if (examples.size() < maxExamples) {
          examples.add("id1=" + id1 + " link_type=" + linkType + ": " + visible + " visible links, count " + count);
        }
      }
    });
    long[] nodes = dataset.nodes(dbid).countByRange(startId1, maxId1);
    return new VerificationReport(nodes[1], nodes[2], nodes[0], checked.get(), mismatches.get(), List.copyOf(examples));
  }
}
